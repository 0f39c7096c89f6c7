import {
  createRedirectTable,
  findRedirect,
  type Redirect,
  type RedirectTable,
} from '../redirects/lookup'
import { REDIRECTS_URL, pageDataUrl, staticQueryUrl } from '../site/paths'
import type { PageDataSource } from './source'
import { isPageDataRecord, isSiteData, type SiteData } from './types'

async function getJson(url: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, { headers: { accept: 'application/json' } })
  if (response.status === 404) return { status: 404, body: null }
  if (!response.ok) throw new Error(`We couldn't load "${url}" (HTTP ${response.status})`)
  return { status: response.status, body: await response.json().catch(() => null) }
}

/**
 * The browser's page-data source: one small JSON file per page, never the
 * content index; static query results are fetched once and kept.
 */
export function createFetchSource(): PageDataSource {
  const staticQueries = new Map<string, Promise<SiteData | null>>()
  // The redirect table is only needed for paths that have no page: fetched then, once.
  let redirects: Promise<RedirectTable> | undefined
  const redirectTable = () => {
    redirects ??= getJson(REDIRECTS_URL).then(({ body }) =>
      createRedirectTable(
        Array.isArray(body) ? (body as Redirect[]).filter((r) => r.redirectInBrowser) : [],
      ),
    )
    redirects.catch(() => (redirects = undefined))
    return redirects
  }
  return {
    async redirect(pathname) {
      return findRedirect(await redirectTable(), pathname)
    },
    async page(pathname) {
      const { body } = await getJson(pageDataUrl(pathname))
      // 404, and a 200 whose body is not a page-data record, both mean "no such page".
      return isPageDataRecord(body) ? body : null
    },
    staticQuery(hash) {
      let pending = staticQueries.get(hash)
      if (!pending) {
        const url = staticQueryUrl(hash)
        pending = getJson(url).then(({ body }) => {
          if (!isSiteData(body)) throw new Error(`We couldn't load "${url}"`)
          return body
        })
        pending.catch(() => staticQueries.delete(hash))
        staticQueries.set(hash, pending)
      }
      return pending
    },
    remember(results) {
      for (const [hash, data] of Object.entries(results)) {
        if (!staticQueries.has(hash)) staticQueries.set(hash, Promise.resolve(data))
      }
    },
  }
}
