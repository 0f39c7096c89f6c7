import type { Locale } from '../../src/site/locales'
import { inLocale, type PerLocale } from './per-locale'
import { rngFor, type Rng } from './prng'
import { vocabularyOf, zipfVocabulary, type Vocabulary } from './vocabulary'
import { COMPANIES } from './words'

/**
 * Prose of the benchmark corpus: sentences of words drawn by frequency
 * (vocabulary.ts), of varied length, with commas, figures, company names and
 * the odd question, as an investment letter has them. Two habits of real
 * writing make it as compressible as real text, no more: a page comes back to
 * its own words (one in ten is a less common word the page used before), and
 * words come in set phrases (a fifth of them from a book of common phrases).
 * It reads as nonsense but weighs, compresses and counts as real text does.
 */

const CHINESE = (locale: Locale) => locale === 'cn'

/** A normal deviate (Box–Muller). */
function gaussian(r: Rng): number {
  return Math.sqrt(-2 * Math.log(1 - r.next())) * Math.cos(2 * Math.PI * r.next())
}

/**
 * Words in a sentence: log-normal around a median of 17 (Chinese: 12 of its
 * longer words), mostly 8 to 35, as in edited prose.
 */
export function sentenceLength(r: Rng, locale: Locale): number {
  const median = CHINESE(locale) ? 12 : 17
  return Math.min(42, Math.max(3, Math.round(median * Math.exp(0.45 * gaussian(r)))))
}

export const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/** A figure as the locale writes it: a percentage, a year or an amount. */
function figure(r: Rng, locale: Locale): string {
  const roll = r.next()
  if (roll < 0.4) {
    const pct = (r.int(-150, 600) / 10).toFixed(1)
    return locale === 'fr' ? `${pct.replace('.', ',')}\u00a0%` : `${pct}%`
  }
  if (roll < 0.75) {
    const year = String(r.int(1985, 2025))
    return CHINESE(locale) ? `${year}年` : year
  }
  const amount = r.int(12, 98_000)
  if (CHINESE(locale)) return `${amount}万`
  return amount.toLocaleString(locale === 'fr' ? 'fr-CA' : 'en-CA').replace(/\s/g, '\u00a0')
}

/** Words of rank below this are function words: a page's own words are the others. */
const COMMON = 100
const PHRASES = 1500

const phraseBooks = new Map<Locale, Vocabulary>()

/** Set phrases of two or three words, the same for every page of a locale, drawn by Zipf's law too. */
function phraseBook(locale: Locale): Vocabulary {
  let book = phraseBooks.get(locale)
  if (!book) {
    const r = rngFor('phrase-book', locale)
    const words = vocabularyOf(locale)
    const phrases = Array.from({ length: PHRASES }, () =>
      Array.from({ length: r.int(2, 3) }, () => words.draw(r)),
    ).map((p) => p.join(CHINESE(locale) ? '' : ' '))
    book = zipfVocabulary(phrases)
    phraseBooks.set(locale, book)
  }
  return book
}

const STOPS: PerLocale<readonly [string, string, string]> = {
  en: ['.', '?', '!'],
  fr: ['.', '\u00a0?', '\u00a0!'],
  cn: ['。', '？', '！'],
}

/** Writes the prose of one page: create one per page, with the page's own random stream. */
export class Writer {
  private readonly words: Vocabulary
  private readonly phrases: Vocabulary
  /** Less common words this page has used, to come back to. */
  private readonly own: string[] = []

  constructor(
    private readonly r: Rng,
    readonly locale: Locale,
  ) {
    this.words = vocabularyOf(locale)
    this.phrases = phraseBook(locale)
  }

  private get chinese() {
    return CHINESE(this.locale)
  }

  private token(from: number): string {
    const { r } = this
    const roll = r.next()
    if (roll < 0.025) return figure(r, this.locale)
    // Chinese prose has no spaces: company names (with theirs) stay in tables.
    if (roll < 0.035 && !this.chinese) return r.pick(COMPANIES)
    if (roll < 0.185 && this.own.length > 0) return r.pick(this.own)
    if (roll < 0.485) return this.phrases.draw(r)
    const rank = this.words.drawRank(r, from)
    const word = this.words.words[rank] ?? ''
    if (rank >= COMMON && this.own.length < 400) this.own.push(word)
    return word
  }

  /** About `count` words (a phrase counts as one), never the same twice in a row. */
  private tokens(count: number, from = 0): string[] {
    const out: string[] = []
    while (out.length < count) {
      const word = this.token(from)
      if (word !== out[out.length - 1]) out.push(word)
    }
    return out
  }

  /** Joins words with spaces, or with nothing in Chinese; `,` after some of them. */
  private join(list: readonly string[]): string {
    const comma = this.chinese ? '，' : ','
    return list
      .map((w, k) => (k > 0 && k < list.length - 2 && this.r.chance(0.06) ? `${w}${comma}` : w))
      .join(this.chinese ? '' : ' ')
  }

  /** One sentence; a Markdown link, if given, goes somewhere inside it. */
  sentence(link?: string): string {
    const { r } = this
    const list = this.tokens(sentenceLength(r, this.locale))
    if (link) list.splice(r.int(1, list.length - 1), 0, link)
    const roll = r.next()
    const [stop, question, exclamation] = inLocale(STOPS, this.locale)
    return `${capitalize(this.join(list))}${roll < 0.95 ? stop : roll < 0.99 ? question : exclamation}`
  }

  /**
   * `count` sentences joined as a paragraph (more if there are more links):
   * each Markdown link goes into a sentence of its own, chosen at random.
   */
  paragraph(count: number, links: readonly string[] = []): string {
    const n = Math.max(count, links.length)
    const at = new Map<number, string>()
    for (const link of links) {
      let k = this.r.int(0, n - 1)
      while (at.has(k)) k = (k + 1) % n
      at.set(k, link)
    }
    return Array.from({ length: n }, (_, k) => this.sentence(at.get(k))).join(
      this.chinese ? '' : ' ',
    )
  }

  /** A heading: a few words, often of the less common ones. */
  heading(): string {
    const { r } = this
    const count = this.chinese ? r.int(2, 4) : r.int(2, 7)
    return capitalize(
      this.tokens(count, r.chance(0.5) ? COMMON / 2 : 0).join(this.chinese ? '' : ' '),
    )
  }

  /** A Markdown list of 3 to 7 items of 2 to 14 words, after a sentence ending in a colon. */
  list(ordered: boolean): string {
    const { r } = this
    const items = r.int(3, 7)
    const [stop] = inLocale(STOPS, this.locale)
    const separator = this.chinese ? '；' : ';'
    const colon = this.chinese ? '：' : this.locale === 'fr' ? '\u00a0:' : ':'
    return [
      `${capitalize(this.join(this.tokens(r.int(4, 14))))}${colon}`,
      '',
      ...Array.from({ length: items }, (_, k) => {
        const text = this.join(this.tokens(r.int(2, 14), r.chance(0.5) ? COMMON / 5 : 0))
        return `${ordered ? `${k + 1}.` : '-'} ${text}${k === items - 1 ? stop : separator}`
      }),
    ].join('\n')
  }
}
