import type { ImageData } from '../components/image/image-data'
import type { Locale } from '../site/locales'

/**
 * What a page-data record carries to the browser. Everything here is already
 * resolved at build time (Markdown rendered, references turned into links) and
 * in the page's one locale.
 */

export interface Translation {
  locale: Locale
  hrefLang: string
  path: string
}

export interface Link {
  label: string
  path: string
}

/** An image as content writes it: a file under static/images and its text alternative. */
export interface SourceImage {
  src: string
  alt: string
}

/** An image ready to render: its responsive sources, made at build time. */
export interface ImageRef {
  alt: string
  image: ImageData
}

/** The specification's page context, for localisation. */
export interface PageContext {
  locale: Locale
  hrefLang: string
  /** The path without its locale prefix. */
  originalPath: string
}

export type Subsite = 'institutional'

/** The part of every page's `result` that the head and the wrapper read. */
export interface PageCommon {
  id: string
  locale: Locale
  title: string
  description: string
  /** Existing translations of this page, this page included. */
  translations: Translation[]
  site: { name: string; url: string; brand: 'Edgepoint' | 'Cymbria' }
  pageContext: PageContext
  subsite?: Subsite
}

export interface ArticleCard {
  title: string
  path: string
  date: string
  category: string
  description: string
}

export interface PersonCard {
  name: string
  role: string
  path: string
  photo: ImageRef
}

export interface PortfolioCard {
  id: string
  title: string
  path: string
  description: string
  category: string
}

export type SiteMapSection = 'pages' | 'portfolios' | 'team' | 'articles' | 'institutional'

/** A block of a composed page, ready to render (`I`: how its images are given). */
export type BlockView<I = ImageRef> =
  | { type: 'hero'; heading: string; text?: string; image?: I; cta?: Link }
  | { type: 'rich-text'; html: string }
  | {
      type: 'cards'
      heading?: string
      items: Array<{ title: string; text?: string; href?: string; image?: I }>
    }
  | { type: 'cta'; heading: string; text?: string; cta: Link }
  | {
      type: 'video'
      title: string
      provider: 'youtube' | 'vimeo'
      videoId: string
      transcriptHtml?: string
    }
  | {
      type: 'documents'
      heading?: string
      items: Array<{ title: string; href: string; format: string; date?: string }>
    }
  | { type: 'table'; caption: string; columns: string[]; rows: string[][] }
  | { type: 'accordion'; heading?: string; items: Array<{ title: string; html: string }> }
  | { type: 'article-list'; heading?: string; items: ArticleCard[] }
  | { type: 'team-list'; heading?: string; items: PersonCard[] }
  | { type: 'portfolio-list'; heading?: string; items: PortfolioCard[] }
  | { type: 'performance-table'; heading?: string }
  | { type: 'fund-codes'; heading?: string }
  | { type: 'site-map'; sections: Array<{ key: SiteMapSection; links: Link[] }> }

export type BlockType = BlockView['type']

export interface HomeResult extends PageCommon {
  template: 'home'
  blocks: BlockView[]
}

export interface GeneralResult extends PageCommon {
  template: 'general'
  blocks: BlockView[]
}

export interface InsideEdgeResult extends PageCommon {
  template: 'inside-edge'
  blocks: BlockView[]
  issues: ArticleCard[]
}

export interface ArticleResult extends PageCommon {
  template: 'article'
  html: string
  date: string
  category: string
  series?: string
  authors: PersonCard[]
  portfolios: Link[]
  image?: ImageRef
  readingMinutes: number
  related: ArticleCard[]
}

export interface BioResult extends PageCommon {
  template: 'bio'
  name: string
  role: string
  photo: ImageRef
  html: string
  joined?: number
  portfolios: Link[]
  articles: ArticleCard[]
}

export interface PortfolioHolding {
  name: string
  weight: number
}

export interface PortfolioResult extends PageCommon {
  template: 'portfolio'
  html: string
  portfolioId: string
  category: string
  inceptionDate: string
  topHoldings: PortfolioHolding[]
  assetAllocation: Array<{ assetClass: string; weight: number }>
  managers: PersonCard[]
  commentaries: ArticleCard[]
}

export interface SearchResult extends PageCommon {
  template: 'search'
}

export interface NotFoundResult extends PageCommon {
  template: 'not-found'
}

export type PageResult =
  | HomeResult
  | GeneralResult
  | InsideEdgeResult
  | ArticleResult
  | BioResult
  | PortfolioResult
  | SearchResult
  | NotFoundResult
export type TemplateName = PageResult['template']

/** The page-data record of the specification's section 3. */
export interface PageDataRecord<R extends PageResult = PageResult> {
  path: string
  componentChunkName: string
  webpackCompilationHash: string
  matchPath?: string
  staticQueryHashes: string[]
  result: R
  /**
   * The strings the build formatted for this page (dates, percentages), by what
   * they format: a client-side navigation renders with them and builds no Intl
   * formatter (see `rememberFormats`). Written with the page; absent before.
   */
  formats?: Record<string, string>
}

export interface AppData {
  webpackCompilationHash: string
}

/** One series of one portfolio, as the wrapper's `allPortfolioSeries` lists them. */
export interface PortfolioSeries {
  portfolioId: string
  portfolio: string
  path: string
  category: string
  series: string
  codes: string[]
  mer: number
  managementFee: number
  minimumInvestment: number
  distributions: string
  startDate: string
  performance: {
    oneYear: number | null
    threeYear: number | null
    fiveYear: number | null
    tenYear: number | null
    sinceInception: number
  }
}

/**
 * Site-wide values every page of a locale shares, delivered once as the
 * static query `/page-data/sq/d/<hash>.json` and cached by the browser.
 */
export interface SiteData {
  locale: Locale
  navigation: { main: Link[]; footer: Link[] }
  asAtDate: string
  performanceApprovalDate: string
  allPortfolioSeries: PortfolioSeries[]
}

/** `component---src-templates-article-tsx` etc., the name the page-data record gives its template. */
export function componentChunkName(template: TemplateName): string {
  return `component---src-templates-${template}-tsx`
}

/** Cheap structural check of a fetched body; the build is the place of full validation. */
export function isPageDataRecord(value: unknown): value is PageDataRecord {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>
  const result = record.result as Record<string, unknown> | undefined
  return (
    typeof record.path === 'string' &&
    typeof record.componentChunkName === 'string' &&
    typeof record.webpackCompilationHash === 'string' &&
    Array.isArray(record.staticQueryHashes) &&
    typeof result === 'object' &&
    result !== null &&
    typeof result.template === 'string' &&
    typeof result.title === 'string'
  )
}

export function isSiteData(value: unknown): value is SiteData {
  if (typeof value !== 'object' || value === null) return false
  const data = value as Record<string, unknown>
  return (
    typeof data.locale === 'string' &&
    typeof data.navigation === 'object' &&
    Array.isArray(data.allPortfolioSeries)
  )
}
