import { mkdir, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { ServerManifest } from '@tanstack/router-core'
import type { renderPage as RenderPage } from '../../src/entry-server'
import type { PageDataSource } from '../../src/page-data/source'
import type { PageDataRecord, SiteData } from '../../src/page-data/types'
import { loadScriptsAfterFirstPaint } from './first-paint'
import { outputFile, writePageData } from './page-data-writer'
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

const WRITES_IN_FLIGHT = 16

/** Renders and writes a share of the pages; returns one line per page that failed. */
export async function renderShare(job: RenderJob): Promise<string[]> {
  const { renderPage } = (await import(pathToFileURL(job.ssrEntry).href)) as {
    renderPage: typeof RenderPage
  }
  const records = new Map([...job.shared, ...job.records].map((r) => [r.path, r]))
  const source: PageDataSource = {
    page: (p) => Promise.resolve(records.get(p) ?? null),
    staticQuery: (hash) => Promise.resolve(job.staticQueries[hash] ?? null),
  }
  const failures: string[] = []
  const fail = (record: PageDataRecord, error: unknown) =>
    failures.push(`${record.path}: ${error instanceof Error ? error.message : String(error)}`)
  const write = async (record: PageDataRecord, html: string) => {
    const file = path.join(outputFile(job.outDir, record.path), 'index.html')
    await mkdir(path.dirname(file), { recursive: true })
    await Promise.all([
      writeFile(file, loadScriptsAfterFirstPaint(html, job.clientEntry)),
      writePageData(job.outDir, record),
    ])
  }
  // Rendering is CPU work and writing is I/O: keep a few writes in flight while the next page renders.
  const writing = new Set<Promise<void>>()
  for (const record of job.records) {
    try {
      const page = await renderPage(record.path, source, job.manifest)
      if (page.status !== 200) throw new Error(`rendered with HTTP status ${page.status}`)
      const html = embedFormats(page.html, page.formats)
      const pending: Promise<void> = write(record, html)
        .catch((error: unknown) => void fail(record, error))
        .finally(() => writing.delete(pending))
      writing.add(pending)
      if (writing.size >= WRITES_IN_FLIGHT) await Promise.race(writing)
    } catch (error) {
      fail(record, error)
    }
  }
  await Promise.all(writing)
  return failures
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
export async function renderPages(job: RenderJob): Promise<string[]> {
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
        new Promise<string[]>((resolve, reject) => {
          const worker = new Worker(WORKER_BOOTSTRAP, {
            workerData: { ...job, records } satisfies RenderJob,
          })
          worker.once('message', (failures: string[]) => resolve(failures))
          worker.once('error', reject)
          worker.once('exit', (code) => {
            if (code !== 0) reject(new Error(`a render worker stopped with exit code ${code}`))
          })
        }),
    ),
  )
  return results.flat()
}
