import { readFile } from 'node:fs/promises'

const readText = (file: string) => readFile(file, 'utf8')

/**
 * Yields each file's contents in the order given, while the next `window`
 * files are already being read: the caller works on one file as the thread
 * pool reads the following ones, and no more than `window` files wait in
 * memory. `read` is how a file is read (its text by default).
 */
export async function* readAhead<T = string>(
  files: readonly string[],
  { window = 32, read = readText as (file: string) => Promise<T> } = {},
): AsyncGenerator<{ file: string; contents: T }> {
  const reads = new Map<number, Promise<T>>()
  const start = (k: number) => {
    const file = files[k]
    if (file === undefined) return
    const pending = read(file)
    // A read that fails before its turn is reported at its turn, not as an unhandled rejection.
    pending.catch(() => {})
    reads.set(k, pending)
  }
  for (let k = 0; k < Math.min(window, files.length); k++) start(k)
  for (let k = 0; k < files.length; k++) {
    const file = files[k]
    const pending = reads.get(k)
    if (file === undefined || pending === undefined) break
    const contents = await pending
    reads.delete(k)
    start(k + window)
    yield { file, contents }
  }
}
