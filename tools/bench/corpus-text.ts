import type { Locale } from '../../src/site/locales'
import type { Rng } from './prng'
import { COMPANIES, type Lexicon } from './words'

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

export const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/** Lowercase ASCII words joined by hyphens, accents removed: a slug or an id. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** Words as the build counts them for reading time: Chinese counts two characters a word. */
export function wordCount(text: string, locale: Locale): number {
  return locale === 'cn'
    ? text.replace(/\s/g, '').length / 2
    : text.split(/\s+/).filter(Boolean).length
}

export const mdLink = (link: Link) => `[${link.label}](${link.path})`

/** `{link}` of a sentence template replaced by the Markdown link; empty without a link. */
export const withLink = (template: string, link: Link | undefined) =>
  link ? template.replace('{link}', mdLink(link)) : ''

/** One plausible sentence of an investment letter. */
export function sentence(r: Rng, lex: Lexicon): string {
  const kind = r.next()
  if (kind < 0.3) {
    return `${capitalize(`${r.pick(lex.beliefs)}${lex.space}${r.pick(lex.claims)}`)}${lex.stop}`
  }
  const parts: string[] = []
  if (r.chance(0.4)) parts.push(r.pick(lex.openers))
  parts.push(
    kind < 0.45 ? r.pick(COMPANIES) : r.pick(lex.subjects),
    r.pick(lex.verbs),
    r.pick(lex.objects),
  )
  if (r.chance(0.55)) parts.push(r.pick(lex.tails))
  return `${capitalize(parts.join(lex.space))}${lex.stop}`
}

/** `count` sentences, then the extra sentences that are not empty. */
export function paragraph(r: Rng, lex: Lexicon, count: number, ...extra: string[]): string {
  const sentences = Array.from({ length: count }, () => sentence(r, lex))
  return [...sentences, ...extra.filter(Boolean)].join(lex.space)
}

export function pointList(r: Rng, lex: Lexicon, ordered: boolean): string {
  const items = r.sample(lex.points, r.int(3, 5))
  const separator = lex.stop === '。' ? '；' : ';'
  return [
    r.pick(lex.listIntro),
    '',
    ...items.map(
      (item, k) =>
        `${ordered ? `${k + 1}.` : '-'} ${item}${k === items.length - 1 ? lex.stop : separator}`,
    ),
  ].join('\n')
}

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

/**
 * The Markdown body of an article: an introduction, sections with headings,
 * a list, a table, links to other pages of the corpus, about 600 to 1,200 words.
 */
export function articleBody(
  r: Rng,
  lex: Lexicon,
  locale: Locale,
  year: number,
  links: ArticleLinks,
): string {
  const target = r.int(600, 1000)
  const blocks: string[] = []
  let words = 0
  const add = (text: string) => {
    if (!text) return
    blocks.push(text)
    words += wordCount(text, locale)
  }
  add(paragraph(r, lex, r.int(3, 5)))
  add(paragraph(r, lex, r.int(2, 4), withLink(r.pick(lex.readMore), links.article())))
  const headings = r.sample(lex.headings, lex.headings.length)
  for (let s = 0; words < target; s++) {
    add(`## ${nth(headings, s % headings.length)}`)
    const paragraphs = r.int(1, 3)
    for (let p = 0; p < paragraphs && words < target; p++) {
      const roll = r.next()
      const extra =
        roll < 0.15
          ? withLink(r.pick(lex.memberLink), links.member())
          : roll < 0.3
            ? withLink(r.pick(lex.portfolioLink), links.portfolio())
            : roll < 0.45
              ? withLink(r.pick(lex.readMore), links.article())
              : ''
      add(paragraph(r, lex, r.int(3, 6), extra))
    }
    if (s === 0) add(pointList(r, lex, false))
    else if (s === 1) add(holdingsTable(r, lex, year))
    else if (s === 3) add(pointList(r, lex, true))
  }
  add(withLink(r.pick(lex.pageLink), links.page()))
  add(lex.disclaimer)
  return `${blocks.join('\n\n')}\n`
}
