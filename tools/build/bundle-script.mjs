// @ts-check
// Plain JavaScript: the command line's launcher (tools/run.mjs) runs it before
// anything can load TypeScript. The build's threads use it too (ts-worker.ts).
import { execFileSync } from 'node:child_process'
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
import { INLINED_PACKAGES, classFieldsPlugin } from './class-fields-plugin.mjs'

/**
 * Where the scripts are kept: inside this project, so that the packages they
 * import are found in its node_modules, whatever site is built.
 */
export const SCRIPTS_DIR = fileURLToPath(new URL('../../.build/threads/', import.meta.url))
const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url))
/** Records of another shape, or from before the bundler's files were in them, are not trusted. */
const RECORD_FORMAT = 2
/** The files that make a bundle what it is, besides its sources. */
const BUNDLER_FILES = ['./bundle-script.mjs', './class-fields-plugin.mjs'].map((file) =>
  fileURLToPath(new URL(file, import.meta.url)),
)
/** A script no process has written for this long is no running process's. */
const STALE_MS = 60 * 60 * 1000

/**
 * What a script was bundled from: its entry module, the entry file of the
 * bundle (relative to SCRIPTS_DIR), and the time of each file it was bundled from.
 * @typedef {{ format: number, entry: string, script: string, inputs: Record<string, number> }} ScriptRecord
 */

/** @type {Map<string, string>} the scripts this process has used, by entry module */
const known = new Map()

/** @param {string} name */
const recordOf = (name) => path.join(SCRIPTS_DIR, `${name}.json`)

/**
 * The script an earlier process bundled from the same files, none changed since.
 * @param {string} name
 * @param {string} entry
 * @returns {string | undefined}
 */
function unchanged(name, entry) {
  try {
    /** @type {ScriptRecord} */
    const record = JSON.parse(readFileSync(recordOf(name), 'utf8'))
    if (record.format !== RECORD_FORMAT || record.entry !== entry) return undefined
    for (const [file, mtimeMs] of Object.entries(record.inputs)) {
      if (statSync(file).mtimeMs !== mtimeMs) return undefined
    }
    const at = path.join(SCRIPTS_DIR, record.script)
    statSync(at)
    return at
  } catch {
    return undefined
  }
}

/**
 * Writes `contents` whole or not at all: another process may read it meanwhile.
 * @param {string} at
 * @param {string | Uint8Array} contents
 */
function writeWhole(at, contents) {
  const partial = `${at}.${process.pid}`
  writeFileSync(partial, contents)
  renameSync(partial, at)
}

/**
 * Deletes the older bundles of one module, which earlier versions of the code wrote.
 * @param {string} name
 * @param {string} kept
 */
function pruneOlder(name, kept) {
  // Folders now, single files before; `render-` is not `render-worker-`.
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const older = new RegExp(`^${escaped}-[0-9a-f]{16}(\\.mjs)?$`)
  for (const entry of readdirSync(SCRIPTS_DIR)) {
    if (!older.test(entry) || entry === kept) continue
    const at = path.join(SCRIPTS_DIR, entry)
    try {
      if (Date.now() - statSync(at).mtimeMs > STALE_MS) rmSync(at, { recursive: true, force: true })
    } catch {
      // Another process pruned it first.
    }
  }
}

// A pattern, not the words: this file is bundled too, and its own would be replaced.
const META_URL = /\bimport\.meta\.url\b/g

/**
 * A bundled module sees its source file's `import.meta.url`, not the bundle's:
 * the tools find their neighbours (a thread's module, the project's folders)
 * from it.
 * @type {import('esbuild').Plugin}
 */
const sourceMetaUrl = {
  name: 'source-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.(tsx?|m?js)$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined
      const source = readFileSync(args.path, 'utf8')
      const url = JSON.stringify(pathToFileURL(args.path).href)
      const contents = source.replace(META_URL, url)
      if (contents === source) return undefined
      const loader = args.path.endsWith('.tsx') ? 'tsx' : args.path.endsWith('.ts') ? 'ts' : 'js'
      return { contents, loader }
    })
  },
}

/** @param {string} specifier `pkg/sub` or `@scope/pkg/sub` */
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/')

/**
 * Packages stay imports, which Node resolves when the script runs, except
 * those inlined (see classFieldsPlugin) and whatever they import in turn.
 * @type {import('esbuild').Plugin}
 */
const packagesAsImports = {
  name: 'packages-as-imports',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      const inlined =
        INLINED_PACKAGES.includes(packageOf(args.path)) ||
        args.importer.includes(`${path.sep}node_modules${path.sep}`)
      return inlined ? undefined : { path: args.path, external: true }
    })
  },
}

/** @param {string} entry */
const nameOf = (entry) => path.basename(entry).replace(/\.tsx?$/, '')

/**
 * Bundles the module (see bundledScript), records what it was bundled from,
 * and returns the script's absolute path.
 * @param {string} entry
 * @returns {Promise<string>}
 */
async function bundle(entry) {
  const name = nameOf(entry)
  const started = Date.now()
  /** @type {typeof import('esbuild')} */
  const esbuild = createRequire(import.meta.url)('esbuild')
  const result = await esbuild.build({
    entryPoints: { [name]: entry },
    absWorkingDir: PROJECT_ROOT,
    bundle: true,
    splitting: true,
    outdir: SCRIPTS_DIR,
    outExtension: { '.js': '.mjs' },
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [packagesAsImports, sourceMetaUrl, classFieldsPlugin],
    // Its messages (file, line, the code around it) go to stderr.
    logLevel: 'error',
  })
  const outputs = [...result.outputFiles].sort((a, b) => a.path.localeCompare(b.path))
  const hash = createHash('sha256')
  for (const file of outputs) hash.update(file.path).update(file.contents)
  const folder = `${name}-${hash.digest('hex').slice(0, 16)}`
  const at = path.join(SCRIPTS_DIR, folder)
  mkdirSync(SCRIPTS_DIR, { recursive: true })
  try {
    statSync(at)
  } catch {
    // Written beside, then renamed into place whole.
    const partial = `${at}.${process.pid}`
    rmSync(partial, { recursive: true, force: true })
    for (const file of outputs) {
      const target = path.join(partial, path.relative(SCRIPTS_DIR, file.path))
      mkdirSync(path.dirname(target), { recursive: true })
      writeFileSync(target, file.contents)
    }
    try {
      renameSync(partial, at)
    } catch {
      // Another process put the same bundle there first.
      rmSync(partial, { recursive: true, force: true })
    }
  }
  const script = path.join(folder, `${name}.mjs`)
  /** @type {Record<string, number>} */
  const inputs = {}
  // The bundler's own files too: a bundle made by other code is not this code's.
  for (const file of [...Object.keys(result.metafile.inputs), ...BUNDLER_FILES]) {
    const absolute = path.resolve(PROJECT_ROOT, file)
    inputs[absolute] = statSync(absolute).mtimeMs
  }
  // A file changed while it was bundled is not vouched for.
  if (Object.values(inputs).every((mtimeMs) => mtimeMs < started)) {
    /** @type {ScriptRecord} */
    const record = { format: RECORD_FORMAT, entry, script, inputs }
    writeWhole(recordOf(name), JSON.stringify(record))
  }
  pruneOlder(name, folder)
  return path.join(SCRIPTS_DIR, script)
}

/**
 * The module bundled into plain JavaScript, its packages left as imports and
 * each module it imports dynamically in a chunk of its own, loaded when it is:
 * Node runs it with no TypeScript loader. A loader such as tsx takes about
 * 0.15 s to start and then sees every module imported (one round trip each to
 * its own thread); esbuild (tsx's own compiler) bundles in tens of
 * milliseconds, and a process whose code has not changed since the last one
 * loads neither esbuild nor its compiler. Each bundle is a folder named by its
 * content's hash, so processes side by side never write over each other's.
 *
 * Synchronous, for a thread's start. esbuild runs plugins (sourceMetaUrl) only
 * in its asynchronous API, so a changed module is bundled by a short child
 * process running this file.
 * @param {string} entry the module's absolute path
 * @returns {string} the absolute path of the script to run
 */
export function bundledScript(entry) {
  const ready = known.get(entry) ?? unchanged(nameOf(entry), entry)
  if (ready) {
    known.set(entry, ready)
    return ready
  }
  let script
  try {
    script = execFileSync(process.execPath, [fileURLToPath(import.meta.url), entry], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    })
  } catch {
    throw new Error(`esbuild could not bundle ${path.relative(PROJECT_ROOT, entry)}: see above`)
  }
  known.set(entry, script)
  return script
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2]) {
  // esbuild has printed what is wrong; its stack trace would only bury it.
  const script = await bundle(process.argv[2]).catch(() => process.exit(1))
  process.stdout.write(script)
}
