import type { BrandConfig } from '../../src/site/brands'
import type { SiteSettings } from '../../src/site/settings'
import { startTsWorker } from './ts-worker'

/** What the two Vite builds of a site need; plain data, for a worker thread. */
export interface BundleJob {
  root: string
  brand: BrandConfig
  contentRoot: string
  settings: SiteSettings
  /** Where the client bundle goes (the site's staging folder). */
  staging: string
  /** Where the server renderer goes. */
  work: string
}

/** Messages from the bundle worker. */
export type FromBundleWorker = { log: string } | { done: string[] }

export interface Bundler {
  /**
   * Runs both Vite builds; resolves, once the worker has ended, with the files
   * of the client bundle.
   */
  build(job: BundleJob): Promise<string[]>
  /** Ends the worker whatever it is doing (a build that stops early). */
  stop(): Promise<void>
}

/**
 * Starts the thread that runs `bundle`. Vite and its plugins take about 300 MB
 * that stay with the thread that loaded them; in a worker they are given back
 * when it ends, before the pages render. The worker loads Vite at once (about
 * half a second) while the output folder is prepared, then waits for its job; its
 * JavaScript runs beside the content check instead of taking turns with it.
 */
export function startBundler(log: (line: string) => void): Bundler {
  const worker = startTsWorker(new URL('./bundle-worker.ts', import.meta.url), null)
  let files: string[] | undefined
  const ended = new Promise<string[]>((resolve, reject) => {
    worker.on('message', (message: FromBundleWorker) => {
      if ('log' in message) log(message.log)
      else files = message.done
    })
    worker.once('error', reject)
    worker.once('exit', (code) => {
      if (files) resolve(files)
      else reject(new Error(`the Vite builds stopped with exit code ${code}`))
    })
  })
  // A build that stops before asking for the bundles must not leave a rejection unhandled.
  ended.catch(() => {})
  return {
    build(job) {
      worker.postMessage(job)
      return ended
    },
    stop: () => worker.terminate().then(() => {}),
  }
}
