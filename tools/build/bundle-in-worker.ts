import type { BrandConfig } from '../../src/site/brands'
import type { SiteSettings } from '../../src/site/settings'
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
}

/** Messages from the bundle worker. */
export type FromBundleWorker = { log: string } | { done: true }

/**
 * Runs `bundle` in a worker thread. Vite and its plugins take about 300 MB
 * that stay with the process that loaded them; in a worker they are given
 * back when it ends, before the pages render. Their JavaScript also runs
 * beside the content check instead of taking turns with it.
 */
export function bundleInWorker(job: BundleJob, log: (line: string) => void): Promise<void> {
  const worker = startTsWorker(new URL('./bundle-worker.ts', import.meta.url), job)
  return new Promise((resolve, reject) => {
    let done = false
    worker.on('message', (message: FromBundleWorker) => {
      if ('log' in message) log(message.log)
      else done = true
    })
    worker.once('error', reject)
    worker.once('exit', (code) => {
      if (done) resolve()
      else reject(new Error(`the Vite builds stopped with exit code ${code}`))
    })
  })
}
