import { readFile, readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

/** Text files worth sending compressed. */
export const TEXT = new Set([
  '.html',
  '.js',
  '.css',
  '.json',
  '.svg',
  '.xml',
  '.txt',
  '.webmanifest',
])
/** Below this, compression costs more than it saves. */
export const MIN_BYTES = 512

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Whether a file is text worth compressing. */
export const worthCompressing = (file: string, bytes: Uint8Array) =>
  TEXT.has(path.extname(file)) && bytes.byteLength >= MIN_BYTES

/**
 * A text in one encoding. Hashed assets get the strongest levels (compressed
 * once, cached for a year); pages and page data brotli 5 (about 12 % larger
 * than 11, some 45 times quicker) and gzip 3, which only the few clients
 * without brotli receive.
 */
export function compress(
  bytes: Uint8Array,
  encoding: 'br' | 'gzip',
  { hashed }: { hashed: boolean },
): Promise<Buffer> {
  return encoding === 'br'
    ? brotliAsync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: hashed ? 11 : 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
        },
      })
    : gzipAsync(bytes, { level: hashed ? 9 : 3 })
}

/** Hashed assets, whose names change with their contents. */
export const isHashedAsset = (urlPath: string) => urlPath.startsWith('/assets/')

export interface CompressTally {
  files: number
  bytes: number
  brotliBytes: number
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of a built site,
 * for hosts that send files as they are (a plain S3 bucket without a CDN's
 * compression). Most hosts compress on their own; the build does not by
 * default, and the preview server compresses as they do (static-site.ts).
 */
export async function precompressSite(dir: string): Promise<CompressTally> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile() && TEXT.has(path.extname(e.name)))
    .map((e) => path.join(e.parentPath, e.name))
  const tally: CompressTally = { files: 0, bytes: 0, brotliBytes: 0 }
  // zlib's thread pool does the work; a few files at a time keep it busy.
  const queue = [...files]
  const next = async (): Promise<void> => {
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      const bytes = await readFile(file)
      if (!worthCompressing(file, bytes)) continue
      const urlPath = `/${path.relative(dir, file).split(path.sep).join('/')}`
      const hashed = isHashedAsset(urlPath)
      const [br, gz] = await Promise.all([
        compress(bytes, 'br', { hashed }),
        compress(bytes, 'gzip', { hashed }),
      ])
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)])
      tally.files++
      tally.bytes += bytes.byteLength
      tally.brotliBytes += br.byteLength
    }
  }
  await Promise.all(Array.from({ length: 8 }, next))
  return tally
}
