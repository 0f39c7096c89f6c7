import type { PageResult } from '../model/registry'
import type { SiteData } from '../model/site-data'

/**
 * The files the browser fetches: a page's record and the build's app data.
 * What a record's `result` holds is the site model's (src/model).
 */

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
  /** Markup only the build draws (charts), by id (see src/site/build-time-markup.ts). */
  markup?: Record<string, string>
}

export interface AppData {
  webpackCompilationHash: string
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
