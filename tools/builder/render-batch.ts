import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { ServerManifest } from '@tanstack/router-core'
import type { renderPage as RenderPage } from '../../src/entry-server'
import type { PageDataSource } from '../../src/page-data/source'
import type { SiteData } from '../../src/model/site-data'
import type { PageDataRecord } from '../../src/model/page-data-record'
import { CacheShelf, cacheKey, type CachedFile } from './build-cache'
import { scanDocument, type DocumentScan } from './inline-hashes'
import { searchReadsDigest } from './search-reads'
import { finishPage } from './page-html'
import { outputFile, pageDataFile } from './page-data-writer'

/** What every render thread is given once: where to write, and what all pages share. */
export interface RenderSetup {
  outDir: string
  manifest: ServerManifest
  /** Records any page may fall back to (the not-found and search pages). */
  shared: PageDataRecord[]
  staticQueries: Record<string, SiteData>
  /** The client entry module's URL, which each page loads after its first paint. */
  clientEntry: string
  /** The build cache's folder, where each rendered page is stored; none to store nothing. */
  cacheDir?: string
}

/**
 * The cache's kind of entry holding a rendered page: its document, its page
 * data, the document's scan for the security headers (JSON), and the digest
 * of what the search index reads of it.
 */
export const PAGES_SHELF = 'pages'

/** A rendered page as the cache holds it. */
export interface CachedPage {
  html: Buffer
  data: Buffer
  scan: DocumentScan
  /** `searchReadsDigest` of the document: the search index's key is made of these. */
  searchReads: string
}

export function pageEntry({ html, data, scan, searchReads }: CachedPage): CachedFile[] {
  return [
    ['html', html],
    ['data', data],
    ['scan', Buffer.from(JSON.stringify(scan))],
    ['search-reads', Buffer.from(searchReads)],
  ]
}

/** The page of an entry, or undefined for any other entry. */
export function pageOfEntry(files: readonly CachedFile[] | undefined): CachedPage | undefined {
  const [html, data, scan, searchReads] = files ?? []
  if (
    files?.length !== 4 ||
    html?.[0] !== 'html' ||
    data?.[0] !== 'data' ||
    scan?.[0] !== 'scan' ||
    searchReads?.[0] !== 'search-reads'
  )
    return undefined
  return {
    html: html[1],
    data: data[1],
    scan: JSON.parse(scan[1].toString('utf8')) as DocumentScan,
    searchReads: searchReads[1].toString('utf8'),
  }
}

/** A page's document, relative to the output folder, as the security headers' scan names it. */
export const documentFile = (urlPath: string) => path.join(outputFile('', urlPath), 'index.html')

/**
 * A rendered page's key: its record (which names the build hash, so the code
 * and settings, and its site data by their hash) and the client entry.
 */
export const pageKey = (record: PageDataRecord, clientEntry: string) =>
  cacheKey('page', clientEntry, JSON.stringify(record))

/** Writes a page's document and data where the site serves them; returns the bytes written. */
export function writePage(outDir: string, urlPath: string, html: Buffer, pageData: Buffer): number {
  write(path.join(outputFile(outDir, urlPath), 'index.html'), html)
  write(pageDataFile(outDir, urlPath), pageData)
  return html.byteLength + pageData.byteLength
}

/**
 * What a batch of pages came to: the bytes written, each document's scan and
 * search reads, and one line per page that failed.
 */
export interface BatchResult {
  failures: string[]
  files: number
  bytes: number
  scans: Array<[file: string, scan: DocumentScan]>
  searchReads: Array<[urlPath: string, digest: string]>
}

/**
 * The renderer's view of the pages: the one being rendered, the shared ones,
 * and the site-wide data. The build renders one page at a time per thread.
 */
function recordSource(setup: RenderSetup) {
  const shared = new Map(setup.shared.map((r) => [r.path, r]))
  let current: PageDataRecord | undefined
  const source: PageDataSource = {
    page: (p) => Promise.resolve(current?.path === p ? current : (shared.get(p) ?? null)),
    staticQuery: (hash) => Promise.resolve(setup.staticQueries[hash] ?? null),
    loadedStaticQuery: (hash) => setup.staticQueries[hash],
  }
  return {
    source,
    rendering: (record: PageDataRecord | undefined) => {
      current = record
    },
  }
}

function write(file: string, bytes: Buffer): void {
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, bytes)
}

/**
 * Renders pages with `renderPage` (the server renderer Vite built) and writes
 * each page's document and page data under `outDir` as soon as it is rendered.
 * A page that fails is reported, not thrown: every failure is listed at once.
 */
export function createBatchRenderer(renderPage: typeof RenderPage, setup: RenderSetup) {
  const { source, rendering } = recordSource(setup)
  const shelf =
    setup.cacheDir === undefined ? undefined : new CacheShelf(setup.cacheDir, PAGES_SHELF)
  return async function renderBatch(pages: readonly PageDataRecord[]): Promise<BatchResult> {
    const result: BatchResult = { failures: [], files: 0, bytes: 0, scans: [], searchReads: [] }
    for (const record of pages) {
      try {
        rendering(record)
        const rendered = await renderPage(record.path, source, setup.manifest)
        if (rendered.status !== 200) throw new Error(`rendered with HTTP status ${rendered.status}`)
        const page = finishPage(record, rendered, setup.clientEntry)
        const finished: CachedPage = {
          html: Buffer.from(page.html),
          data: Buffer.from(page.pageData),
          scan: scanDocument(page.html),
          searchReads: searchReadsDigest(page.html),
        }
        result.bytes += writePage(setup.outDir, record.path, finished.html, finished.data)
        result.files += 2
        result.scans.push([documentFile(record.path), finished.scan])
        result.searchReads.push([record.path, finished.searchReads])
        shelf?.put(pageKey(record, setup.clientEntry), pageEntry(finished))
      } catch (error) {
        result.failures.push(
          `${record.path}: ${error instanceof Error ? error.message : String(error)}`,
        )
      } finally {
        rendering(undefined)
      }
    }
    return result
  }
}
