import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

/** Text files worth sending compressed. */
const TEXT = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt', '.webmanifest'])
/** Below this, compression costs more than it saves. */
const MIN_BYTES = 512

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of the built site,
 * so hosts and the preview server send them without compressing per request.
 * Hashed assets get the strongest brotli (they are written once, read forever);
 * pages and page data a fast level (5: within a few percent of 11, far quicker). zlib works in Node's thread pool, so both
 * cores are busy.
 */
export async function precompress(
  dir: string,
): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  const files = entries
    .filter((e) => e.isFile() && TEXT.has(path.extname(e.name)))
    .map((e) => path.join(e.parentPath, e.name))
  let bytes = 0
  let brotliBytes = 0
  let count = 0
  const queue = [...files]
  const worker = async () => {
    for (let file = queue.pop(); file; file = queue.pop()) {
      const data = await readFile(file)
      if (data.byteLength < MIN_BYTES) continue
      const hashed = file.includes(`${path.sep}assets${path.sep}`)
      const [br, gzipped] = await Promise.all([
        brotli(data, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: hashed ? 11 : 5,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.byteLength,
          },
        }),
        gz(data, { level: 9 }),
      ])
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)])
      bytes += data.byteLength
      brotliBytes += br.byteLength
      count++
    }
  }
  await Promise.all(Array.from({ length: 8 }, worker))
  return { files: count, bytes, brotliBytes }
}
