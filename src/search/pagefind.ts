import type { IndexedPage } from './results'

/** The part of Pagefind's browser module (`/pagefind/pagefind.js`, written by the build) used here. */
interface PagefindInstance {
  init(): Promise<void>
  search(
    query: string,
    options: { filters: Record<string, string> },
  ): Promise<{ results: { id: string; data(): Promise<IndexedPage> }[] } | null>
}
interface PagefindModule {
  createInstance(options: { noWorker: boolean; metaCacheTag: string }): PagefindInstance
}

/** One result found, its page data fetched only when it is shown. */
export interface FoundPage {
  id: string
  data(): Promise<IndexedPage>
}

// Kept out of the bundler's reach: the file exists only in a built site, and
// loads only when a query is run.
const MODULE_URL = '/pagefind/pagefind.js'
let loading: Promise<PagefindModule> | undefined
const instances = new Map<string, Promise<PagefindInstance>>()

/**
 * An index instance for the document's language (`<html lang>`, read when it
 * is made): a visitor who changes language gets that language's index. No
 * worker: the query runs in a few milliseconds, and the worker's script would
 * be one more download. `buildHash` names the index's entry file for the
 * service worker's cache, so a query run before works offline.
 */
function instanceFor(lang: string, buildHash: string): Promise<PagefindInstance> {
  let instance = instances.get(lang)
  if (!instance) {
    loading ??= import(/* @vite-ignore */ MODULE_URL) as Promise<PagefindModule>
    instance = loading.then(async (module) => {
      const made = module.createInstance({ noWorker: true, metaCacheTag: buildHash })
      await made.init()
      return made
    })
    // A failed load (offline, no index) is tried again by the next query.
    instance.catch(() => {
      instances.delete(lang)
      loading = undefined
    })
    instances.set(lang, instance)
  }
  return instance
}

/** Every page of the document's language that matches `query` in the scope of `filters`, best first. */
export async function findPages(
  query: string,
  filters: Record<string, string>,
  buildHash: string,
): Promise<FoundPage[]> {
  const lang = document.documentElement.lang.toLowerCase()
  const pagefind = await instanceFor(lang, buildHash)
  const found = await pagefind.search(query, { filters })
  return found?.results ?? []
}
