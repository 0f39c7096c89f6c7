import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import type { BrandConfig } from '../../src/site/brands'
import { LOCALE_CODES, type Locale } from '../../src/site/locales'
import { RENDERED_PATH_META } from '../../src/site/paths'
import type { UiStrings } from '../../src/i18n/i18n'
import { InputError, formatProblem } from '../content/errors'
import type { ContentIndex } from '../content/load'
import { writeRedirectOutputs } from '../redirects/outputs'
import { checkRedirects, errorsOf } from '../redirects/table'
import { computeBuildHash } from './build-hash'
import { startBundler } from './bundle-in-worker'
import { startContentReader } from './content-in-worker'
import { buildRecords, type RecordContext } from './page-records'
import { robotsTxt, sitemapXml } from './sitemap'
import { outputFile, writeAppData, writeStaticQuery } from './page-data-writer'
import { renderPages, startRenderPool, type RenderPool } from './render-pages'
import {
  clientEntryUrl,
  routerManifestFromVite,
  stylesheetsOf,
  type ViteManifest,
} from './router-manifest'
import { siteSettingsFromEnv } from './settings'
import { hostHeaders } from '../../src/edge/caching'
import { addTallies, compressInBackground, precompress, type CompressTally } from './compress'
import { createFile, overwriteFile } from './write-file'
import type { SiteImages } from './images'
import { clearAbandoned, scratchOf, settleScratch } from './scratch'
import { onStopSignal } from './stop-signal'
import { swapInto, takeSpare } from './swap'
import { fileSystemNow, sweepStale } from './sweep'

/** Inline the CSS into pages while all of it stays under this many characters. */
const INLINE_CSS_LIMIT = 40_000

export interface BuildOptions {
  root: string
  brand: BrandConfig
  outDir: string
  log?: (line: string) => void
  /** The folder holding `content/<brand>/` (and its redirect table); `root` by default. */
  contentRoot?: string
  /** The redirect table, relative to `contentRoot`; false for none; the brand's by default. */
  redirectsFile?: string | false
}

export interface BuildReport {
  pages: number
  buildHash: string
  seconds: number
}

async function readUiStrings(root: string): Promise<Record<Locale, UiStrings>> {
  const entries = await Promise.all(
    LOCALE_CODES.map(async (code) => {
      const text = await readFile(path.join(root, 'src/i18n/locales', `${code}.json`), 'utf8')
      return [code, JSON.parse(text) as UiStrings] as const
    }),
  )
  return Object.fromEntries(entries) as Record<Locale, UiStrings>
}

/**
 * The image pipeline, whose sharp takes 0.1-0.2 s to load: imported once the
 * threads have started, while the content is checked, not before they start.
 */
export const loadImaging = async () => {
  const [site, files] = await Promise.all([import('./images'), import('../images/process')])
  return { processSiteImages: site.processSiteImages, copyImages: files.copyImages }
}
type Imaging = Awaited<ReturnType<typeof loadImaging>>

export interface Prepared {
  site: ReturnType<typeof buildRecords>
  images: SiteImages
  redirects: Awaited<ReturnType<typeof checkRedirects>>
}

export interface PrepareOptions {
  root: string
  brand: BrandConfig
  contentRoot: string
  buildHash: string
  log: (line: string) => void
  redirectsFile: string | false | undefined
  /** The content, as the content worker checks it. */
  reading: Promise<ContentIndex>
  imaging: Promise<Imaging>
}

/** Reads and checks the content and the redirect table, and makes every page's record. */
export async function prepareSite({
  root,
  brand,
  contentRoot,
  buildHash,
  log,
  redirectsFile,
  reading,
  imaging,
}: PrepareOptions): Promise<Prepared> {
  const content = await reading
  log(`content: ${content.entries.length} entries read and checked`)
  const { processSiteImages } = await imaging
  const images = await processSiteImages(
    contentRoot,
    brand,
    content,
    path.join(root, '.build', 'images', brand.id),
  )
  const ctx: RecordContext = {
    brand,
    buildHash,
    uiStrings: await readUiStrings(root),
    image: images.resolve,
  }
  const site = buildRecords(content, ctx)
  log(`records: ${site.records.length} pages`)
  const redirects =
    redirectsFile === false
      ? { file: '', rows: [], findings: [] }
      : await checkRedirects(
          contentRoot,
          redirectsFile === undefined ? brand : { ...brand, redirectsFile },
          content,
          new Set(site.records.map((r) => r.path)),
        )
  const redirectErrors = errorsOf(redirects.findings)
  if (redirectErrors.length > 0) throw new InputError('Redirects', redirectErrors)
  for (const warning of redirects.findings.filter((f) => f.severity === 'warning')) {
    log(`warning: ${formatProblem(warning)}`)
  }
  return { site, images, redirects }
}

/**
 * Builds the whole site of one brand into `outDir`. Everything is written to a
 * staging folder first and swapped in only when every page rendered, so a
 * failed build never leaves a half-written site behind.
 */
export async function buildSite({
  root,
  brand,
  outDir,
  log = () => {},
  contentRoot = root,
  redirectsFile,
}: BuildOptions): Promise<BuildReport> {
  const started = performance.now()
  // React's production build for the server renderer, as Vite does for the
  // bundles: the development build renders about 1.5 times slower. Workers copy
  // the environment when they start; a test runner's own setting is kept.
  process.env.NODE_ENV ??= 'production'
  // Rolldown's allocator (mimalloc) keeps what its threads freed for a while,
  // and its threads outlive the bundle worker: about 100 MB through the whole
  // render otherwise. Read when Rolldown first loads, so set before the worker starts.
  process.env.MIMALLOC_PURGE_DELAY ??= '0'
  const bundler = startBundler(log)
  const contentReader = startContentReader()
  const target = path.resolve(root, outDir)
  const scratch = scratchOf(root, target)
  const { staging, work, spill: spillFile } = scratch
  let reused = false
  let compressingAssets: Promise<CompressTally> | undefined
  let pooling: Promise<RenderPool | undefined> | undefined
  // A stopped build keeps what it wrote as the next one's spare.
  const stopHandling = onStopSignal(() => settleScratch(scratch, target, true))
  try {
    await mkdir(path.dirname(target), { recursive: true })
    // The content check is the longest step before rendering: it starts first.
    const reading = contentReader.read({ root: contentRoot, brand: brand.id, spillFile })
    const siteSettings = siteSettingsFromEnv()
    for (const note of siteSettings.notes) log(`left out: ${note}`)
    await clearAbandoned(root, target)
    await rm(staging, { recursive: true, force: true })
    // The site before last is written over, and what this build did not write
    // again is swept out before the swap (see takeSpare).
    reused = await takeSpare(target, staging)
    const writingSince = fileSystemNow(path.dirname(target))
    const imaging = loadImaging()
    // Awaited only once the content is good.
    imaging.catch(() => {})
    // The bundles depend on the code, not on the content: Vite works in a thread
    // of its own while another reads and checks the content.
    const bundling = bundler.build({
      root,
      brand,
      contentRoot,
      settings: siteSettings.settings,
      staging,
      work,
    })
    // The pages name their build; the bundles do not depend on it (see headOf).
    const buildHash = computeBuildHash(root, brand.id, contentRoot)
    // The client bundle is compressed while the content may still be read.
    compressingAssets = bundling.then((files) =>
      compressInBackground(files, reused ? overwriteFile : createFile),
    )
    compressingAssets.catch(() => {})
    // The render threads load the server renderer as soon as Vite has built it,
    // while the content may still be checked (see startRenderPool).
    const ssrEntry = path.join(work, 'entry-server.js')
    const threads = availableParallelism()
    pooling = bundling.then(() => (threads > 1 ? startRenderPool(ssrEntry, threads) : undefined))
    pooling.catch(() => {})
    // Bad content or a bad redirect table stops the build before anything is
    // swapped in; the bundles and their compression are still awaited (finally),
    // so nothing writes into the staging folder once it is removed.
    const [prepared, bundled] = await Promise.allSettled([
      prepareSite({
        root,
        brand,
        contentRoot,
        buildHash,
        log,
        redirectsFile,
        reading,
        imaging,
      }),
      bundling,
    ])
    if (prepared.status === 'rejected') throw prepared.reason
    if (bundled.status === 'rejected') throw bundled.reason
    const { site, images, redirects } = prepared.value

    const viteManifestFile = path.join(staging, '.vite', 'manifest.json')
    const viteManifest = JSON.parse(await readFile(viteManifestFile, 'utf8')) as ViteManifest
    // The site's CSS is a few KB: inlined into each page that uses it, the first
    // paint waits for no stylesheet request (LCP = first paint).
    const css = Object.fromEntries(
      await Promise.all(
        stylesheetsOf(viteManifest).map(
          async (href) => [href, await readFile(path.join(staging, href), 'utf8')] as const,
        ),
      ),
    )
    const inlined =
      Object.values(css).reduce((n, text) => n + text.length, 0) <= INLINE_CSS_LIMIT ? css : {}
    const manifest = routerManifestFromVite(viteManifest, { inlineCss: inlined })
    await rm(path.join(staging, '.vite'), { recursive: true })

    // What is needed of the records after rendering, taken now: rendering hands
    // them out and lets them go, so that no thread holds all of them meanwhile.
    const pages = site.records.length
    const sitemap = sitemapXml(brand.siteUrl, site.records)
    const notFoundPaths = site.records
      .filter((r) => r.result.template === 'not-found')
      .map((r) => r.path)
    log(`render: ${pages} pages`)
    const setup = {
      spillFile,
      outDir: staging,
      manifest,
      shared: site.records.filter(
        (r) => r.result.template === 'not-found' || r.result.template === 'search',
      ),
      staticQueries: Object.fromEntries(site.staticQueries),
      clientEntry: clientEntryUrl(viteManifest),
      overwrite: reused,
    }
    const pool = await pooling
    const { failures, written } = pool
      ? await pool.render(setup, site.records)
      : await renderPages({ ssrEntry, ...setup }, site.records, 1)
    if (failures.length > 0) {
      throw new Error(`${failures.length} page(s) failed to render:\n  ${failures.join('\n  ')}`)
    }
    log('rendered and written')
    // Static hosts serve `<dir>/404.html` for unknown paths under `<dir>`.
    for (const rendered of notFoundPaths) {
      const dir = outputFile(staging, rendered)
      const html = await readFile(path.join(dir, 'index.html'), 'utf8')
      const marker = `<meta name="${RENDERED_PATH_META}" content="${rendered}"/>`
      await writeFile(`${dir}.html`, html.replace('<head>', `<head>${marker}`))
    }
    for (const [hash, data] of site.staticQueries) await writeStaticQuery(staging, hash, data)
    await writeAppData(staging, { webpackCompilationHash: buildHash })
    const { copyImages } = await imaging
    await copyImages(images.all, {
      outDir: path.join(root, '.build', 'images', brand.id),
      destDir: path.join(staging, 'images', '_r'),
    })
    await writeRedirectOutputs(
      staging,
      redirects.rows.map((r) => r.row),
      brand.siteUrl,
    )
    await writeFile(path.join(staging, 'sitemap.xml'), sitemap)
    await writeFile(path.join(staging, 'robots.txt'), robotsTxt(brand.siteUrl))
    await writeFile(path.join(staging, '_headers'), hostHeaders())
    // Done writing before anything is swept.
    const assets = await compressingAssets
    // Before compressing: a `.br` left from the old site would pass for the new one's.
    const swept = reused ? sweepStale(staging, writingSince) : undefined
    if (swept?.removed) log(`swept: ${swept.removed} files the old site had and this one has not`)
    const compressed = [assets, precompress(staging, swept?.kept)].reduce(addTallies, written)
    log(
      `compressed: ${compressed.files} text files, ${Math.round(compressed.bytes / 1024)} KB -> ${Math.round(compressed.brotliBytes / 1024)} KB brotli`,
    )

    await swapInto(staging, target)
    return { pages, buildHash, seconds: (performance.now() - started) / 1000 }
  } finally {
    stopHandling()
    await Promise.all([
      bundler.stop(),
      contentReader.stop(),
      compressingAssets?.catch(() => {}),
      pooling?.then(
        (pool) => pool?.stop(),
        () => {},
      ),
    ])
    // A failed build's staging folder is the next one's spare if it was a spare.
    settleScratch(scratch, target, reused)
  }
}
