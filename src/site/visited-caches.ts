/**
 * The service worker's runtime caches, by name: what the worker fills
 * (`sw/`) and what the page deletes when the visitor signs out
 * (`src/runtime/forget-visited-pages.ts`). Here, below both, so the page never
 * imports the worker's code.
 */

const PREFIX = 'site'

/** Caches whose content belongs to one build carry its hash; images are content-hashed and shared. */
export function cacheNames(buildHash: string) {
  return {
    pages: `${PREFIX}-pages-${buildHash}`,
    pageData: `${PREFIX}-page-data-${buildHash}`,
    search: `${PREFIX}-search-${buildHash}`,
    images: `${PREFIX}-images`,
  }
}

/** The runtime caches of other builds, which the activating worker deletes. */
export function outdatedCaches(names: readonly string[], buildHash: string): string[] {
  const current = new Set(Object.values(cacheNames(buildHash)))
  return names.filter((name) => name.startsWith(`${PREFIX}-`) && !current.has(name))
}

/**
 * Every cache of what the visitor read (pages, their data, search, images),
 * of any build: what signing out deletes, so that the next person at the
 * device cannot read a protected page offline. The precache (the app shell)
 * stays.
 */
export function visitedCaches(names: readonly string[]): string[] {
  return names.filter((name) => name.startsWith(`${PREFIX}-`))
}
