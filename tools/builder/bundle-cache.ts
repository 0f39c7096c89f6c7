import { cacheKey, folderFiles, writeFolderFiles, type CacheShelf } from './build-cache'
import { startBundling, type BundleJob, type Bundling } from './bundling'

/** The build cache's kind of entry holding both bundles. */
export const BUNDLE_SHELF = 'bundle'

const CLIENT = 'client/'
const SERVER = 'server/'

/**
 * The bundles from the build cache, or from Vite (then stored there). Their
 * key is the build hash: it covers everything they are made from (the code,
 * the lockfile, the configs, the brand, its icon and the settings).
 */
export function bundleOrReuse(job: BundleJob, cache: CacheShelf, buildHash: string): Bundling {
  const key = cacheKey('bundle', buildHash)
  const cached = cache.get(key)
  if (cached) {
    const under = (prefix: string) =>
      cached.flatMap(([name, bytes]) =>
        name.startsWith(prefix) ? [[name.slice(prefix.length), bytes] as const] : [],
      )
    writeFolderFiles(job.outDir, under(CLIENT))
    writeFolderFiles(job.ssrDir, under(SERVER))
    return { done: Promise.resolve(), stop: () => Promise.resolve(), reused: true }
  }
  const bundling = startBundling(job)
  const done = bundling.done.then(() =>
    // The staging folder holds nothing else yet: the pages are rendered once the bundles are done.
    cache.put(key, [...folderFiles(job.outDir, CLIENT), ...folderFiles(job.ssrDir, SERVER)]),
  )
  done.catch(() => {}) // awaited once the content is good
  return { done, stop: bundling.stop, reused: false }
}
