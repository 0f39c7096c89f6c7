import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import type { BrandConfig } from '../../src/site/brands'
import type { SiteSettings } from '../../src/site/settings'

/** What the two Vite builds of a site need; plain data, for another process. */
export interface BundleJob {
  root: string
  brand: BrandConfig
  contentRoot: string
  settings: SiteSettings
  /** Where the client bundle goes (the site being built). */
  outDir: string
  /** Where the server renderer goes. */
  ssrDir: string
}

/** The module each render thread runs, in the server renderer's folder (see render-worker.ts). */
export const RENDER_WORKER = 'render-worker.js'

export interface Bundling {
  /** Settles when both Vite builds are done. */
  done: Promise<void>
  /** Ends them, whatever they are doing (a build that stops early). */
  stop(): Promise<void>
  /** True when the bundles came from the build cache (bundle-cache.ts). */
  reused?: boolean
}

/**
 * Runs both Vite builds (bundle.mjs) in a process of their own, while this one
 * reads the content: Vite and Rolldown take about 250 MB, given back when the
 * process ends, before the pages render. Vite prints its own messages.
 */
export function startBundling(job: BundleJob): Bundling {
  const script = fileURLToPath(new URL('./bundle-process.mjs', import.meta.url))
  // With this process's Node options, so that a benchmark's probe measures it too.
  const args = [...process.execArgv, script, JSON.stringify(job)]
  // In the project's folder: the entry and the router's route folder are relative paths.
  const child = spawn(process.execPath, args, {
    cwd: job.root,
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>
  const done = exited.then(([code, signal]) => {
    if (code !== 0) {
      throw new Error(
        `Vite could not bundle the site (${signal ?? `exit code ${code}`}): see its messages above`,
      )
    }
  })
  done.catch(() => {}) // awaited once the content is good
  return {
    done,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill()
      await exited
    },
  }
}
