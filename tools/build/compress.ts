import { readdirSync, readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import {
  brotliCompress,
  brotliCompressSync,
  constants,
  gzip,
  gzipSync,
  type BrotliOptions,
  type ZlibOptions,
} from 'node:zlib'
import { createFile, type WriteFile } from './write-file'

/** Text files worth sending compressed. */
const TEXT = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt', '.webmanifest'])
/** Below this, compression costs more than it saves. */
const MIN_BYTES = 512

/** What was compressed: files, their bytes, and the bytes of their brotli versions. */
export interface CompressTally {
  files: number
  bytes: number
  brotliBytes: number
}

export const emptyTally = (): CompressTally => ({ files: 0, bytes: 0, brotliBytes: 0 })

export function addTallies(a: CompressTally, b: CompressTally): CompressTally {
  return {
    files: a.files + b.files,
    bytes: a.bytes + b.bytes,
    brotliBytes: a.brotliBytes + b.brotliBytes,
  }
}

const worthCompressing = (file: string, bytes: Buffer) =>
  TEXT.has(path.extname(file)) && bytes.byteLength >= MIN_BYTES

/**
 * Hashed assets get the strongest brotli (written once, read forever); pages
 * and page data brotli level 5 (about 12 % larger than 11 on our pages, some 45
 * times quicker) and gzip level 3, the last of zlib's fast levels: 5 % larger
 * than 6 and 9 on our pages and page data, 37 % quicker. gzip is only for the
 * few clients without brotli, and compressing is a third of a page's build time.
 */
function levels(bytes: Buffer, hashed: boolean): { brotli: BrotliOptions; gzip: ZlibOptions } {
  return {
    brotli: {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: hashed ? 11 : 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
      },
    },
    gzip: { level: hashed ? 9 : 3 },
  }
}

function writeBeside(
  file: string,
  bytes: Buffer,
  [br, gz]: readonly [Buffer, Buffer],
  tally: CompressTally,
  write: WriteFile,
): void {
  write(`${file}.br`, br)
  write(`${file}.gz`, gz)
  tally.files++
  tally.bytes += bytes.byteLength
  tally.brotliBytes += br.byteLength
}

/**
 * Writes `<file>.br` and `<file>.gz` beside `file` when it is text worth
 * compressing, so hosts and the preview server send them without compressing
 * per request. Synchronous on purpose: it runs in render workers, whose thread
 * has nothing else to do meanwhile, and skips the thread pool's hand-offs,
 * which cost more than the writes themselves on small files.
 */
export function compressBeside(
  file: string,
  bytes: Buffer,
  tally: CompressTally,
  { hashed = false, write = createFile }: { hashed?: boolean; write?: WriteFile } = {},
): void {
  if (!worthCompressing(file, bytes)) return
  const options = levels(bytes, hashed)
  const compressed = [
    brotliCompressSync(bytes, options.brotli),
    gzipSync(bytes, options.gzip),
  ] as const
  writeBeside(file, bytes, compressed, tally, write)
}

/** Writes `file` and its compressed versions. */
export function writeWithCompressed(
  file: string,
  text: string,
  tally: CompressTally,
  write: WriteFile = createFile,
): void {
  const bytes = Buffer.from(text)
  write(file, bytes)
  compressBeside(file, bytes, tally, { write })
}

/**
 * Every file under `dir`, listed synchronously: nothing else runs meanwhile,
 * and listing the tens of thousands of files of a large site is six times
 * quicker than through the thread pool.
 */
export function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
}

/** Hashed assets, whose names change with their contents: compressed the hardest. */
const isHashedAsset = (file: string) => file.includes(`${path.sep}assets${path.sep}`)

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * Writes the compressed versions of each of `files` that is text worth
 * compressing, in the thread pool: for the client bundle (brotli 11 of the
 * scripts, about half a second), which the main thread compresses while it
 * waits for the content check, keeping its event loop free.
 */
export async function compressInBackground(
  files: readonly string[],
  write: WriteFile = createFile,
): Promise<CompressTally> {
  const tally = emptyTally()
  await Promise.all(
    files.map(async (file) => {
      if (!TEXT.has(path.extname(file))) return
      const bytes = await readFile(file)
      if (!worthCompressing(file, bytes)) return
      const options = levels(bytes, isHashedAsset(file))
      const compressed = await Promise.all([
        brotliAsync(bytes, options.brotli),
        gzipAsync(bytes, options.gzip),
      ])
      writeBeside(file, bytes, compressed, tally, write)
    }),
  )
  return tally
}

/**
 * Compresses every text file of the built site that has no `.br` beside it
 * yet (pages and page data are compressed as the render workers write them,
 * the client bundle by compressInBackground). `files` is the site's listing when the
 * caller has one (see sweepStale).
 */
export function precompress(dir: string, files: readonly string[] = listFiles(dir)): CompressTally {
  const all = new Set(files)
  const tally = emptyTally()
  for (const file of all) {
    if (!TEXT.has(path.extname(file)) || all.has(`${file}.br`)) continue
    compressBeside(file, readFileSync(file), tally, { hashed: isHashedAsset(file) })
  }
  return tally
}
