import type * as Yaml from 'yaml'
import { parse, parseDocument } from 'yaml'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { parseYaml, type YamlSource } from './yaml-with-lines'

vi.mock('yaml', async (importOriginal) => {
  const actual = await importOriginal<typeof Yaml>()
  return { ...actual, parseDocument: vi.fn(actual.parseDocument) }
})

const YAML = `id: q1
title: Patience
authors:
  - emmar
  - kenjic
blocks:
  - type: rich-text
    markdown: |
      Hello
`

function parsed(text = YAML): YamlSource {
  const source = parseYaml('a.md', text, 2)
  if (Array.isArray(source)) throw new Error('the test YAML is valid')
  return source
}

beforeEach(() => {
  vi.mocked(parseDocument).mockClear()
})

describe('parseYaml', () => {
  it('reads every kind of value as the yaml package does', () => {
    const text = `date: 2024-03-10
time: 2024-03-10T10:00:00Z
yes: yes
on: on
bool: true
none: null
tilde: ~
empty:
int: 42
octal: 0o14
hex: 0x1F
float: 3.50
exp: 1e3
quoted: '007'
double: "a\\tb"
folded: >
  one
  two
literal: |
  keep
  lines
list: [a, 'b c', 3]
nested:
  - { k: v }
`
    expect(parsed(text).data).toEqual(parse(text))
  })

  it('parses for positions only when a line is asked for', () => {
    const source = parsed()
    expect(parseDocument).not.toHaveBeenCalled()
    expect(source.lineOf(['title'])).toBe(3)
    expect(parseDocument).toHaveBeenCalledTimes(1)
  })

  it('names the line of invalid YAML in the words of the yaml package', () => {
    expect(parseYaml('a.md', 'id: q1\ntags: [a, b\ntitle: x\n', 2)).toEqual([
      expect.objectContaining({ file: 'a.md', line: 4, message: expect.stringMatching(/^not valid YAML: /) }),
    ])
  })

  it('rejects a key given twice, on the line of the second', () => {
    const problems = parseYaml('a.md', 'id: q1\ntitle: a\ntitle: b\n', 2)
    expect(problems).toEqual([expect.objectContaining({ line: 4 })])
  })
})

describe('lineOf', () => {
  it('finds a value at any depth, on the line where it stands', () => {
    const lineOf = parsed().lineOf
    expect(lineOf(['id'])).toBe(2)
    expect(lineOf(['authors', 1])).toBe(6)
    expect(lineOf(['blocks', 0, 'markdown'])).toBe(9)
  })

  it('falls back to the nearest parent it finds, then to the line before the YAML', () => {
    const lineOf = parsed().lineOf
    expect(lineOf(['authors', 7])).toBe(lineOf(['authors']))
    expect(lineOf(['slug'])).toBe(1)
  })

  it('parses the text again for each line asked, keeping no parse', () => {
    const source = parsed()
    source.lineOf(['id'])
    source.lineOf(['title'])
    expect(parseDocument).toHaveBeenCalledTimes(2)
  })
})
