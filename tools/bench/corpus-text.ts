import type { Locale } from '../../src/site/locales'
import type { Rng } from './prng'
import { Writer } from './prose'
import { inLocale } from './per-locale'
import { COMPANIES, LEXICONS, type Lexicon } from './words'

/** A link to another generated page, in the locale being written. */
export interface Link {
  label: string
  path: string
}

/** The item at `i`, for lists the generator knows are long enough. */
export function nth<T>(list: readonly T[], i: number): T {
  const item = list[i]
  if (item === undefined) throw new Error(`no item ${i} in a list of ${list.length}`)
  return item
}

/** Lowercase ASCII words joined by hyphens, accents removed: a slug or an id. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/**
 * Words of Markdown as the build counts them in the HTML it renders (see
 * tools/content/word-count.ts): link targets, heading, list and emphasis marks
 * and table rules left out; Chinese counts two characters a word.
 */
export function wordCount(markdown: string, locale: Locale): number {
  const text = markdown
    .replace(/\]\([^)]*\)/g, '')
    .replace(/^\|[\s|:-]+\|$/gm, '')
    .replace(/^(?:#+|-|\d+\.) /gm, '')
    .replace(/[[|*]/g, ' ')
  return locale === 'cn'
    ? text.replace(/\s/g, '').length / 2
    : text.split(/\s+/).filter(Boolean).length
}

export const mdLink = (link: Link) => `[${link.label}](${link.path})`

/** `{link}` of a sentence template replaced by the Markdown link; empty without a link. */
export const withLink = (template: string, link: Link | undefined) =>
  link ? template.replace('{link}', mdLink(link)) : ''

export function holdingsTable(r: Rng, lex: Lexicon, year: number): string {
  const [a, b, c, d] = lex.table.columns
  const rows = r
    .sample(COMPANIES, r.int(3, 6))
    .map(
      (company) =>
        `| ${company} | ${r.pick(lex.regions)} | ${(r.int(15, 65) / 10).toFixed(1)} | ${r.int(year - 12, year)} |`,
    )
  return [
    lex.table.caption,
    '',
    `| ${a} | ${b} | ${c} | ${d} |`,
    '| --- | --- | ---: | ---: |',
    ...rows,
  ].join('\n')
}

export interface ArticleLinks {
  article(): Link | undefined
  member(): Link | undefined
  portfolio(): Link | undefined
  page(): Link
}

const present = (link: Link | undefined): link is Link => link !== undefined

/**
 * The Markdown body of an article, 600 to 1,200 words as the build counts
 * them: an introduction, sections under headings, a list, a table, and about
 * three internal links (other articles, authors, portfolios, a page), most of
 * them inside sentences.
 */
export function articleBody(r: Rng, locale: Locale, year: number, links: ArticleLinks): string {
  const lex = inLocale(LEXICONS, locale)
  const w = new Writer(r, locale)
  const target = r.int(620, 1080)
  const pending = Array.from({ length: r.int(0, 4) }, () => {
    const roll = r.next()
    return roll < 0.55 ? links.article() : roll < 0.8 ? links.member() : links.portfolio()
  })
    .filter(present)
    .map(mdLink)
  const blocks: string[] = []
  let words = 0
  const add = (text: string) => {
    blocks.push(text)
    words += wordCount(text, locale)
  }
  /** A paragraph of up to `count` sentences that stops once the article is long enough. */
  const prose = (count: number) => {
    // Links spread over the paragraphs left, about 100 words each.
    const left = Math.max(1, Math.round((target - words) / 100))
    let link = r.chance(pending.length / left) ? pending.shift() : undefined
    const linkAt = r.int(0, count - 1)
    const sentences: string[] = []
    let length = words
    for (let k = 0; k < count && length < target; k++) {
      const text = w.sentence(k === linkAt ? link : undefined)
      if (k === linkAt) link = undefined
      sentences.push(text)
      length += wordCount(text, locale)
    }
    if (link) pending.unshift(link)
    if (sentences.length) add(sentences.join(lex.space))
  }
  for (let p = r.int(1, 2); p > 0; p--) prose(r.int(2, 6))
  for (let s = 0; words < target || s < 2; s++) {
    add(`## ${w.heading()}`)
    for (let p = r.int(1, 4); p > 0 && words < target; p--) prose(r.int(2, 7))
    if (s === 0) add(w.list(false))
    else if (s === 1) add(holdingsTable(r, lex, year))
    else if (s === 3 && words < target - 100 && r.chance(0.6)) add(w.list(true))
  }
  // Links no paragraph took, then one to the page that lists the article.
  const closing = [
    ...pending.map((link) => r.pick(lex.readMore).replace('{link}', link)),
    withLink(r.pick(lex.pageLink), links.page()),
  ]
  add(closing.join(lex.space))
  add(lex.disclaimer)
  return `${blocks.join('\n\n')}\n`
}
