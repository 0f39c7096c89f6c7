import { brotliCompressSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import type { Locale } from '../../src/site/locales'
import { corpusFiles } from './corpus'
import { rngFor } from './prng'
import { Writer, sentenceLength } from './prose'
import { filterWords, vocabularyOf } from './vocabulary'

/** Markdown bodies of one locale's articles, without their front matter. */
const articleBodies = (locale: Locale, articles = 24) =>
  [...corpusFiles({ articles, seed: 5 })]
    .filter((f) => f.path.includes(`/articles/${locale}/`))
    .map((f) => f.content.slice(f.content.indexOf('\n---\n') + 5))

/** Article bodies of one locale as text: link targets and Markdown marks left out. */
const articleTexts = (locale: Locale) =>
  articleBodies(locale).map((body) =>
    body
      .replace(/\]\([^)]*\)/g, '')
      .replace(/^\|[\s|:-]+\|$/gm, '')
      .replace(/^(?:#+|-|\d+\.) /gm, '')
      .replace(/[[|*]/g, ''),
  )

const ratio = (text: string) => {
  const bytes = Buffer.from(text)
  return bytes.length / brotliCompressSync(bytes).length
}

const wordsOf = (text: string) => text.toLowerCase().match(/\p{L}+(?:['-]\p{L}+)*/gu) ?? []

describe('the prose of the benchmark corpus', () => {
  // English prose compresses 3 to 3.5 times with brotli in pieces of an article's size
  // (measured on licence texts and our specification); the text of the first
  // generator, a few hundred phrases recombined, compressed 4 times an article and
  // 17 times a locale's articles together.
  it.each([
    ['en', 2.5, 4.5, 5],
    ['fr', 2.2, 4.5, 5],
    ['cn', 1.8, 4.5, 5],
  ] as const)(
    'compresses like real prose in %s: one article %s to %s times, all together less than %s times',
    (locale, low, high, together) => {
      const texts = articleTexts(locale)
      for (const text of texts) {
        expect(ratio(text)).toBeGreaterThan(low)
        expect(ratio(text)).toBeLessThan(high)
      }
      expect(ratio(texts.join('\n\n'))).toBeLessThan(together)
    },
  )

  it('uses thousands of distinct words (the first generator: about 400), accented French ones among them, with common words most frequent', () => {
    for (const locale of ['en', 'fr'] as const) {
      const words = articleTexts(locale).flatMap(wordsOf)
      const counts = new Map<string, number>()
      for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1)
      expect(counts.size, locale).toBeGreaterThan(2500)
      // Zipf: the ten most frequent words make a fifth to a third of running text.
      const top = [...counts.values()].sort((a, b) => b - a).slice(0, 10)
      const share = top.reduce((a, b) => a + b, 0) / words.length
      expect(share, locale).toBeGreaterThan(0.15)
      expect(share, locale).toBeLessThan(0.35)
    }
    const accented = new Set(
      articleTexts('fr')
        .flatMap(wordsOf)
        .filter((w) => /[à-ÿœ]/.test(w)),
    )
    expect(accented.size).toBeGreaterThan(500)
  })

  it('writes Chinese with thousands of distinct characters and no spaces between words', () => {
    const hanzi = new Set(
      articleTexts('cn')
        .join('')
        .match(/\p{Script=Han}/gu),
    )
    expect(hanzi.size).toBeGreaterThan(1500)
    // Every line but table rows (company names), with links (people's names) left out.
    const lines = articleBodies('cn')
      .flatMap((b) => b.split('\n'))
      .filter((l) => l && !l.startsWith('|'))
      .map((l) => l.replace(/^(?:#+|-|\d+\.) /, '').replace(/\[[^\]]*\]\([^)]*\)/g, ''))
    expect(lines.length).toBeGreaterThan(300)
    for (const line of lines) expect(line).not.toMatch(/\s/)
  })

  it('varies the length of sentences as edited prose does', () => {
    const r = rngFor('test', 'lengths')
    const lengths = Array.from({ length: 2000 }, () => sentenceLength(r, 'en')).sort(
      (a, b) => a - b,
    )
    expect(lengths[100]).toBeLessThanOrEqual(10)
    expect(lengths[1900]).toBeGreaterThanOrEqual(30)
    expect(lengths[1000]).toBeGreaterThanOrEqual(15)
    expect(lengths[1000]).toBeLessThanOrEqual(19)
  })

  it('writes the same text for the same stream, and puts each link inside a sentence', () => {
    const write = () =>
      new Writer(rngFor('test', 'writer'), 'fr').paragraph(3, ['[A](/a/)', '[B](/b/)'])
    const text = write()
    expect(write()).toBe(text)
    expect(text).toContain(' [A](/a/) ')
    expect(text).toContain(' [B](/b/) ')
  })

  it('keeps words of the lists that fit the locale and none it should not print', () => {
    expect(filterWords('en', ['the', 'x', 'porn', 'the', "don't", 'Paris', 'company'])).toEqual([
      'the',
      "don't",
      'company',
    ])
    expect(filterWords('fr', ['de', 'Le', "l'année", 'été', 'merde', 'x2'])).toEqual([
      'de',
      "l'année",
      'été',
    ])
    // Traditional characters, Latin letters and kana are not simplified Chinese.
    expect(filterWords('cn', ['我们', '們', 'peter', 'ひ', '公司', '他妈的'])).toEqual([
      '我们',
      '公司',
    ])
    for (const locale of ['en', 'fr', 'cn'] as const)
      expect(vocabularyOf(locale).words.length).toBeGreaterThan(7000)
  })
})
