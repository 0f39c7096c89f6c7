import type { PageDataRecord } from '../model/page-data-record'
import type { SiteData } from '../model/site-data'

/**
 * The files the browser fetches besides a page's record (whose shape is the
 * model's), and the checks of a fetched body.
 */

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
