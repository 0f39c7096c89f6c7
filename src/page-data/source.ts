import type { Redirect } from '../redirects/lookup'
import type { RenewSession } from './session-renewal'
import type { SiteData } from '../model/site-data'
import type { PageDataRecord } from '../model/page-data-record'

/**
 * Where route loaders get data: the build reads the content index, the browser
 * fetches `/page-data/.../page-data.json` and `/page-data/sq/d/<hash>.json`.
 */
export interface PageDataSource {
  /** A page's record, or `null` when there is no such page. */
  page(pathname: string): Promise<PageDataRecord | null>
  /** A static query result (the site-wide values of a locale). */
  staticQuery(hash: string): Promise<SiteData | null>
  /** The redirect row for a path that has no page, if the table has one. */
  redirect?(pathname: string): Promise<Redirect | undefined>
  /** A build with sign-in: renews the session after the server refused data (401). */
  renewSession?: RenewSession
  /** A static query result `staticQuery` has already loaded, for rendering without waiting. */
  loadedStaticQuery(hash: string): SiteData | undefined
}
