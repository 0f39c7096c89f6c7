import path from 'node:path'
import { setImmediate as yieldToEventLoop } from 'node:timers/promises'
import type { Piscina } from 'piscina'
import type { PageDataRecord } from '../../src/model/page-data-record'
import { LOCALE_CODES, type Locale } from '../../src/site/locales'
import { RENDER_WORKER } from './bundling'
import type { CacheShelf } from './build-cache'
import type { DocumentScan } from './inline-hashes'
import {
  documentFile,
  pageKey,
  pageOfEntry,
  writePage,
  type BatchResult,
  type RenderSetup,
} from './render-batch'
import { readRouterManifest } from './router-manifest'
import type { Site } from './site'
import { startThreads } from './threads'

/** Pages a render thread is handed at a time: enough to keep it busy, few enough to share evenly. */
const BATCH = 64

/** What rendering came to: files and bytes written, and how many pages came from the cache. */
export interface RenderReport {
  files: number
  bytes: number
  reused: number
  /** Each page's document scan for the security headers, by its file in the output folder. */
  scans: Map<string, DocumentScan>
}

export interface RenderOptions {
  outDir: string
  ssrDir: string
  cache?: CacheShelf
  /** The locales whose pages are wanted first (`indexingOrder`); the others follow. */
  localeOrder?: readonly Locale[]
  /**
   * Called once every page of a locale is written and no page is left to
   * render, with what the search index reads of each of the locale's pages.
   */
  onLocaleWritten?: (locale: Locale, searchReads: ReadonlyMap<string, string>) => void
}

/** Pages copied from the cache between two turns of the event loop. */
const COPIES_A_TURN = 64

/**
 * Renders every page of the site on every core: a piscina pool runs the
 * render threads' module Vite built into `ssrDir`, and each thread writes a
 * page's document and page data into `outDir` as soon as it is rendered.
 * With a cache, a page whose key (`pageKey`: its record and the code) is
 * there is copied from it instead, and every page rendered is stored in it.
 *
 * Locale by locale, in `localeOrder`, those with pages to render first:
 * every page to render is queued for the threads at once, and each locale's
 * cached pages are copied in its turn. `onLocaleWritten` tells the search
 * index when it may start a locale: once its pages are written and the
 * threads have no page left to render. Its Pagefind process then runs while
 * the other locales' pages are copied (in a rebuild of one article, the
 * 2,000 pages of two locales), not beside render threads, with which it
 * would share the cores (a clean build took 5 % longer and 8 % more CPU
 * when each locale's index started as soon as its pages were rendered).
 * Throws naming every page that failed.
 */
export async function renderSite(
  site: Site,
  { outDir, ssrDir, cache, localeOrder = [], onLocaleWritten = () => {} }: RenderOptions,
): Promise<RenderReport> {
  const { manifest, clientEntry } = await readRouterManifest(outDir)
  const report: RenderReport = {
    files: 0,
    bytes: 0,
    reused: 0,
    scans: new Map(),
  }
  const keyOf = (record: PageDataRecord) => pageKey(record, clientEntry)
  const groups = localeGroups(
    site.records,
    localeOrder,
    (record) => cache?.has(keyOf(record)) === true,
  )

  const setup: RenderSetup = {
    outDir,
    manifest,
    shared: site.records.filter(
      (r) => r.result.template === 'not-found' || r.result.template === 'search',
    ),
    staticQueries: Object.fromEntries(site.staticQueries),
    clientEntry,
    ...(cache ? { cacheDir: cache.cacheDir } : {}),
  }
  let pool: Piscina | undefined
  const render = (records: readonly PageDataRecord[]) =>
    batches(records).map((batch) => {
      pool ??= startThreads({ module: path.join(ssrDir, RENDER_WORKER), setup })
      const result: Promise<BatchResult> = pool.run(batch)
      // Awaited locale by locale; one that fails before its turn must not go unhandled.
      result.catch(() => {})
      return result
    })
  try {
    // Every page to render is queued at once; the copies are made while they render.
    const rendering = groups.map((group) => render(group.toRender))
    const lastToRender = groups.findLastIndex((group) => group.toRender.length > 0)
    const held: Array<() => void> = []
    const failures: string[] = []
    for (const [index, group] of groups.entries()) {
      const searchReads = new Map<string, string>()
      const late: PageDataRecord[] = []
      for (const [count, record] of group.cached.entries()) {
        if (count % COPIES_A_TURN === COPIES_A_TURN - 1) await yieldToEventLoop()
        const cached = pageOfEntry(cache?.get(keyOf(record)))
        // An entry that is there but not whole is made again.
        if (!cached) {
          late.push(record)
          continue
        }
        report.bytes += writePage(outDir, record.path, cached.html, cached.data)
        report.files += 2
        report.reused++
        report.scans.set(documentFile(record.path), cached.scan)
        searchReads.set(record.path, cached.searchReads)
      }
      const results = await Promise.all([...(rendering[index] ?? []), ...render(late)])
      const groupFailures = results.flatMap((r) => r.failures)
      failures.push(...groupFailures)
      for (const result of results) {
        report.files += result.files
        report.bytes += result.bytes
        for (const [file, scan] of result.scans) report.scans.set(file, scan)
        for (const [urlPath, digest] of result.searchReads) searchReads.set(urlPath, digest)
      }
      if (groupFailures.length === 0) held.push(() => onLocaleWritten(group.locale, searchReads))
      if (index >= lastToRender) for (const written of held.splice(0)) written()
    }
    if (failures.length > 0) {
      throw new Error(`${failures.length} page(s) failed to render:\n  ${failures.join('\n  ')}`)
    }
    return report
  } finally {
    // No thread may still write once this returns: the caller may remove `outDir`.
    await pool?.destroy()
  }
}

function batches(records: readonly PageDataRecord[]): PageDataRecord[][] {
  const out: PageDataRecord[][] = []
  for (let k = 0; k < records.length; k += BATCH) out.push(records.slice(k, k + BATCH))
  return out
}

/** One locale's pages, those the cache has and those to render. */
export interface LocaleGroup {
  locale: Locale
  cached: PageDataRecord[]
  toRender: PageDataRecord[]
}

/**
 * The order the render step writes the locales in: those with pages to
 * render first, each kind in `localeOrder`, then any other locale's.
 */
export function localeGroups(
  records: readonly PageDataRecord[],
  localeOrder: readonly Locale[],
  isCached: (record: PageDataRecord) => boolean,
): LocaleGroup[] {
  const groups = [...localeOrder, ...LOCALE_CODES.filter((l) => !localeOrder.includes(l))]
    .map((locale): LocaleGroup => {
      const group: LocaleGroup = { locale, cached: [], toRender: [] }
      for (const record of records.filter((r) => r.result.locale === locale))
        (isCached(record) ? group.cached : group.toRender).push(record)
      return group
    })
    .filter((group) => group.cached.length + group.toRender.length > 0)
  return groups.sort((a, b) => Number(b.toRender.length > 0) - Number(a.toRender.length > 0))
}
