import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ServerManifest } from '@tanstack/router-core'
import type { renderPage as RenderPage, RenderedPage } from '../../src/entry-server'
import type { PageDataSource } from '../../src/page-data/source'
import type { PageDataRecord } from '../../src/page-data/types'
import type { SiteData } from '../../src/model/site-data'
import { loadScriptsAfterFirstPaint } from './first-paint'
import { addTallies, emptyTally, writeWithCompressed, type CompressTally } from './compress'
import { outputFile, pageDataFile } from './page-data-writer'
import { embedFormats } from './page-formats'
import { openSpillReader } from './spill'
import { startTsWorker } from './ts-worker'
import { createFile, overwriteFile } from './write-file'

/** What every render thread needs besides the pages: the renderer and what all pages share. */
export interface RenderSetup {
  /** The server renderer Vite built (`entry-server.js`). */
  ssrEntry: string
  /** Where the records' rendered Markdown waits (tools/build/spill.ts). */
  spillFile: string
  outDir: string
  manifest: ServerManifest
  /** Records a page may fall back to (not-found and search pages), whoever renders it. */
  shared: PageDataRecord[]
  staticQueries: Record<string, SiteData>
  /** The client entry module's URL, which each page loads after its first paint. */
  clientEntry: string
  /** Whether `outDir` holds an older site to write over (see takeSpare). */
  overwrite: boolean
}

export interface ShareResult {
  /** One line per page that failed. */
  failures: string[]
  /** The pages and page data written, and their compressed versions. */
  written: CompressTally
}

/** What the pages share: all a render thread needs besides the renderer, known once the content is. */
export type PageSetup = Omit<RenderSetup, 'ssrEntry'>

/** A render worker's start: its renderer, which it loads before anything is asked of it. */
export interface RenderWorkerData {
  ssrEntry: string
}

/** Messages between the main thread and a render worker: the setup first, then batches. */
export type ToWorker = { setup: PageSetup } | { pages: PageDataRecord[] } | { finish: true }
export type FromWorker = { ready: true } | { finished: ShareResult }

/**
 * Loads the server renderer once for this thread. `render` renders pages and
 * writes each, compressed, as soon as it is rendered; `finish` tells what was
 * written and what failed.
 */
export async function createRenderer(setup: RenderSetup): Promise<{
  render(pages: readonly PageDataRecord[]): Promise<void>
  /** What was written and what failed; the renderer is done with. */
  finish(): ShareResult
}> {
  const { renderPage } = (await import(pathToFileURL(setup.ssrEntry).href)) as {
    renderPage: typeof RenderPage
  }
  const spilled = openSpillReader(setup.spillFile)
  const shared = new Map(setup.shared.map((r) => [r.path, spilled.fill(r)]))
  // The page being rendered: besides the shared records, the only one its loader asks for.
  let current: PageDataRecord | undefined
  const source: PageDataSource = {
    page: (p) => Promise.resolve(current?.path === p ? current : (shared.get(p) ?? null)),
    staticQuery: (hash) => Promise.resolve(setup.staticQueries[hash] ?? null),
    loadedStaticQuery: (hash) => setup.staticQueries[hash],
  }
  const failures: string[] = []
  const written = emptyTally()
  const writeFile = setup.overwrite ? overwriteFile : createFile
  // A worker's thread has nothing else to do while a page is written and compressed,
  // so plain synchronous calls are the cheapest (no thread-pool round trips).
  const write = (record: PageDataRecord, { html, formats }: RenderedPage) => {
    const page = path.join(outputFile(setup.outDir, record.path), 'index.html')
    const data = pageDataFile(setup.outDir, record.path)
    mkdirSync(path.dirname(page), { recursive: true })
    mkdirSync(path.dirname(data), { recursive: true })
    const document = loadScriptsAfterFirstPaint(embedFormats(html, formats), setup.clientEntry)
    writeWithCompressed(page, document, written, writeFile)
    writeWithCompressed(data, JSON.stringify({ ...record, formats }), written, writeFile)
  }
  return {
    async render(pages) {
      for (const queued of pages) {
        try {
          const record = spilled.fill(queued)
          current = record
          const page = await renderPage(record.path, source, setup.manifest)
          if (page.status !== 200) throw new Error(`rendered with HTTP status ${page.status}`)
          write(record, page)
        } catch (error) {
          failures.push(`${queued.path}: ${error instanceof Error ? error.message : String(error)}`)
        }
      }
      current = undefined
    },
    finish() {
      spilled.close()
      return { failures, written }
    },
  }
}

/**
 * A page's render makes short-lived garbage only, which a young generation of
 * 32 MB (V8 sizes it up to 48 MB) collects in fewer, cheaper scavenges than
 * one of 8: about 0.5 s less of a 1,000-article build, for about 45 MB more at
 * its peak (480 MiB in all, `bench build` median).
 */
const RENDER_WORKER_LIMITS = { maxYoungGenerationSizeMb: 32 }
/** Pages handed to a worker at a time: enough to keep it busy, few enough to keep memory flat. */
const BATCH = 32

export interface RenderPool {
  /**
   * Renders every page, on every thread of the pool: each takes pages a batch
   * at a time as it finishes the last, so a slow share never holds up the
   * rest. `queue` is emptied as it is handed out, so no thread holds every
   * record while the pages render, and each page is written as soon as it is
   * rendered. The pool's threads end with it.
   */
  render(setup: PageSetup, queue: PageDataRecord[]): Promise<ShareResult>
  /** Ends the threads whatever they are doing (a build that stops early). */
  stop(): Promise<void>
}

/**
 * Starts the render threads, each loading its copy of the server renderer at
 * once: the build starts them as soon as Vite has built it, so that they load
 * while the content is still being checked (on a core the bundles no longer
 * use), and render as soon as the pages are known.
 */
export function startRenderPool(ssrEntry: string, workers: number): RenderPool {
  const pool = Array.from({ length: workers }, () => {
    const worker = startTsWorker(
      new URL('./render-worker.ts', import.meta.url),
      { ssrEntry } satisfies RenderWorkerData,
      { resourceLimits: RENDER_WORKER_LIMITS },
    )
    // Listening from the start: a thread that fails while it loads fails the render.
    const stopped = new Promise<never>((_, reject) => {
      worker.once('error', reject)
      worker.once('exit', (code) =>
        reject(new Error(`a render worker stopped with exit code ${code}`)),
      )
    })
    stopped.catch(() => {})
    return { worker, stopped }
  })
  const stop = () => Promise.all(pool.map(({ worker }) => worker.terminate())).then(() => {})
  return {
    async render(setup, queue) {
      const finished = ({ worker, stopped }: (typeof pool)[number]) =>
        Promise.race([
          stopped,
          new Promise<ShareResult>((resolve) => {
            worker.on('message', (message: FromWorker) => {
              if ('finished' in message) return resolve(message.finished)
              const pages = queue.splice(0, BATCH)
              worker.postMessage(
                (pages.length > 0 ? { pages } : { finish: true }) satisfies ToWorker,
              )
            })
            worker.postMessage({ setup } satisfies ToWorker)
          }),
        ])
      let results: ShareResult[]
      try {
        results = await Promise.all(pool.map(finished))
      } finally {
        // When one worker fails, the others stop too: none may write into a staging
        // folder the build is about to remove.
        await stop()
      }
      return {
        failures: results.flatMap((r) => r.failures),
        written: results.map((r) => r.written).reduce(addTallies, emptyTally()),
      }
    },
    stop,
  }
}

/**
 * Renders every page on `workers` threads (see RenderPool), or on this one
 * when there is one.
 */
export async function renderPages(
  setup: RenderSetup,
  queue: PageDataRecord[],
  workers: number,
): Promise<ShareResult> {
  if (workers < 2) {
    const renderer = await createRenderer(setup)
    await renderer.render(queue.splice(0))
    return renderer.finish()
  }
  const { ssrEntry, ...pages } = setup
  return startRenderPool(ssrEntry, workers).render(pages, queue)
}
