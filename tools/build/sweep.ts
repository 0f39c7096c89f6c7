import { readdirSync, rmdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { listFiles } from './compress'

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
 * an older site did not write again. Returns how many files went, and the
 * files kept (the site's listing, which precompress takes instead of listing
 * it again).
 */
export function sweepStale(dir: string, since: number): { removed: number; kept: string[] } {
  const emptied = new Set<string>()
  const kept: string[] = []
  let removed = 0
  for (const file of listFiles(dir)) {
    if (statSync(file).mtimeMs >= since) {
      kept.push(file)
      continue
    }
    unlinkSync(file)
    removed++
    emptied.add(path.dirname(file))
  }
  // Deepest first, so a folder whose only content was folders goes too.
  const folders = [...emptied].sort((a, b) => b.length - a.length)
  for (let folder of folders) {
    while (folder.length > dir.length && isEmpty(folder)) {
      rmdirSync(folder)
      folder = path.dirname(folder)
    }
  }
  return { removed, kept }
}

function isEmpty(folder: string): boolean {
  try {
    return readdirSync(folder).length === 0
  } catch {
    return false
  }
}
