import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { cacheKey, type CacheShelf, type CachedFile } from './build-cache'
import { startBundling, type BundleJob, type Bundling } from './bundling'

/** The build cache's kind of entry holding both bundles. */
export const BUNDLE_SHELF = 'bundle'

const CLIENT = 'client/'
const SERVER = 'server/'

function filesUnder(dir: string, prefix: string): CachedFile[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name)
      return [`${prefix}${path.relative(dir, file)}`, readFileSync(file)] as const
    })
}

/**
 * The bundles from the build cache, or from Vite (then stored there). Their
 * key is the build hash: it covers everything they are made from (the code,
 * the lockfile, the configs, the brand, its icon and the settings).
 */
export function bundleOrReuse(job: BundleJob, cache: CacheShelf, buildHash: string): Bundling {
  const key = cacheKey('bundle', buildHash)
  const cached = cache.get(key)
  if (cached) {
    for (const [name, bytes] of cached) {
      const file = name.startsWith(CLIENT)
        ? path.join(job.outDir, name.slice(CLIENT.length))
        : path.join(job.ssrDir, name.slice(SERVER.length))
      mkdirSync(path.dirname(file), { recursive: true })
      writeFileSync(file, bytes)
    }
    return { done: Promise.resolve(), stop: () => Promise.resolve(), reused: true }
  }
  const bundling = startBundling(job)
  const done = bundling.done.then(() =>
    // The staging folder holds nothing else yet: the pages are rendered once the bundles are done.
    cache.put(key, [...filesUnder(job.outDir, CLIENT), ...filesUnder(job.ssrDir, SERVER)]),
  )
  done.catch(() => {}) // awaited once the content is good
  return { done, stop: bundling.stop, reused: false }
}
