import { indexVersion, isOutdated } from './index-version'
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

/** An index instance, with the version of the index it read (index-version.ts). */
interface LoadedIndex {
  instance: PagefindInstance
  version: Promise<string | null>
  /** True until its first query, which needs no check: the instance has just read the entry file. */
  fresh: boolean
}
const indexes = new Map<string, Promise<LoadedIndex>>()

/**
 * The version of `lang`'s index the entry file names. The URL is the one
 * Pagefind reads (its `metaCacheTag` is the build hash); `force-cache` reads
 * the copy Pagefind has just fetched, `no-cache` asks the server (or, offline,
 * the service worker's copy).
 */
async function versionOf(lang: string, buildHash: string, cache: RequestCache) {
  const url = `/pagefind/pagefind-entry.json?ts=${encodeURIComponent(buildHash)}`
  const response = await fetch(url, { cache }).catch(() => null)
  if (!response?.ok) return null
  return indexVersion(await response.json().catch(() => null), lang)
}

/**
 * An index instance for the document's language (`<html lang>`, read when it
 * is made): a visitor who changes language gets that language's index. No
 * worker: the query runs in a few milliseconds, and the worker's script would
 * be one more download. `buildHash` names the index's entry file for the
 * service worker's cache, so a query run before works offline.
 */
function indexFor(lang: string, buildHash: string): Promise<LoadedIndex> {
  let index = indexes.get(lang)
  if (!index) {
    loading ??= import(/* @vite-ignore */ MODULE_URL) as Promise<PagefindModule>
    index = loading.then(async (module) => {
      const instance = module.createInstance({ noWorker: true, metaCacheTag: buildHash })
      await instance.init()
      return { instance, version: versionOf(lang, buildHash, 'force-cache'), fresh: true }
    })
    // A failed load (offline, no index) is tried again by the next query.
    index.catch(() => {
      indexes.delete(lang)
      loading = undefined
    })
    indexes.set(lang, index)
  }
  return index
}

/**
 * Every page of the document's language that matches `query` in the scope of
 * `filters`, best first. A tab can outlive its index: a content-only release
 * replaces the index's files without reloading anyone. So each query after an
 * instance's first asks first which index the server has (a small file,
 * revalidated), and runs on an instance of the new one when it changed,
 * rather than ask for files the server no longer has.
 */
export async function findPages(
  query: string,
  filters: Record<string, string>,
  buildHash: string,
): Promise<FoundPage[]> {
  const lang = document.documentElement.lang.toLowerCase()
  let index = await indexFor(lang, buildHash)
  if (!index.fresh) {
    const [loaded, latest] = await Promise.all([
      index.version,
      versionOf(lang, buildHash, 'no-cache'),
    ])
    if (isOutdated(loaded, latest)) {
      indexes.delete(lang)
      index = await indexFor(lang, buildHash)
    }
  }
  index.fresh = false
  const found = await index.instance.search(query, { filters })
  return found?.results ?? []
}
