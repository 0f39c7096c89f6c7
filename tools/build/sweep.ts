import { readdirSync, rmdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The file system's clock now, in milliseconds, as file times in `dir` read
 * it (it can differ from the process's clock, and is coarser).
 */
export function fileSystemNow(dir: string): number {
  const marker = path.join(dir, `.clock-${process.pid}`)
  writeFileSync(marker, '')
  try {
    return statSync(marker).mtimeMs
  } finally {
    unlinkSync(marker)
  }
}

/**
 * Deletes the files under `dir` last written before `since` (see
 * fileSystemNow), and the folders that leaves empty: what a build writing over
 * an older site did not write again. Returns how many files went.
 * Synchronous: nothing else runs meanwhile, and listing a large site is
 * quicker without the thread pool.
 */
export function sweepStale(dir: string, since: number): number {
  const emptied = new Set<string>()
  let removed = 0
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isDirectory()) continue
    const file = path.join(entry.parentPath, entry.name)
    if (statSync(file).mtimeMs >= since) continue
    unlinkSync(file)
    removed++
    emptied.add(entry.parentPath)
  }
  // Deepest first, so a folder whose only content was folders goes too.
  const folders = [...emptied].sort((a, b) => b.length - a.length)
  for (let folder of folders) {
    while (folder.length > dir.length && isEmpty(folder)) {
      rmdirSync(folder)
      folder = path.dirname(folder)
    }
  }
  return removed
}

function isEmpty(folder: string): boolean {
  try {
    return readdirSync(folder).length === 0
  } catch {
    return false
  }
}
