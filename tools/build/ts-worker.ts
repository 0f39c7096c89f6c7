import { createHash } from 'node:crypto'
import {
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { Worker, type ResourceLimits } from 'node:worker_threads'
import type * as Esbuild from 'esbuild'

/**
 * Where the threads' scripts are kept: inside this project, so that the
 * packages they import are found in its node_modules, whatever site is built.
 */
const THREADS_DIR = fileURLToPath(new URL('../../.build/threads/', import.meta.url))
const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url))
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

/** A thread's script, what it was bundled from, and the time of each file it was bundled from. */
interface ScriptRecord {
  entry: string
  script: string
  inputs: Record<string, number>
}

const recordOf = (name: string) => path.join(THREADS_DIR, `${name}.json`)

/** The script an earlier build bundled from the same files, none changed since. */
function unchanged(name: string, entry: string): URL | undefined {
  try {
    const record = JSON.parse(readFileSync(recordOf(name), 'utf8')) as ScriptRecord
    if (record.entry !== entry) return undefined
    for (const [file, mtimeMs] of Object.entries(record.inputs)) {
      if (statSync(file).mtimeMs !== mtimeMs) return undefined
    }
    const at = path.join(THREADS_DIR, record.script)
    statSync(at)
    return pathToFileURL(at)
  } catch {
    return undefined
  }
}

/** Writes `contents` whole or not at all: another build may read it meanwhile. */
function writeWhole(at: string, contents: string | Uint8Array): void {
  const partial = `${at}.${process.pid}`
  writeFileSync(partial, contents)
  renameSync(partial, at)
}

/**
 * The module bundled into one JavaScript file, its packages left as imports.
 * Loading the TypeScript through tsx cost each thread about half a second of
 * CPU (its loader hooks run in a thread of their own, one round trip per
 * file), on two cores busy with the bundles and the content; esbuild (tsx's
 * own compiler) bundles the three thread modules in about 40 ms, and a build
 * whose code has not changed since the last one loads neither esbuild nor its
 * compiler (about 80 ms before the threads could start). Named by the script's
 * hash, so builds side by side never write over each other's.
 */
function threadScript(module: URL): URL {
  const name = path.basename(module.pathname, '.ts')
  const entry = fileURLToPath(module)
  const known = scripts.get(module.href) ?? unchanged(name, entry)
  if (known) {
    scripts.set(module.href, known)
    return known
  }
  const started = Date.now()
  // Loaded only when a script is to be bundled.
  const esbuild = createRequire(import.meta.url)('esbuild') as typeof Esbuild
  const result = esbuild.buildSync({
    entryPoints: [entry],
    absWorkingDir: PROJECT_ROOT,
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'silent',
  })
  const [output] = result.outputFiles
  if (!output) throw new Error(`esbuild wrote nothing for ${module.pathname}`)
  const hash = createHash('sha256').update(output.contents).digest('hex').slice(0, 16)
  const script = `${name}-${hash}.mjs`
  const at = path.join(THREADS_DIR, script)
  mkdirSync(THREADS_DIR, { recursive: true })
  writeWhole(at, output.contents)
  const inputs = Object.fromEntries(
    Object.keys(result.metafile.inputs).map((file) => {
      const absolute = path.resolve(PROJECT_ROOT, file)
      return [absolute, statSync(absolute).mtimeMs] as const
    }),
  )
  // A file changed while it was bundled is not vouched for.
  if (Object.values(inputs).every((mtimeMs) => mtimeMs < started)) {
    writeWhole(recordOf(name), JSON.stringify({ entry, script, inputs } satisfies ScriptRecord))
  }
  pruneOlder(name, script)
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
