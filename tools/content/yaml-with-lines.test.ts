import { describe, expect, it } from 'vitest'
import { parseYaml, topLevelLines, type YamlSource } from './yaml-with-lines'

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

function parsed(): YamlSource {
  const source = parseYaml('a.md', YAML, 2)
  if (Array.isArray(source)) throw new Error('the test YAML is valid')
  return source
}

describe('topLevelLines', () => {
  it('finds the top-level fields and the items of top-level lists where the full parse does', () => {
    const source = parsed()
    const lineOf = topLevelLines(source, source.data as Record<string, unknown>)
    for (const path of [['id'], ['title'], ['authors'], ['authors', 1], ['blocks', 0]]) {
      expect(lineOf(path), path.join('.')).toBe(source.lineOf(path))
    }
    expect(lineOf(['authors', 1])).toBe(6)
  })

  it('falls back to the nearest field it kept, then to the line before the YAML', () => {
    const source = parsed()
    const lineOf = topLevelLines(source, source.data as Record<string, unknown>)
    expect(lineOf(['blocks', 0, 'markdown'])).toBe(lineOf(['blocks', 0]))
    expect(lineOf(['authors', 7])).toBe(lineOf(['authors']))
    expect(lineOf(['slug'])).toBe(1)
  })
})
