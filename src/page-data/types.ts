import type { Locale } from '../site/locales'

/** A link from a page to one of its translations. */
export interface Translation {
  locale: Locale
  hrefLang: string
  path: string
}

/** The part of every page's `result` that the head and the wrapper read. */
export interface PageCommon {
  id: string
  locale: Locale
  title: string
  description: string
  /** Existing translations of this page, this page included. */
  translations: Translation[]
  site: { name: string; url: string; brand: 'Edgepoint' | 'Cymbria' }
}

export interface HomeResult extends PageCommon {
  template: 'home'
  html: string
}

export interface GeneralResult extends PageCommon {
  template: 'general'
  html: string
}

export interface ArticleResult extends PageCommon {
  template: 'article'
  html: string
  date: string
  category: string
}

export interface NotFoundResult extends PageCommon {
  template: 'not-found'
}

export type PageResult = HomeResult | GeneralResult | ArticleResult | NotFoundResult
export type TemplateName = PageResult['template']

/** The page-data record of the specification's section 3. */
export interface PageDataRecord<R extends PageResult = PageResult> {
  path: string
  componentChunkName: string
  webpackCompilationHash: string
  matchPath?: string
  staticQueryHashes: string[]
  result: R
}

export interface AppData {
  webpackCompilationHash: string
}

/** `template-article` etc., the name the page-data record gives its template. */
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
