/**
 * The service worker's pure rules: which strategy answers a request and
 * what it may cache (the caches' names are `src/site/visited-caches.ts`'s,
 * which the page's sign-out shares). No worker types here, so the rules run
 * under unit tests as they run in the worker.
 */

/** How the worker answers a request; `network` leaves it to the browser. */
export type RequestKind =
  'page' | 'page-data' | 'static-query' | 'image' | 'search' | 'search-entry' | 'network'

export interface RequestFacts {
  url: URL
  /** The worker's own origin: other origins are never cached. */
  origin: string
  mode: string
  method: string
}

/**
 * Page HTML network-first; page data network-first into the build's cache;
 * static queries (named by their content's hash) and images cache-first; the
 * search index's entry file network-first (it names the index's other files,
 * and a content release changes it without changing the build hash); the rest
 * of the index as it is used. Precached
 * files (scripts, styles, offline pages, icons, manifests) are answered before
 * these rules are asked.
 */
export function requestKind({ url, origin, mode, method }: RequestFacts): RequestKind {
  if (method !== 'GET' || url.origin !== origin) return 'network'
  if (mode === 'navigate') return 'page'
  const path = url.pathname
  if (path.startsWith('/page-data/') && path.endsWith('.json')) {
    if (path.startsWith('/page-data/sq/d/')) return 'static-query'
    // The redirect table and the published build's name must always be the server's.
    return path === '/page-data/redirects.json' || path === '/page-data/app-data.json'
      ? 'network'
      : 'page-data'
  }
  if (path.startsWith('/images/')) return 'image'
  if (path === SEARCH_ENTRY) return 'search-entry'
  if (path.startsWith('/pagefind/')) return 'search'
  return 'network'
}

/** The search index's entry file (Pagefind's): the only one of its files whose name is not versioned. */
export const SEARCH_ENTRY = '/pagefind/pagefind-entry.json'

/** A page-data record is cached only for the build it belongs to (its `webpackCompilationHash`). */
export function belongsToBuild(body: unknown, buildHash: string): boolean {
  if (typeof body !== 'object' || body === null) return false
  return (body as Record<string, unknown>).webpackCompilationHash === buildHash
}

/** The images cache keeps this many files, each at most this long: a cap on the visitor's disk. */
export const IMAGE_CACHE = { maxEntries: 80, maxAgeSeconds: 30 * 24 * 60 * 60 }

/**
 * The search cache outlives content releases (its name carries the build
 * hash, which content does not change), so it keeps at most this many of
 * the index's files: a query loads about 10 to 20.
 */
export const SEARCH_CACHE = { maxEntries: 300 }

/** How long a page's network answer is awaited before the cached copy is shown. */
export const PAGE_NETWORK_TIMEOUT_SECONDS = 3
