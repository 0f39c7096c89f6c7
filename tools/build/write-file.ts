import { closeSync, ftruncateSync, openSync, writeFileSync, writeSync } from 'node:fs'

/** Writes a whole file, synchronously (render workers have nothing else to do meanwhile). */
export type WriteFile = (file: string, bytes: Uint8Array) => void

/** Creates `file` (or replaces it), for a staging folder that starts empty. */
export const createFile: WriteFile = (file, bytes) => writeFileSync(file, bytes)

/**
 * Writes `bytes` over `file` in the blocks it already has, and cuts what is
 * left beyond them; creates it when it is not there. For a build writing over
 * an older site (see takeSpare): replacing a file (O_TRUNC) frees all its
 * blocks and allocates new ones, and on ext4 rewriting 19,000 files of the same
 * size took 3.2-5.0 s that way against 0.3 s in place. A last block written in
 * part is read first when it is no longer cached, yet a 1,000-article build
 * over a spare with the page cache dropped took no longer (26.8 s against
 * 26.9 s); cutting before writing, to avoid that read, waits for pages the
 * kernel is still writing back, which back-to-back builds always have
 * (docs/performance.md).
 */
export const overwriteFile: WriteFile = (file, bytes) => {
  let fd: number
  try {
    fd = openSync(file, 'r+')
  } catch {
    return writeFileSync(file, bytes)
  }
  try {
    writeSync(fd, bytes, 0, bytes.byteLength, 0)
    ftruncateSync(fd, bytes.byteLength)
  } finally {
    closeSync(fd)
  }
}
