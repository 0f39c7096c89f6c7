import path from 'node:path'
import { build } from 'esbuild'

/** The precache is the app shell only: a large site never precaches its pages. */
export const PRECACHE_BUDGET = { entries: 300, bytes: 1.5 * 1024 * 1024 }

/** The app shell: the build's scripts and styles, offline and 404 pages, icons and manifests. */
export const APP_SHELL = [
  'assets/**/*.{js,css}',
  'offline.html',
  '*/offline.html',
  '404.html',
  '*/404.html',
  'icons/*.png',
  'favicon.svg',
  'manifest.webmanifest',
  '*/manifest.webmanifest',
]

export interface PrecacheReport {
  entries: number
  bytes: number
}

/** Throws when the precache is over budget, naming both numbers and the fix. */
export function checkPrecacheBudget(report: PrecacheReport, budget = PRECACHE_BUDGET): void {
  const over: string[] = []
  if (report.entries > budget.entries)
    over.push(`${report.entries} entries (at most ${budget.entries})`)
  if (report.bytes > budget.bytes)
    over.push(
      `${Math.round(report.bytes / 1024)} KB (at most ${Math.round(budget.bytes / 1024)} KB)`,
    )
  if (over.length > 0) {
    throw new Error(
      `service worker: the precache is over budget: ${over.join(', ')}. ` +
        'Keep pages and large files out of APP_SHELL in tools/builder/service-worker.ts, or split the bundle.',
    )
  }
}

/**
 * `/sw.js`: the worker (sw/worker/service-worker.ts) compiled to one IIFE file
 * with the build's hash, then given the app shell's precache manifest by
 * workbox-build's injectManifest, from the files in the staging folder.
 */
export async function buildServiceWorker({
  root,
  outDir,
  scratchDir,
  buildHash,
}: {
  root: string
  outDir: string
  scratchDir: string
  buildHash: string
}): Promise<PrecacheReport> {
  const compiled = path.join(scratchDir, 'sw.js')
  await build({
    entryPoints: [path.join(root, 'sw', 'worker', 'service-worker.ts')],
    outfile: compiled,
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
    define: {
      'process.env.NODE_ENV': JSON.stringify('production'),
      __BUILD_HASH__: JSON.stringify(buildHash),
    },
  })
  // Loaded here, not with the module, and only the function used: the
  // package's index also loads its worker generator (Rollup, Babel), which
  // took longer than the rest of a build that finds its output up to date.
  const { injectManifest } = await import('workbox-build/build/inject-manifest')
  const { count, size, warnings } = await injectManifest({
    swSrc: compiled,
    swDest: path.join(outDir, 'sw.js'),
    globDirectory: outDir,
    globPatterns: APP_SHELL,
    globIgnores: ['sw.js'],
    // Vite's file names carry a content hash: no revision needed for them.
    dontCacheBustURLsMatching: /^assets\//,
  })
  if (warnings.length > 0) throw new Error(`service worker: ${warnings.join('; ')}`)
  const report = { entries: count, bytes: size }
  checkPrecacheBudget(report)
  return report
}
