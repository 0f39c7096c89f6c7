import { beforeAll, describe, expect, it } from 'vitest'
import type { ContentIndex } from '../../src/model/content'
import { loadContent } from '../../tools/content/load'

/** The French static pages the specification lists, by their French slug. */
const SPEC_FRENCH_PAGES = [
  'accessibility',
  'being-an-edgepointer',
  'careers',
  'commentaire',
  'company-creed',
  'contact-us',
  'defining-success',
  'disclaimers',
  'docs-and-forms',
  'edgepoint-academy-overview',
  'edgepoint-canadian-portfolio-new-minimum',
  'en-termes-simples',
  'ensemble-de-convictions',
  'fraudulent-websites',
  'holiday-gift-guide-2022',
  'holiday-gift-guide-2023',
  'holiday-gift-guide-2024',
  'inside-edge',
  'investment-approach',
  'irc-report-to-investors',
  'mrfpsfs',
  'news',
  'performance',
  'portefeuilles',
  'privacy-notice',
  'qui-sommes-nous',
  'ressources',
  'service-providers',
  'simplified-prospectus',
  'site-map',
  'terms-of-use',
  'unclaimed-property',
  'videos-apercu',
  'your-team',
  'institutional/accessibility',
  'institutional/disclaimers',
  'institutional/privacy-notice',
  'institutional/terms-of-use',
]
const SPEC_CHINESE_PAGES = [
  '/cn/',
  '/cn/defining-success/',
  '/cn/fees-and-codes/',
  '/cn/investmest-approach/',
  '/cn/our-creed/',
]

let edgepoint: ContentIndex
let cymbria: ContentIndex
beforeAll(async () => {
  ;[edgepoint, cymbria] = await Promise.all([
    loadContent(process.cwd(), 'edgepoint'),
    loadContent(process.cwd(), 'cymbria'),
  ])
})

const ofType = (index: ContentIndex, type: string, locale: string) =>
  index.entries.filter((e) => e.data.type === type && e.locale === locale)

describe('Edgepoint content covers the specification', () => {
  it('has every French page the specification lists', () => {
    const missing = SPEC_FRENCH_PAGES.map((slug) => `/fr/${slug}/`).filter(
      (p) => !edgepoint.byPath.has(p),
    )
    expect(missing).toEqual([])
  })

  it('has the Chinese pages of the specification and at least two Chinese articles', () => {
    expect(SPEC_CHINESE_PAGES.filter((p) => !edgepoint.byPath.has(p))).toEqual([])
    expect(ofType(edgepoint, 'article', 'cn').length).toBeGreaterThanOrEqual(2)
  })

  it('has an English counterpart of every French page', () => {
    const french = edgepoint.entries.filter((e) => e.locale === 'fr')
    expect(french.filter((e) => !edgepoint.find(e.data.id, 'en')).map((e) => e.file)).toEqual([])
  })

  it('has the seven portfolios, 12 or more team members and 36 or more articles in English and French', () => {
    for (const locale of ['en', 'fr']) {
      expect(ofType(edgepoint, 'portfolio', locale)).toHaveLength(7)
      expect(ofType(edgepoint, 'team-member', locale).length).toBeGreaterThanOrEqual(12)
      expect(ofType(edgepoint, 'article', locale).length).toBeGreaterThanOrEqual(36)
    }
    expect(edgepoint.data.portfolios).toHaveLength(7)
  })

  it('has articles in every category and quarterly commentaries for each series', () => {
    const en = ofType(edgepoint, 'article', 'en')
    const categories = new Set(en.map((e) => (e.data.type === 'article' ? e.data.category : '')))
    expect([...categories].sort()).toEqual([
      'commentary',
      'educational',
      'inside-edge',
      'news',
      'reading-list',
    ])
    for (const series of ['edgepoint', 'credit', 'fixed-income']) {
      const slugs = en.flatMap((e) =>
        e.data.type === 'article' && e.data.series === series ? [e.data.slug] : [],
      )
      expect(slugs.length, series).toBeGreaterThanOrEqual(4)
      for (const slug of slugs) expect(slug).toMatch(/^Q[1-4]-\d{4}-.+-commentary$/)
    }
  })

  it('labels the performance figures of every portfolio page as illustrative', () => {
    const pages = edgepoint.entries.filter((e) => e.data.type === 'portfolio')
    const unlabelled = pages.filter((e) => !/illustrative|indicatif|illustration/i.test(e.html))
    expect(unlabelled.map((e) => e.file)).toEqual([])
  })
})

describe.each([
  ['edgepoint', () => edgepoint],
  ['cymbria', () => cymbria],
] as const)('%s content contract', (_brand, index) => {
  it('gives each page a unique path and each translation group one type', () => {
    const paths = index().entries.map((e) => e.path)
    expect(new Set(paths).size).toBe(paths.length)
    const types = new Map<string, Set<string>>()
    for (const e of index().entries)
      types.set(e.data.id, (types.get(e.data.id) ?? new Set()).add(e.data.type))
    expect([...types].filter(([, t]) => t.size > 1)).toEqual([])
  })

  it('has a home page in every locale it has content in', () => {
    const locales = new Set(index().entries.map((e) => e.locale))
    for (const locale of locales) expect(ofType(index(), 'home', locale)).toHaveLength(1)
  })
})
