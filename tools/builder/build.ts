import { mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
import type { BrandConfig } from '../../src/site/brands'
import { computeBuildHash } from './build-hash'
import type { Bundling } from './bundling'
import { BUNDLE_SHELF, bundleOrReuse } from './bundle-cache'
import { precompressSite } from './compress'
import { renderSite } from './render'
import { clearAbandoned, discard, discardAfterExit, publish, scratchOf } from './publish'
import { siteSettingsFromEnv } from './settings'
import { copyStaticFiles, writeNotFoundFiles, writeSiteFiles } from './site-files'
import { onStopSignal } from './stop-signal'
import { writeOfflineAndUpdates } from './offline'
import { indexingOrder, SEARCH_SHELF, startSearchIndex, type SearchIndexing } from './search-index'
import { writeAccessManifest } from './access-manifest'
import { keepPreviousImages } from './previous-assets'
import { writeSecurityHeaders } from './security-headers'
import { buildRecordOf, BUILD_RECORD_FILE, writeBuildRecord } from './build-record'
import { CacheShelf, cacheDirOf, removeOtherFormats } from './build-cache'
import { inputsDigest, recordOutput, upToDateOutput } from './up-to-date'
import { PAGES_SHELF } from './render-batch'

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
  /** Build without reading the build cache; a fresh one is left for the next build. */
  clean?: boolean
  /** The build cache's folder; `.build/cache/<brand>/` under `root` by default. */
  cacheDir?: string
  /** Keep the previous build's parts in the cache besides this one's (the default). */
  keepPreviousBuild?: boolean
}

export interface BuildReport {
  pages: number
  buildHash: string
  seconds: number
  /** What came from the build cache: the bundles, pages, languages' search indexes. */
  reused: { bundles: boolean; pages: number; search: string[] }
  /** Nothing changed since the last build of the output folder: nothing was written. */
  upToDate?: boolean
}

/**
 * Builds the whole site of one brand into `outDir`: read the content, bundle
 * the code, make the pages' records, render them, write the site's other
 * files, index them for search, publish. Everything goes to a staging folder that takes
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
  clean = false,
  cacheDir = cacheDirOf(root, brand.id, process.env.NODE_ENV),
  keepPreviousBuild = true,
}: BuildOptions): Promise<BuildReport> {
  const started = performance.now()
  // React's production build for the server renderer, as Vite does for the
  // bundles (threads copy the environment when they start); a test runner's own setting is kept.
  process.env.NODE_ENV ??= 'production'
  // Rolldown's allocator keeps what its threads freed for a while otherwise
  // (about 100 MB through the whole render); read when Rolldown loads.
  process.env.MIMALLOC_PURGE_DELAY ??= '0'
  const scratch = scratchOf(root, path.resolve(root, outDir))
  let bundling: Bundling | undefined
  let searchIndex: SearchIndexing | undefined
  let contentCache: CacheShelf | undefined
  const stopHandling = onStopSignal(() => {
    // Pagefind's processes first: they must not write into the folder deleted next.
    void searchIndex?.stop()
    discardAfterExit(scratch)
  })
  let published = false
  try {
    const { settings, notes } = siteSettingsFromEnv(brand)
    for (const note of notes) log(`left out: ${note}`)
    await clearAbandoned(root, scratch.target)
    const buildHash = computeBuildHash({
      root,
      brand: brand.id,
      contentRoot,
      settings,
      nodeEnv: process.env.NODE_ENV,
    })
    // Read before the content is: an edit saved while the build runs makes the next build run.
    let inputs: string | undefined
    const inputsOnce = () =>
      (inputs ??= inputsDigest({
        buildHash,
        contentDir: path.join(contentRoot, 'content', brand.id),
        redirectTable:
          redirectsFile === false
            ? undefined
            : path.resolve(contentRoot, redirectsFile ?? brand.redirectsFile),
        precompress,
      }))
    const upToDate = clean ? undefined : upToDateOutput(cacheDir, scratch.target, inputsOnce)
    if (upToDate) {
      log(`up to date: nothing changed since the last build of ${outDir}`)
      return {
        pages: upToDate.pages,
        buildHash,
        seconds: (performance.now() - started) / 1000,
        reused: { bundles: true, pages: upToDate.pages, search: upToDate.languages },
        upToDate: true,
      }
    }
    await mkdir(scratch.staging, { recursive: true })

    // 1-3. Read the content and make every page's record while Vite bundles the
    // code. Vite is on the critical path: it starts first (the build hash is its
    // cache key), and the content reader's modules load meanwhile.
    // What an earlier build made from the same inputs is reused (build-cache.ts).
    const bundleCache = new CacheShelf(cacheDir, BUNDLE_SHELF, !clean)
    bundling = bundleOrReuse(
      {
        root,
        brand,
        contentRoot,
        settings,
        outDir: scratch.staging,
        ssrDir: scratch.ssrDir,
      },
      bundleCache,
      buildHash,
    )
    inputsOnce()
    const { readSite, CONTENT_SHELF } = await import('./site')
    contentCache = new CacheShelf(cacheDir, CONTENT_SHELF, !clean)
    const site = await readSite({
      root,
      brand,
      contentRoot,
      buildHash,
      redirectsFile,
      signIn: settings.signIn !== undefined,
      contentCache,
      log,
    })

    await bundling.done
    log(`bundled: client and server renderer${bundling.reused ? ' (from the cache)' : ''}`)
    await copyStaticFiles(contentRoot, brand.id, scratch.staging)
    await writeSiteFiles(scratch.staging, { brand, buildHash, site })

    // 4. Render every page on every core, locale by locale. Each locale's
    // search index starts, in Pagefind's own processes, once its pages are
    // written and no page is left to render (render.ts says why), and runs
    // while the rest is written: that writes no page and reads nothing of the
    // index. The service worker's precache (the app shell) leaves the index
    // out: it is cached as it is used.
    const searchCache = new CacheShelf(cacheDir, SEARCH_SHELF, !clean)
    searchIndex = startSearchIndex({
      outDir: scratch.staging,
      records: site.records,
      cache: searchCache,
      waitForPages: true,
    })
    log(`render: ${site.records.length} pages`)
    const pagesCache = new CacheShelf(cacheDir, PAGES_SHELF, !clean)
    const rendered = await renderSite(site, {
      outDir: scratch.staging,
      ssrDir: scratch.ssrDir,
      cache: pagesCache,
      localeOrder: indexingOrder(site.records),
      onLocaleWritten: searchIndex.pagesWritten,
    })
    log(
      `rendered: ${rendered.files} files, ${Math.round(rendered.bytes / 1024)} KB (${rendered.reused} of ${site.records.length} pages from the cache)`,
    )

    // 5. The rest of the site.
    await writeNotFoundFiles(scratch.staging, site)
    // The previous build's sized images this one lacks, for tabs still open on its pages.
    const images = await keepPreviousImages(scratch.target, scratch.staging, brand.id)
    if (images.kept.length > 0) {
      log(
        `kept ${images.kept.length} /images/_r/ files of the previous build for open tabs: ${images.kept.join(', ')}`,
      )
    }
    // What the edge handler guards, for a brand with sign-in built with its settings.
    if (brand.signIn && settings.signIn) {
      const access = await writeAccessManifest(
        scratch.staging,
        site.records,
        brand.signIn,
        settings.signIn,
      )
      log(
        `sign-in: ${access.pages.length} of ${site.records.length} pages, ${access.data.length} data files and ${access.dataFolders.join(', ')} need a token from ${access.issuer} (_auth/access.json)`,
      )
    }
    // What was built, for the release audit: it reads the brand and sign-in from here.
    const record = buildRecordOf(brand, buildHash, settings, images.own)
    await writeBuildRecord(scratch.staging, record)
    log(
      `build record: ${brand.id}, ${record.signIn ? `sign-in with pool ${record.signIn.userPoolId}` : 'no sign-in'} (${BUILD_RECORD_FILE})`,
    )
    // Offline pages, web app manifests, the service worker precaching the app
    // shell just written, and the previous build's chunks for tabs still open.
    await writeOfflineAndUpdates({ root, contentRoot, brand, buildHash, site, scratch, log })
    // Last of what writes HTML: the policy allows exactly the inline code the documents have.
    const csp = await writeSecurityHeaders(scratch.staging, settings, rendered.scans)
    log(
      `security headers: ${csp.documents} documents in ${csp.sets.length} sets of inline hashes, ${csp.hashes} hashes, policy ${csp.policyBytes} bytes, _headers ${csp.headersBytes} bytes`,
    )
    // What reading the content made goes to the cache while Pagefind's processes run.
    await contentCache.flush()
    const search = await searchIndex.done
    log(
      `search index: ${search.pages} pages (${Object.entries(search.languages)
        .map(([l, n]) => `${l} ${n}`)
        .join(
          ', ',
        )}), ${search.files} files, ${Math.round(search.bytes / 1024)} KB, ${search.seconds.toFixed(1)} s${search.reused.length > 0 ? ` (${search.reused.join(', ')} from the cache)` : ''}`,
    )
    if (precompress) {
      const tally = await precompressSite(scratch.staging)
      log(
        `precompressed: ${tally.files} text files, ${Math.round(tally.bytes / 1024)} KB -> ${Math.round(tally.brotliBytes / 1024)} KB brotli`,
      )
    }

    // 6. Publish.
    publish(scratch)
    published = true
    for (const shelf of [bundleCache, contentCache, pagesCache, searchCache])
      shelf.sweep({ keepPrevious: keepPreviousBuild })
    removeOtherFormats(cacheDir)
    recordOutput(cacheDir, scratch.target, {
      inputs: inputsOnce(),
      pages: site.records.length,
      languages: Object.keys(search.languages).sort(),
    })
    return {
      pages: site.records.length,
      buildHash,
      seconds: (performance.now() - started) / 1000,
      reused: { bundles: bundling.reused === true, pages: rendered.reused, search: search.reused },
    }
  } finally {
    stopHandling()
    // Vite may not still write into a staging folder about to be removed.
    await bundling?.stop()
    await searchIndex?.stop()
    // After a failure, what the files that did read well made serves the build after the fix.
    await contentCache?.flush()
    if (published) await rm(scratch.ssrDir, { recursive: true, force: true })
    else discard(scratch)
  }
}
