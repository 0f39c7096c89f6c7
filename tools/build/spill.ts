import { closeSync, openSync, readSync, writeSync } from 'node:fs'

/**
 * Rendered Markdown parked in a file between the content check and the render.
 *
 * The bodies are most of a site's memory (about 5 KB a page, twice that in
 * Chinese) and only the thread rendering a page needs its own. The build
 * writes each one to a single file as it is read and keeps a short token in
 * its place; a render worker reads a page's bodies back just before rendering
 * it. The main thread's memory then grows with the site's index (titles,
 * paths, dates), not with its text.
 */

/** No rendered Markdown contains NUL (markdown-it turns it into U+FFFD), so a token can't be mistaken for content. */
const MARK = '\u0000spill:'

export interface SpillWriter {
  /** Writes `text` to the file and returns the token that stands for it. */
  put(text: string): string
  close(): void
}

export function openSpillWriter(file: string): SpillWriter {
  const fd = openSync(file, 'w')
  let offset = 0
  return {
    put(text) {
      const bytes = Buffer.from(text, 'utf8')
      writeSync(fd, bytes, 0, bytes.length, offset)
      const token = `${MARK}${offset}:${bytes.length}`
      offset += bytes.length
      return token
    },
    close: () => closeSync(fd),
  }
}

export interface SpillReader {
  /** A copy of `value` with every token replaced by the text it stands for. */
  fill<T>(value: T): T
  close(): void
}

export function openSpillReader(file: string): SpillReader {
  const fd = openSync(file, 'r')
  const read = (token: string): string => {
    const [offset = NaN, length = NaN] = token.slice(MARK.length).split(':').map(Number)
    if (!Number.isSafeInteger(offset) || !Number.isSafeInteger(length)) {
      throw new Error(`${file}: malformed token ${JSON.stringify(token)}`)
    }
    const bytes = Buffer.allocUnsafe(length)
    const got = readSync(fd, bytes, 0, length, offset)
    if (got !== length) throw new Error(`${file}: ${length} bytes at ${offset}, read ${got}`)
    return bytes.toString('utf8')
  }
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string') return value.startsWith(MARK) ? read(value) : value
    if (Array.isArray(value)) return value.map(fill)
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v)]))
    }
    return value
  }
  return {
    // The records are plain JSON data: a copy has the same type.
    fill: <T>(value: T) => fill(value) as T,
    close: () => closeSync(fd),
  }
}
