import type { PageResult } from './registry'

/**
 * A page's record, the file the browser fetches for each page: the model's,
 * like the `result` it holds, so the model builds records without importing
 * the browser's side (src/page-data/, which checks a fetched body).
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
