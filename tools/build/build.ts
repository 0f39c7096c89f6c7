import { mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
import type { Piscina } from 'piscina'
import type { BrandConfig } from '../../src/site/brands'
import type { PageDataRecord } from '../../src/page-data/types'
import { computeBuildHash } from './build-hash'
import { RENDER_WORKER, startBundling, type Bundling } from './bundling'
import { precompressSite } from './compress'
import type { BatchResult, RenderSetup } from './render-batch'
import { readRouterManifest } from './router-manifest'
import { clearAbandoned, discard, publish, scratchOf } from './publish'
import { siteSettingsFromEnv } from './settings'
import { readSite } from './site'
import { writeSiteFiles } from './site-files'
import { onStopSignal } from './stop-signal'
import { LOCALE_CODES } from '../../src/site/locales'
import { writeOfflinePages } from './offline-pages'
import { keepPreviousAssets } from './previous-assets'
import { PRECACHE_BUDGET, buildServiceWorker } from './service-worker'
import { writeWebManifests } from './web-manifests'
import { startThreads } from './threads'

export interface BuildOptions {
  root: string
  brand: BrandConfig
  outDir: string
  log?: (line: string) => void
  /** The folder holding `content/<brand>/` (and its redirect table); `root` by default. */
  contentRoot?: string
  /** The redirect table, relative to `contentRoot`; false for none; the brand's by default. */
  redirectsFile?: string | false
  /** Also write `.br` and `.gz` beside every text file, for hosts that do not compress. */
  precompress?: boolean
}

export interface BuildReport {
  pages: number
  buildHash: string
  seconds: number
}

/** Pages a render thread is handed at a time: enough to keep it busy, few enough to share evenly. */
const BATCH = 64

/**
 * Builds the whole site of one brand into `outDir`, in six steps: read the
 * content, bundle the code, make the pages' records, render them, write the
 * site's other files, publish. Everything goes to a staging folder that takes
 * the output's place only when complete: a build that fails or is stopped
 * leaves the last good site as it was.
 */
export async function buildSite({
  root,
  brand,
  outDir,
  log = () => {},
  contentRoot = root,
  redirectsFile,
  precompress = false,
}: BuildOptions): Promise<BuildReport> {
  const started = performance.now()
  // React's production build for the server renderer, as Vite does for the
  // bundles (threads copy the environment when they start); a test runner's own setting is kept.
  process.env.NODE_ENV ??= 'production'
  // Rolldown's allocator keeps what its threads freed for a while otherwise
  // (about 100 MB through the whole render); read when Rolldown loads.
  process.env.MIMALLOC_PURGE_DELAY ??= '0'
  const scratch = scratchOf(root, path.resolve(root, outDir))
  const stopHandling = onStopSignal(() => discard(scratch))
  let bundling: Bundling | undefined
  let renderers: Piscina | undefined
  let published = false
  try {
    const { settings, notes } = siteSettingsFromEnv()
    for (const note of notes) log(`left out: ${note}`)
    await clearAbandoned(root, scratch.target)
    await mkdir(scratch.staging, { recursive: true })
    const buildHash = computeBuildHash(root, brand.id, contentRoot)

    // 1-3. Read the content and make every page's record while Vite bundles the code.
    bundling = startBundling({
      root,
      brand,
      contentRoot,
      settings,
      outDir: scratch.staging,
      ssrDir: scratch.ssrDir,
    })
    const site = await readSite({ root, brand, contentRoot, buildHash, redirectsFile, log })

    // 4. Render every page on every core, each written as soon as it is rendered.
    await bundling.done
    log('bundled: client and server renderer')
    const { manifest, clientEntry } = await readRouterManifest(scratch.staging)
    const setup: RenderSetup = {
      outDir: scratch.staging,
      manifest,
      shared: site.records.filter(
        (r) => r.result.template === 'not-found' || r.result.template === 'search',
      ),
      staticQueries: Object.fromEntries(site.staticQueries),
      clientEntry,
    }
    const pool = startThreads({ module: path.join(scratch.ssrDir, RENDER_WORKER), setup })
    renderers = pool
    log(`render: ${site.records.length} pages`)
    const results = await Promise.all(
      batches(site.records).map((batch): Promise<BatchResult> => pool.run(batch)),
    )
    const failures = results.flatMap((r) => r.failures)
    if (failures.length > 0) {
      throw new Error(`${failures.length} page(s) failed to render:\n  ${failures.join('\n  ')}`)
    }
    const bytes = results.reduce((n, r) => n + r.bytes, 0)
    log(
      `rendered: ${results.reduce((n, r) => n + r.files, 0)} files, ${Math.round(bytes / 1024)} KB`,
    )

    // 5. The rest of the site.
    await writeSiteFiles(scratch.staging, { brand, buildHash, site })

    // 6. Offline and updates: offline pages, web app manifests, the service worker
    // (precaching the app shell just written), and the previous build's chunks for open tabs.
    const locales = LOCALE_CODES.filter((code) =>
      site.records.some((r) => r.result.locale === code),
    )
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
    const kept = await keepPreviousAssets(scratch.target, scratch.staging)
    if (kept.length > 0) {
      log(
        `kept ${kept.length} /assets/ files of the previous build for open tabs: ${kept.join(', ')}`,
      )
    }
    if (precompress) {
      const tally = await precompressSite(scratch.staging)
      log(
        `precompressed: ${tally.files} text files, ${Math.round(tally.bytes / 1024)} KB -> ${Math.round(tally.brotliBytes / 1024)} KB brotli`,
      )
    }

    // 7. Publish.
    publish(scratch)
    published = true
    return { pages: site.records.length, buildHash, seconds: (performance.now() - started) / 1000 }
  } finally {
    stopHandling()
    // Neither Vite nor a render thread may still write into a staging folder about to be removed.
    await Promise.all([bundling?.stop(), renderers?.destroy()])
    if (published) await rm(scratch.ssrDir, { recursive: true, force: true })
    else discard(scratch)
  }
}

function batches(records: readonly PageDataRecord[]): PageDataRecord[][] {
  const out: PageDataRecord[][] = []
  for (let k = 0; k < records.length; k += BATCH) out.push(records.slice(k, k + BATCH))
  return out
}
