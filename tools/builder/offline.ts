import type { BrandConfig } from '../../src/site/brands'
import { LOCALE_CODES } from '../../src/site/locales'
import { writeOfflinePages } from './offline-pages'
import { keepPreviousAssets } from './previous-assets'
import type { Scratch } from './publish'
import { PRECACHE_BUDGET, buildServiceWorker } from './service-worker'
import type { Site } from './site'
import { writeWebManifests } from './web-manifests'

export interface OfflineOptions {
  root: string
  contentRoot: string
  brand: BrandConfig
  buildHash: string
  site: Site
  scratch: Scratch
  log: (line: string) => void
}

/**
 * The build step of offline use and updates: each locale's offline page and
 * web app manifest (only the locales the brand has), the service worker with
 * its precache of the app shell, and the previous build's `/assets/` files,
 * kept one release so an open tab never meets a missing chunk.
 */
export async function writeOfflineAndUpdates({
  root,
  contentRoot,
  brand,
  buildHash,
  site,
  scratch,
  log,
}: OfflineOptions): Promise<void> {
  const locales = LOCALE_CODES.filter((code) => site.records.some((r) => r.result.locale === code))
  await writeOfflinePages(root, scratch.staging, brand, locales)
  await writeWebManifests(root, contentRoot, scratch.staging, brand, locales)
  const precache = await buildServiceWorker({
    root,
    outDir: scratch.staging,
    scratchDir: scratch.ssrDir,
    buildHash,
  })
  log(
    `service worker: precache ${precache.entries} entries, ${Math.round(precache.bytes / 1024)} KB (budget ${PRECACHE_BUDGET.entries} entries, ${Math.round(PRECACHE_BUDGET.bytes / 1024)} KB)`,
  )
  const kept = await keepPreviousAssets(scratch.target, scratch.staging, brand.id)
  if (kept.length > 0) {
    log(
      `kept ${kept.length} /assets/ files of the previous build for open tabs: ${kept.join(', ')}`,
    )
  }
}
