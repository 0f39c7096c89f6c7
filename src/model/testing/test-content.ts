import type { BuildStrings } from '../../i18n/build/strings'
import type en from '../../i18n/locales/en.json'
import { BRANDS } from '../../site/brands'
import { LOCALE_CODES, type Locale } from '../../site/locales'
import type { LoadedBlock } from '../blocks'
import type { ContentData, PortfolioData } from '../brand-data'
import { makeCatalog, type Catalog, type RecordContext } from '../catalog'
import { indexContent, type ContentEntry, type ContentIndex } from '../content'
import { frontMatterSchema } from '../front-matter'
import type { ImageResolver } from '../images'
import {
  contentPageType,
  entryPath,
  entryTitle,
  type PageResult,
  type TemplateName,
} from '../registry'

/** For tests: a brand's content in memory, as the content reader would check it. */

export interface TestFile {
  locale: Locale
  /** Front matter as an editor writes it: the schema fills in its defaults. */
  data: Record<string, unknown>
  html?: string
  words?: number
  blocks?: LoadedBlock[]
}

/** An image as the build would give it, without processing a file; its src tells its use. */
export const testImage: ImageResolver = (img, use) => ({
  alt: img.alt,
  image: {
    layout: 'fixed',
    width: 1,
    height: 1,
    placeholder: 'transparent',
    sources: [],
    fallback: { src: `${use}:${img.src}`, srcSet: '', sizes: '' },
  },
})

/** Every locale's file of a string folder, found by its folder as the site finds them: a locale of the list has its file. */
function everyLocale<T>(files: Record<string, T>, folder: string): Record<Locale, T> {
  return Object.fromEntries(
    LOCALE_CODES.map((code) => {
      const strings = files[`${folder}/${code}.json`]
      if (!strings) throw new Error(`no ${folder}/${code}.json`)
      return [code, strings]
    }),
  ) as Record<Locale, T>
}

/** Every locale's UI strings (src/i18n/locales/). */
export const TEST_UI_STRINGS = everyLocale(
  import.meta.glob<typeof en>('../../i18n/locales/*.json', { eager: true, import: 'default' }),
  '../../i18n/locales',
)

/** Every locale's strings only the build writes (src/i18n/build/locales/). */
export const TEST_BUILD_STRINGS = everyLocale(
  import.meta.glob<BuildStrings>('../../i18n/build/locales/*.json', {
    eager: true,
    import: 'default',
  }),
  '../../i18n/build/locales',
)

export const testContext: RecordContext = {
  brand: BRANDS.edgepoint,
  buildHash: 'h1',
  uiStrings: TEST_UI_STRINGS,
  buildStrings: TEST_BUILD_STRINGS,
  image: testImage,
}

export const testPortfolio = (id: string, category: PortfolioData['category']): PortfolioData => ({
  id,
  category,
  inceptionDate: '2008-11-17',
  risk: 'medium',
  series: [
    {
      name: 'A',
      codes: ['EDG100'],
      mer: 1.9,
      managementFee: 1.8,
      minimumInvestment: 500,
      startDate: '2008-11-17',
      distributions: 'annual',
      performance: { oneYear: 1, threeYear: 2, fiveYear: 3, tenYear: null, sinceInception: 4 },
    },
  ],
  topHoldings: [{ name: 'Holding', weight: 5 }],
  assetAllocation: [{ assetClass: 'equities', weight: 100 }],
})

export function testIndex(files: TestFile[], data: Partial<ContentData> = {}): ContentIndex {
  const entries = files.map(({ locale, data: raw, html = '', words = 0, blocks = [] }, i) => {
    const fm = frontMatterSchema.parse(raw)
    return {
      file: `content/test/${locale}/${i}.md`,
      locale,
      data: fm,
      path: entryPath(locale, fm),
      html,
      words,
      blocks,
    } satisfies ContentEntry
  })
  return indexContent({
    brand: 'edgepoint',
    entries,
    data: {
      site: {
        asAtDate: '2025-06-30',
        performanceApprovalDate: '2025-07-10',
        navigation: { main: [], footer: [] },
      },
      portfolios: [],
      growth: {},
      shareHistory: [],
      files: { site: 'site.yaml', portfolios: 'portfolios.yaml' },
      ...data,
    },
  })
}

export const testCatalog = (index: ContentIndex): Catalog =>
  makeCatalog(index, testContext, (e) => entryTitle(e.data))

/** The entry at `path`, which the test expects to exist. */
export function entryAt(index: ContentIndex, path: string): ContentEntry {
  const entry = index.byPath.get(path)
  if (!entry) throw new Error(`no entry at ${path}`)
  return entry
}

type ResultOf<T extends TemplateName> = Extract<PageResult, { template: T }>
const isTemplate = <T extends TemplateName>(r: PageResult, template: T): r is ResultOf<T> =>
  r.template === template

/** The result of the entry at `path`, made by its page type, which must give `template`. */
export function resultAt<T extends TemplateName>(
  index: ContentIndex,
  path: string,
  template: T,
  catalog = testCatalog(index),
): ResultOf<T> {
  const entry = entryAt(index, path)
  const result = contentPageType(entry.data).result(entry, catalog)
  if (!isTemplate(result, template))
    throw new Error(`${path} is a ${result.template} page, not ${template}`)
  return result
}

const page = { title: 'T', description: 'D' }
/** Front matter of each type with only what it requires, to spread and override. */
export const minimal = {
  home: { ...page, type: 'home' },
  page: { ...page, type: 'page' },
  article: { ...page, type: 'article', date: '2025-01-01', category: 'news' },
  member: {
    type: 'team-member',
    firstName: 'Ann',
    lastName: 'Lee',
    role: 'Analyst',
    description: 'D',
    photo: { src: '/images/a.svg', alt: 'Ann' },
  },
  portfolio: { ...page, type: 'portfolio' },
}
