import path from 'node:path'
import type { PageDataRecord } from '../../src/page-data/types'
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
  /** Each page's `searchReadsDigest`, by path: what the search index reads of it. */
  searchReads: Map<string, string>
  /** Each page's document scan for the security headers, by its file in the output folder. */
  scans: Map<string, DocumentScan>
}

/**
 * Renders every page of the site on every core: a piscina pool runs the
 * render threads' module Vite built into `ssrDir`, and each thread writes a
 * page's document and page data into `outDir` as soon as it is rendered.
 * With a cache, a page whose key (`pageKey`: its record and the code) is
 * there is copied from it instead, and every page rendered is stored in it.
 * Throws naming every page that failed.
 */
export async function renderSite(
  site: Site,
  { outDir, ssrDir, cache }: { outDir: string; ssrDir: string; cache?: CacheShelf },
): Promise<RenderReport> {
  const { manifest, clientEntry } = await readRouterManifest(outDir)
  const report: RenderReport = {
    files: 0,
    bytes: 0,
    reused: 0,
    scans: new Map(),
    searchReads: new Map(),
  }
  const toRender: PageDataRecord[] = []
  for (const record of site.records) {
    const cached = pageOfEntry(cache?.get(pageKey(record, clientEntry)))
    if (cached) {
      report.bytes += writePage(outDir, record.path, cached.html, cached.data)
      report.files += 2
      report.reused++
      report.scans.set(documentFile(record.path), cached.scan)
      report.searchReads.set(record.path, cached.searchReads)
    } else toRender.push(record)
  }
  if (toRender.length === 0) return report

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
  const pool = startThreads({ module: path.join(ssrDir, RENDER_WORKER), setup })
  try {
    const results = await Promise.all(
      batches(toRender).map((batch): Promise<BatchResult> => pool.run(batch)),
    )
    const failures = results.flatMap((r) => r.failures)
    if (failures.length > 0) {
      throw new Error(`${failures.length} page(s) failed to render:\n  ${failures.join('\n  ')}`)
    }
    for (const result of results) {
      report.files += result.files
      report.bytes += result.bytes
      for (const [file, scan] of result.scans) report.scans.set(file, scan)
      for (const [urlPath, digest] of result.searchReads) report.searchReads.set(urlPath, digest)
    }
    return report
  } finally {
    // No thread may still write once this returns: the caller may remove `outDir`.
    await pool.destroy()
  }
}

function batches(records: readonly PageDataRecord[]): PageDataRecord[][] {
  const out: PageDataRecord[][] = []
  for (let k = 0; k < records.length; k += BATCH) out.push(records.slice(k, k + BATCH))
  return out
}
