import { loadLookup } from '../redirects/load-lookup'
import type { Redirect } from '../redirects/lookup'
import { HttpStatusError, fetchWithRetry } from '../runtime/retry'
import { APP_DATA_URL, REDIRECTS_URL, pageDataUrl, staticQueryUrl } from '../site/paths'
import type { PageDataSource } from './source'
import type { RenewSession } from './session-renewal'
import type { SiteData } from '../model/site-data'
import { isPageDataRecord, isSiteData } from './types'

/** The page was built by another build than the one running: load it as a whole page. */
export class StaleBuildError extends Error {
  constructor(readonly path: string) {
    super(`The site has been updated: loading ${path} afresh`)
    this.name = 'StaleBuildError'
  }
}

const JSON_HEADERS = { headers: { accept: 'application/json' } }
/** How often, at most, the browser asks whether a new build is live. */
const APP_DATA_CHECK_MS = 30_000

async function readJson(url: string): Promise<{ status: number; body: unknown }> {
  const response = await fetchWithRetry(url, JSON_HEADERS)
  if (response.status === 404) return { status: 404, body: null }
  if (!response.ok) throw new HttpStatusError(url, response.status)
  return { status: response.status, body: await response.json().catch(() => null) }
}

/**
 * The browser's page-data source: one small JSON file per page, never the
 * content index. Failures follow the specification: 404 or an invalid body
 * mean no such page (after a HEAD request on the page itself to be sure), 500
 * is an error, network failures and the transient statuses of
 * `src/runtime/retry.ts` (408, 425, 429, 502, 503, 504) are retried up to 3
 * times, and a record of another build means a full page load.
 */
export function createFetchSource(
  buildHash: string,
  { renewSession }: { renewSession?: RenewSession } = {},
): PageDataSource {
  const staticQueries = new Map<string, Promise<SiteData | null>>()
  const loadedStaticQueries = new Map<string, SiteData>()
  let redirects: Promise<(pathname: string) => Redirect | undefined> | undefined
  let lastBuildCheck = Date.now()
  let staleBuild = false

  /** The browser's redirect rows and the lookup that reads them, loaded together once. */
  const redirectFinder = () => {
    redirects ??= Promise.all([readJson(REDIRECTS_URL), loadLookup()]).then(
      ([{ body }, { createRedirectTable, findRedirect }]) => {
        const table = createRedirectTable(
          Array.isArray(body) ? (body as Redirect[]).filter((r) => r.redirectInBrowser) : [],
        )
        return (pathname: string) => findRedirect(table, pathname)
      },
    )
    redirects.catch(() => (redirects = undefined))
    return redirects
  }

  /** app-data.json names the live build; checked at most every 30 s. */
  const checkBuild = async () => {
    if (staleBuild || Date.now() - lastBuildCheck < APP_DATA_CHECK_MS) return
    lastBuildCheck = Date.now()
    const response = await fetchWithRetry(APP_DATA_URL, {
      ...JSON_HEADERS,
      cache: 'no-cache',
    }).catch(() => null)
    if (!response?.ok) return
    const body = (await response.json().catch(() => null)) as {
      webpackCompilationHash?: unknown
    } | null
    if (
      typeof body?.webpackCompilationHash === 'string' &&
      body.webpackCompilationHash !== buildHash
    )
      staleBuild = true
  }

  /** The HEAD request of the specification: is there an HTML page at this path after all? */
  const pageExists = async (pathname: string) => {
    const response = await fetch(pathname, { method: 'HEAD', redirect: 'manual' }).catch(() => null)
    return response?.status === 200
  }

  return {
    async page(pathname) {
      await checkBuild()
      if (staleBuild) throw new StaleBuildError(pathname)
      const { body } = await readJson(pageDataUrl(pathname))
      if (isPageDataRecord(body)) {
        if (body.webpackCompilationHash !== buildHash) throw new StaleBuildError(pathname)
        return body
      }
      // No data: the page may still exist as HTML of a newer build.
      if (await pageExists(pathname)) throw new StaleBuildError(pathname)
      return null
    },
    staticQuery(hash) {
      let pending = staticQueries.get(hash)
      if (!pending) {
        const url = staticQueryUrl(hash)
        pending = readJson(url).then(({ body }) => {
          if (!isSiteData(body)) throw new Error(`We couldn't load "${url}"`)
          loadedStaticQueries.set(hash, body)
          return body
        })
        pending.catch(() => staticQueries.delete(hash))
        staticQueries.set(hash, pending)
      }
      return pending
    },
    async redirect(pathname) {
      return (await redirectFinder())(pathname)
    },
    loadedStaticQuery: (hash) => loadedStaticQueries.get(hash),
    ...(renewSession ? { renewSession } : {}),
  }
}
