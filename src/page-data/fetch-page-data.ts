import { pageDataUrl } from '../site/paths'
import type { PageDataSource } from './source'
import { isPageDataRecord } from './types'

/**
 * The browser's page-data source: one small JSON file per page, never the content index.
 * 404 and a body that is not a page-data record both mean "no such page".
 */
export const fetchPageData: PageDataSource = async (pathname) => {
  const url = pageDataUrl(pathname)
  const response = await fetch(url, { headers: { accept: 'application/json' } })
  if (response.status === 404) return null
  if (!response.ok) throw new Error(`We couldn't load "${url}" (HTTP ${response.status})`)
  const body: unknown = await response.json().catch(() => null)
  return isPageDataRecord(body) ? body : null
}
