/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching'
import type { PrecacheEntry } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies'
import { ExpirationPlugin } from 'workbox-expiration'
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { enable as enableNavigationPreload } from 'workbox-navigation-preload'
import type { CacheDidUpdateCallbackParam, RouteHandlerCallbackOptions } from 'workbox-core'
import { DEFAULT_LOCALE, localePrefix } from '../../src/site/locales'
import { localeOfPath, pageDataUrl, pageOfDataUrl } from '../../src/site/paths'
import { fillOfflinePage, offlinePageUrl, titleOfHtml, type OfflinePage } from '../offline-page'
import { cacheNames, outdatedCaches } from '../../src/site/visited-caches'
import {
  IMAGE_CACHE,
  PAGE_NETWORK_TIMEOUT_SECONDS,
  SEARCH_CACHE,
  belongsToBuild,
  requestKind,
} from '../requests'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> }
/** The build this worker belongs to, set by the build (tools/builder/service-worker.ts). */
declare const __BUILD_HASH__: string

const caches_ = cacheNames(__BUILD_HASH__)
const kindOf = (request: Request, url: URL) =>
  requestKind({ url, origin: self.location.origin, mode: request.mode, method: request.method })

// The app shell: the build's scripts and styles, offline and 404 pages, icons, manifests.
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()
enableNavigationPreload()

/**
 * A content-only release keeps the build hash, so the cached copies of a page
 * (its HTML and its data) outlive it. When the network gives a new version of
 * one, the other is fetched again, so that a page read online is the one read
 * offline, whichever way it is opened next. `refreshing` holds the pages whose
 * other half is being fetched, so that fetch does not ask for the first again.
 */
const refreshing = new Set<string>()

/** A plugin that calls `refresh` with the page's path when a new version of the cached copy arrives. */
function onNewVersion(
  pathOf: (url: URL) => string | null,
  refresh: (event: ExtendableEvent, path: string) => Promise<unknown>,
) {
  return {
    cacheDidUpdate: async ({
      request,
      oldResponse,
      newResponse,
      event,
    }: CacheDidUpdateCallbackParam) => {
      const path = pathOf(new URL(request.url))
      if (!oldResponse || !path || refreshing.has(path)) return
      const [before, after] = await Promise.all([oldResponse.text(), newResponse.clone().text()])
      if (before === after) return
      refreshing.add(path)
      await refresh(event, path)
        .catch(() => undefined)
        .finally(() => refreshing.delete(path))
    },
  }
}

const pages: NetworkFirst = new NetworkFirst({
  cacheName: caches_.pages,
  networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_SECONDS,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    onNewVersion(
      (url) => url.pathname,
      (event, path) => pageData.handle({ event, request: new Request(pageDataUrl(path)) }),
    ),
  ],
})

const pageData: NetworkFirst = new NetworkFirst({
  cacheName: caches_.pageData,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    // Only a page kept for offline reading (its HTML cached) is fetched again.
    onNewVersion(
      (url) => pageOfDataUrl(url.pathname),
      async (event, path) => {
        const cache = await caches.open(caches_.pages)
        if (await cache.match(path)) await pages.handle({ event, request: new Request(path) })
      },
    ),
    {
      // Data the server has from another build is served, never cached for this one.
      cacheWillUpdate: async ({ response }) =>
        belongsToBuild(
          await response
            .clone()
            .json()
            .catch(() => null),
          __BUILD_HASH__,
        )
          ? response
          : null,
    },
  ],
})

/**
 * A page loaded in full is also readable by client navigation offline: its
 * data is fetched once, when the cache does not have it yet.
 */
async function keepPageData(event: ExtendableEvent, pathname: string): Promise<void> {
  const request = new Request(pageDataUrl(pathname))
  const cache = await caches.open(caches_.pageData)
  if (await cache.match(request)) return
  await pageData.handle({ event, request }).catch(() => undefined)
}

/** The locale's offline page listing the locale's cached pages (the default locale's if the brand lacks it). */
async function offlinePage(url: URL): Promise<Response> {
  const locale = localeOfPath(url.pathname)
  const prefix = (code: string) => (localePrefix(code) ? `/${localePrefix(code)}` : '')
  const shell =
    (await matchPrecache(offlinePageUrl(prefix(locale)))) ??
    (await matchPrecache(offlinePageUrl(prefix(DEFAULT_LOCALE))))
  if (!shell) return Response.error()
  const cache = await caches.open(caches_.pages)
  const listed: OfflinePage[] = []
  for (const request of await cache.keys()) {
    const path = new URL(request.url).pathname
    if (localeOfPath(path) !== locale) continue
    const cached = await cache.match(request)
    if (cached) listed.push({ path, title: titleOfHtml(await cached.text(), path) })
  }
  // The page keeps the server's headers: its content security policy above all.
  const headers = new Headers(shell.headers)
  headers.set('content-type', 'text/html; charset=utf-8')
  for (const name of ['content-length', 'content-encoding']) headers.delete(name)
  return new Response(fillOfflinePage(await shell.text(), listed), { status: 200, headers })
}

registerRoute(
  ({ request, url }) => kindOf(request, url) === 'page',
  async (options: RouteHandlerCallbackOptions) => {
    try {
      const response = await pages.handle(options)
      if (response.ok && options.event instanceof FetchEvent) {
        options.event.waitUntil(keepPageData(options.event, options.url.pathname))
      }
      return response
    } catch {
      return offlinePage(options.url)
    }
  },
)

registerRoute(({ request, url }) => kindOf(request, url) === 'page-data', pageData)

// A static query's file name is its content's hash: once cached, it is right for good.
registerRoute(
  ({ request, url }) => kindOf(request, url) === 'static-query',
  new CacheFirst({
    cacheName: caches_.pageData,
    plugins: [new CacheableResponsePlugin({ statuses: [200] })],
  }),
)

registerRoute(
  ({ request, url }) => kindOf(request, url) === 'image',
  new CacheFirst({
    cacheName: caches_.images,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ ...IMAGE_CACHE, purgeOnQuotaError: true }),
    ],
  }),
)

const searchPlugins = [
  new CacheableResponsePlugin({ statuses: [200] }),
  new ExpirationPlugin({ ...SEARCH_CACHE, purgeOnQuotaError: true }),
]
// The entry file names the index's other files: the server's own, the cached one offline.
registerRoute(
  ({ request, url }) => kindOf(request, url) === 'search-entry',
  new NetworkFirst({ cacheName: caches_.search, plugins: searchPlugins }),
)
registerRoute(
  ({ request, url }) => kindOf(request, url) === 'search',
  new StaleWhileRevalidate({ cacheName: caches_.search, plugins: searchPlugins }),
)

// The new worker waits (no skipWaiting on install) until a page asks it to take over.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const stale = outdatedCaches(await caches.keys(), __BUILD_HASH__)
      await Promise.all(stale.map((name) => caches.delete(name)))
      await self.clients.claim()
    })(),
  )
})
