import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export interface WriteFloor {
  files: number
  folders: number
  bytes: number
  /** Seconds to create the folders and write the files, one thread, nothing else. */
  seconds: number
}

/**
 * How long this machine's file system takes to write a built site by itself:
 * every folder and file of `siteDir` created again under `scratchDir` with the
 * same synchronous calls the render workers make, the bytes already in memory.
 * No build that writes the same files can be faster than this on one thread;
 * comparing it with the render step tells computing from writing.
 */
export function measureWriteFloor(siteDir: string, scratchDir: string): WriteFloor {
  const entries = readdirSync(siteDir, { recursive: true, withFileTypes: true })
  const folders = entries
    .filter((e) => e.isDirectory())
    .map((e) => path.relative(siteDir, path.join(e.parentPath, e.name)))
  const files = entries
    .filter((e) => e.isFile())
    .map((e) => {
      const full = path.join(e.parentPath, e.name)
      return { rel: path.relative(siteDir, full), data: readFileSync(full) }
    })
  rmSync(scratchDir, { recursive: true, force: true })
  mkdirSync(scratchDir, { recursive: true })
  const started = performance.now()
  // Parents come before their children in a sorted list.
  for (const folder of folders.sort()) mkdirSync(path.join(scratchDir, folder))
  for (const { rel, data } of files) writeFileSync(path.join(scratchDir, rel), data)
  const seconds = (performance.now() - started) / 1000
  rmSync(scratchDir, { recursive: true, force: true })
  return {
    files: files.length,
    folders: folders.length,
    bytes: files.reduce((n, f) => n + f.data.byteLength, 0),
    seconds,
  }
}
