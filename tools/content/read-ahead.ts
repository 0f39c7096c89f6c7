import { readFile } from 'node:fs/promises'

/**
 * Yields each file's text in the order given, while the next `window` files
 * are already being read: the caller parses one file as the thread pool reads
 * the following ones, and no more than `window` texts wait in memory.
 */
export async function* readAhead(
  files: readonly string[],
  window = 32,
): AsyncGenerator<{ file: string; text: string }> {
  const reads = new Map<number, Promise<string>>()
  const start = (k: number) => {
    const file = files[k]
    if (file === undefined) return
    const read = readFile(file, 'utf8')
    // A read that fails before its turn is reported at its turn, not as an unhandled rejection.
    read.catch(() => {})
    reads.set(k, read)
  }
  for (let k = 0; k < Math.min(window, files.length); k++) start(k)
  for (let k = 0; k < files.length; k++) {
    const file = files[k]
    const read = reads.get(k)
    if (file === undefined || read === undefined) break
    const text = await read
    reads.delete(k)
    start(k + window)
    yield { file, text }
  }
}
