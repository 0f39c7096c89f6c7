import { mkdirSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { ServerManifest } from '@tanstack/router-core'
import type { renderPage as RenderPage } from '../../src/entry-server'
import type { PageDataSource } from '../../src/page-data/source'
import type { PageDataRecord, SiteData } from '../../src/page-data/types'
import { loadScriptsAfterFirstPaint } from './first-paint'
import { addTallies, emptyTally, writeWithCompressed, type CompressTally } from './compress'
import { outputFile, pageDataFile } from './page-data-writer'
import { embedFormats } from './page-formats'

export interface RenderJob {
  /** The server renderer Vite built (`entry-server.js`). */
  ssrEntry: string
  outDir: string
  manifest: ServerManifest
  records: PageDataRecord[]
  /** Records a page may fall back to (not-found and search pages), whoever renders it. */
  shared: PageDataRecord[]
  staticQueries: Record<string, SiteData>
  /** The client entry module's URL, which each page loads after its first paint. */
  clientEntry: string
}

export interface ShareResult {
  /** One line per page that failed. */
  failures: string[]
  /** The pages and page data written, and their compressed versions. */
  written: CompressTally
}

/** Renders a share of the pages and writes each, compressed, as soon as it is rendered. */
export async function renderShare(job: RenderJob): Promise<ShareResult> {
  const { renderPage } = (await import(pathToFileURL(job.ssrEntry).href)) as {
    renderPage: typeof RenderPage
  }
  const records = new Map([...job.shared, ...job.records].map((r) => [r.path, r]))
  const source: PageDataSource = {
    page: (p) => Promise.resolve(records.get(p) ?? null),
    staticQuery: (hash) => Promise.resolve(job.staticQueries[hash] ?? null),
  }
  const failures: string[] = []
  const written = emptyTally()
  // A worker's thread has nothing else to do while a page is written and compressed,
  // so plain synchronous calls are the cheapest (no thread-pool round trips).
  const write = (record: PageDataRecord, html: string) => {
    const page = path.join(outputFile(job.outDir, record.path), 'index.html')
    const data = pageDataFile(job.outDir, record.path)
    mkdirSync(path.dirname(page), { recursive: true })
    mkdirSync(path.dirname(data), { recursive: true })
    writeWithCompressed(page, loadScriptsAfterFirstPaint(html, job.clientEntry), written)
    writeWithCompressed(data, JSON.stringify(record), written)
  }
  for (const record of job.records) {
    try {
      const page = await renderPage(record.path, source, job.manifest)
      if (page.status !== 200) throw new Error(`rendered with HTTP status ${page.status}`)
      write(record, embedFormats(page.html, page.formats))
    } catch (error) {
      failures.push(`${record.path}: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  return { failures, written }
}

/**
 * Worker threads do not inherit the TypeScript loader the CLI runs under:
 * each worker registers it before loading the render worker module.
 */
const WORKER_BOOTSTRAP = new URL(
  `data:text/javascript,${encodeURIComponent(
    `import { register } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))}\n` +
      `register()\n` +
      `await import(${JSON.stringify(new URL('./render-worker.ts', import.meta.url).href)})`,
  )}`,
)

/** Below this many pages, starting workers costs more than it saves. */
const PAGES_PER_WORKER = 200

/**
 * Renders every page, on every core: the pages are dealt out to worker
 * threads, each with its own copy of the server renderer. Each page is
 * written as soon as it is rendered, so memory does not grow with the site.
 */
export async function renderPages(job: RenderJob): Promise<ShareResult> {
  const workers = Math.min(
    availableParallelism(),
    Math.floor(job.records.length / PAGES_PER_WORKER),
  )
  if (workers < 2) return renderShare(job)
  const shares = Array.from({ length: workers }, (_, i) =>
    job.records.filter((_, k) => k % workers === i),
  )
  const results = await Promise.all(
    shares.map(
      (records) =>
        new Promise<ShareResult>((resolve, reject) => {
          const worker = new Worker(WORKER_BOOTSTRAP, {
            workerData: { ...job, records } satisfies RenderJob,
          })
          worker.once('message', (result: ShareResult) => resolve(result))
          worker.once('error', reject)
          worker.once('exit', (code) => {
            if (code !== 0) reject(new Error(`a render worker stopped with exit code ${code}`))
          })
        }),
    ),
  )
  return {
    failures: results.flatMap((r) => r.failures),
    written: results.map((r) => r.written).reduce(addTallies, emptyTally()),
  }
}
