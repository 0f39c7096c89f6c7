import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import { setImmediate as yieldToEventLoop } from 'node:timers/promises'

/**
 * The build's cache (`.build/cache/<brand>/`): what earlier builds made, each
 * entry named by the digest of everything it was made from (its key), so an
 * entry is right for any build that asks for the same key and is never
 * updated in place. An entry is a set of named files in one file, with the
 * digest of its bytes in front: a file that is truncated, corrupt or of
 * another format version is a miss, and the part is made again.
 */

/** Bumped whenever what an entry holds, or how a key is made, changes. */
export const CACHE_FORMAT = 3

/**
 * The cache folder of one brand's builds, inside the project's `.build/`.
 * Builds in another mode than production (`NODE_ENV=test`: a test runner's)
 * have one of their own: they share no entry with production builds (the
 * mode is in the build hash), and their sweeps must not clear them.
 */
export const cacheDirOf = (root: string, brand: string, nodeEnv: string | undefined) =>
  path.join(
    root,
    '.build',
    'cache',
    nodeEnv === undefined || nodeEnv === 'production' ? brand : `${brand}-${nodeEnv}`,
    `v${CACHE_FORMAT}`,
  )

/**
 * Deletes the cache folders of other format versions beside `cacheDir`
 * (`v1` beside `v2`): no build of this code reads them, and a site's cache
 * is hundreds of megabytes.
 */
export function removeOtherFormats(cacheDir: string): void {
  const brandDir = path.dirname(cacheDir)
  let names: string[]
  try {
    names = readdirSync(brandDir)
  } catch {
    return
  }
  for (const name of names)
    if (/^v\d+$/.test(name) && name !== path.basename(cacheDir))
      rmSync(path.join(brandDir, name), { recursive: true, force: true })
}

/** A key from the inputs of a part, in order. */
export function cacheKey(...inputs: readonly (string | Buffer)[]): string {
  const hash = createHash('sha256').update(`cache-format-${CACHE_FORMAT}`)
  for (const input of inputs) hash.update('\0').update(input)
  return hash.digest('hex')
}

/** One named file of an entry. */
export type CachedFile = readonly [name: string, bytes: Buffer]

const DIGEST_BYTES = 32
const TEMPORARY = '.tmp'
/** The keys the last sweep kept for its build, one a line: the next sweep keeps them too. */
const LAST_BUILD_KEYS = 'last-build-keys'
const STALE_TEMPORARY_MS = 60 * 60 * 1000
const digestOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest()

/** The bytes of an entry: its digest, a length-prefixed JSON list of names and sizes, the files. */
export function packEntry(files: readonly CachedFile[]): Buffer {
  const index = Buffer.from(JSON.stringify(files.map(([name, bytes]) => [name, bytes.length])))
  const length = Buffer.alloc(4)
  length.writeUInt32BE(index.length)
  const body = Buffer.concat([length, index, ...files.map(([, bytes]) => bytes)])
  return Buffer.concat([digestOf(body), body])
}

/** The files of an entry, or undefined for anything but a whole entry of this format. */
export function unpackEntry(entry: Buffer): CachedFile[] | undefined {
  if (entry.length < DIGEST_BYTES + 4) return undefined
  const body = entry.subarray(DIGEST_BYTES)
  if (!digestOf(body).equals(entry.subarray(0, DIGEST_BYTES))) return undefined
  const indexLength = body.readUInt32BE(0)
  let index: unknown
  try {
    index = JSON.parse(body.subarray(4, 4 + indexLength).toString('utf8'))
  } catch {
    return undefined
  }
  if (!Array.isArray(index)) return undefined
  const files: CachedFile[] = []
  let offset = 4 + indexLength
  for (const item of index as unknown[]) {
    if (!Array.isArray(item) || typeof item[0] !== 'string' || typeof item[1] !== 'number')
      return undefined
    files.push([item[0], body.subarray(offset, offset + item[1])])
    offset += item[1]
  }
  return offset === body.length ? files : undefined
}

/** The entries of one kind of part (`pages`, `search`) in a cache folder. */
export class CacheShelf {
  readonly dir: string
  /** Keys asked for or stored by this build: what `sweep` keeps. */
  private readonly used = new Set<string>()
  private pending: Array<[key: string, files: readonly CachedFile[]]> = []

  /** With `read` false (`build --clean`), every entry is a miss, and the build's own are stored. */
  constructor(
    readonly cacheDir: string,
    kind: string,
    private readonly read = true,
  ) {
    this.dir = path.join(cacheDir, kind)
  }

  private fileOf(key: string): string {
    return path.join(this.dir, key.slice(0, 2), key)
  }

  /** Whether there is an entry for the key (whole or not: `get` tells). Asked, it is kept by `sweep`. */
  has(key: string): boolean {
    this.used.add(key)
    return this.read && existsSync(this.fileOf(key))
  }

  /** The entry's files, or undefined when there is none or it is not whole. */
  get(key: string): CachedFile[] | undefined {
    this.used.add(key)
    if (!this.read) return undefined
    let entry: Buffer
    try {
      entry = readFileSync(this.fileOf(key))
    } catch {
      return undefined
    }
    return unpackEntry(entry)
  }

  /**
   * Stores an entry whole or not at all (a temporary file renamed into
   * place). A cache that cannot be written (a full disk, another build's
   * sweep) costs the next build time, never this one its output.
   */
  put(key: string, files: readonly CachedFile[]): void {
    this.used.add(key)
    const file = this.fileOf(key)
    const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}${TEMPORARY}`
    try {
      mkdirSync(path.dirname(file), { recursive: true })
      writeFileSync(temporary, packEntry(files))
      renameSync(temporary, file)
    } catch {
      rmSync(temporary, { force: true })
    }
  }

  /**
   * Stores an entry later, at `flush`: for parts made many at a time on the
   * build's critical path (each content file read: seconds of file writes
   * for a large site), written while the build waits for Pagefind.
   */
  putLater(key: string, files: readonly CachedFile[]): void {
    this.used.add(key)
    this.pending.push([key, files])
  }

  /** Writes what `putLater` kept, giving the event loop a turn every so often. */
  async flush(): Promise<void> {
    const pending = this.pending.splice(0)
    for (const [index, [key, files]] of pending.entries()) {
      if (index % 64 === 63) await yieldToEventLoop()
      this.put(key, files)
    }
  }

  /**
   * Deletes the entries neither this build nor the one swept before it used:
   * the cache holds two builds' parts, not every build's. Two, so that going
   * back (a reverted change, the other sign-in settings) finds its parts
   * still there. With `keepPrevious` false, only this build's are kept.
   */
  sweep({ keepPrevious = true }: { keepPrevious?: boolean } = {}): void {
    let folders: string[]
    try {
      folders = readdirSync(this.dir)
    } catch {
      return
    }
    const listFile = path.join(this.dir, LAST_BUILD_KEYS)
    const keep = new Set(this.used)
    try {
      if (keepPrevious) for (const key of readFileSync(listFile, 'utf8').split('\n')) keep.add(key)
    } catch {
      // No build swept here before: this build's are all there is to keep.
    }
    const now = Date.now()
    for (const folder of folders.filter((name) => name !== LAST_BUILD_KEYS)) {
      let names: string[]
      try {
        names = readdirSync(path.join(this.dir, folder))
      } catch {
        continue
      }
      for (const name of names) {
        const file = path.join(this.dir, folder, name)
        // Another build's entry being written, unless a stopped build left it long ago.
        if (
          name.endsWith(TEMPORARY) &&
          now - (statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0) < STALE_TEMPORARY_MS
        )
          continue
        if (!keep.has(name)) rmSync(file, { force: true })
      }
    }
    const temporary = `${listFile}.${process.pid}${TEMPORARY}`
    try {
      writeFileSync(temporary, [...this.used].join('\n'))
      renameSync(temporary, listFile)
    } catch {
      // Unwritten, the next sweep keeps only its own build's parts.
      rmSync(temporary, { force: true })
    }
  }
}

/** Every file under `dir` with its bytes, named by its path from `dir` after `prefix`. */
export function folderFiles(dir: string, prefix = ''): CachedFile[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name)
      return [`${prefix}${path.relative(dir, file)}`, readFileSync(file)] as const
    })
}

/** Writes files under `dir`, each at its name (the reverse of `folderFiles`). */
export function writeFolderFiles(dir: string, files: readonly CachedFile[]): void {
  for (const [name, bytes] of files) {
    const file = path.join(dir, name)
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, bytes)
  }
}
