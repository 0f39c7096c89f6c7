import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { Worker, type ResourceLimits } from 'node:worker_threads'
import { buildSync } from 'esbuild'

/**
 * Where the threads' scripts are kept: inside this project, so that the
 * packages they import are found in its node_modules, whatever site is built.
 */
const THREADS_DIR = fileURLToPath(new URL('../../.build/threads/', import.meta.url))
/** A script no build has written for this long is no running build's. */
const STALE_MS = 60 * 60 * 1000

const scripts = new Map<string, URL>()

/** Deletes the older scripts of one module, which earlier versions of the code wrote. */
function pruneOlder(name: string, kept: string): void {
  for (const file of readdirSync(THREADS_DIR)) {
    if (!file.startsWith(`${name}-`) || file === kept) continue
    const at = path.join(THREADS_DIR, file)
    try {
      if (Date.now() - statSync(at).mtimeMs > STALE_MS) rmSync(at, { force: true })
    } catch {
      // Another build pruned it first.
    }
  }
}

/**
 * The module bundled into one JavaScript file, its packages left as imports.
 * Loading the TypeScript through tsx cost each thread about half a second of
 * CPU (its loader hooks run in a thread of their own, one round trip per
 * file), on two cores busy with the bundles and the content; esbuild (tsx's
 * own compiler) bundles the three thread modules in about 40 ms. Named by the
 * script's hash, so builds side by side never write over each other's.
 */
function threadScript(module: URL): URL {
  const known = scripts.get(module.href)
  if (known) return known
  const [output] = buildSync({
    entryPoints: [fileURLToPath(module)],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'silent',
  }).outputFiles
  if (!output) throw new Error(`esbuild wrote nothing for ${module.pathname}`)
  const name = path.basename(module.pathname, '.ts')
  const hash = createHash('sha256').update(output.contents).digest('hex').slice(0, 16)
  const file = `${name}-${hash}.mjs`
  const at = path.join(THREADS_DIR, file)
  mkdirSync(THREADS_DIR, { recursive: true })
  // Whole or not at all: another build may load it meanwhile.
  const partial = `${at}.${process.pid}`
  writeFileSync(partial, output.contents)
  renameSync(partial, at)
  pruneOlder(name, file)
  const url = pathToFileURL(at)
  scripts.set(module.href, url)
  return url
}

/** Whether `arg` loads tsx (`--import tsx`, tsx's own preflight and loader). */
const loadsTsx = (arg: string) => /(^|[/=])tsx([/@]|$)/.test(arg)

/**
 * The process's Node options less tsx's, which a thread would otherwise
 * inherit: its loader would then see every module the thread imports, and the
 * thread's script is plain JavaScript.
 */
export function withoutTsx(execArgv: readonly string[]): string[] {
  const kept: string[] = []
  for (let k = 0; k < execArgv.length; k++) {
    const arg = execArgv[k] ?? ''
    const value = execArgv[k + 1] ?? ''
    if (/^(--import|--require|-r|--loader)$/.test(arg) && loadsTsx(value)) k++
    else if (!(/^(--import|--require|--loader)=/.test(arg) && loadsTsx(arg))) kept.push(arg)
  }
  return kept
}

/**
 * A worker thread running a TypeScript module of the build, bundled into
 * plain JavaScript first (see threadScript).
 */
export function startTsWorker(
  module: URL,
  workerData: unknown,
  { resourceLimits }: { resourceLimits?: ResourceLimits } = {},
): Worker {
  return new Worker(threadScript(module), {
    workerData,
    execArgv: withoutTsx(process.execArgv),
    ...(resourceLimits ? { resourceLimits } : {}),
  })
}
