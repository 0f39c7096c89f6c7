import type { BrandConfig } from '../../src/site/brands'
import type { SiteSettings } from '../../src/site/settings'
import type { CompressTally } from './compress'
import { startTsWorker } from './ts-worker'

/** What the two Vite builds of a site need; plain data, for a worker thread. */
export interface BundleJob {
  root: string
  brand: BrandConfig
  contentRoot: string
  buildHash: string
  settings: SiteSettings
  /** Where the client bundle goes (the site's staging folder). */
  staging: string
  /** Where the server renderer goes. */
  work: string
  /** Whether `staging` holds an older site to write over (see takeSpare). */
  overwrite: boolean
}

/** Messages from the bundle worker. */
export type FromBundleWorker = { log: string } | { bundled: true } | { compressed: CompressTally }

export interface BundleRun {
  /** Both bundles are written: pages can render. */
  bundled: Promise<void>
  /**
   * The client bundle's files are compressed too (brotli 11 of the scripts:
   * half a second, on a core the content check leaves free), and the worker
   * has ended, so nothing more is written into the staging folder.
   */
  compressed: Promise<CompressTally>
}

export interface Bundler {
  /** Runs both Vite builds, then compresses the client bundle. */
  build(job: BundleJob): BundleRun
  /** Ends the worker whatever it is doing (a build that stops early). */
  stop(): Promise<void>
}

/**
 * Starts the thread that runs `bundle`. Vite and its plugins take about 300 MB
 * that stay with the thread that loaded them; in a worker they are given back
 * when it ends, before the pages render. The worker loads Vite at once (about
 * a second) while the build hash is computed, then waits for its job; its
 * JavaScript runs beside the content check instead of taking turns with it.
 */
export function startBundler(log: (line: string) => void): Bundler {
  const worker = startTsWorker(new URL('./bundle-worker.ts', import.meta.url), null, {
    preload: ['vite', '@tanstack/router-plugin/vite', '@vitejs/plugin-react'].map((name) =>
      import.meta.resolve(name),
    ),
  })
  let tally: CompressTally | undefined
  let markBundled = () => {}
  const compressed = new Promise<CompressTally>((resolve, reject) => {
    worker.on('message', (message: FromBundleWorker) => {
      if ('log' in message) log(message.log)
      else if ('bundled' in message) markBundled()
      else tally = message.compressed
    })
    worker.once('error', reject)
    worker.once('exit', (code) => {
      if (tally) resolve(tally)
      else reject(new Error(`the Vite builds stopped with exit code ${code}`))
    })
  })
  const bundled = new Promise<void>((resolve, reject) => {
    markBundled = resolve
    // Once bundled, this changes nothing.
    compressed.catch(reject)
  })
  // A build that stops before waiting for either must not leave a rejection unhandled.
  for (const step of [bundled, compressed]) step.catch(() => {})
  return {
    build(job) {
      worker.postMessage(job)
      return { bundled, compressed }
    },
    stop: () => worker.terminate().then(() => {}),
  }
}
