import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { toYaml } from './yaml-emit'

describe('the corpus YAML writer', () => {
  it('writes what the YAML parser reads back, quoting only where needed', () => {
    const value = {
      title: 'Q3 2024 commentary: patience',
      plain: 'Une phrase, avec des virgules et l’apostrophe',
      quote: "it's fine",
      hash: 'a #tag',
      number: '2019',
      date: '2024-10-15',
      yes: 'yes',
      chinese: '我们的投资团队谈定价能力：我们寻找什么',
      list: ['a, b', 'c', '4.1'],
      empty: [],
      image: { src: '/images/x.svg', alt: '' },
      blocks: [{ type: 'body' }, { type: 'rich-text', markdown: 'Line one\n\nLine **two**\n' }],
      rows: [
        ['2008', 'Founded'],
        ['2012', 'First mandate'],
      ],
      nested: { a: 1, b: null, c: true },
    }
    const text = toYaml({ ...value, skipped: undefined })
    expect(parse(text)).toEqual(value)
    expect(text).toContain('date: 2024-10-15\n')
    expect(text).toContain("number: '2019'\n")
    expect(text).toContain("title: 'Q3 2024 commentary: patience'\n")
    expect(text).toContain("image: { src: /images/x.svg, alt: '' }\n")
    expect(text).not.toContain('skipped')
  })
})
