import { createHash } from 'node:crypto'
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import type { SiteSettings } from '../../src/site/settings'

function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => path.join(d.parentPath, d.name))
  } catch {
    return []
  }
}

function contentsOf(file: string): Buffer {
  try {
    return readFileSync(file)
  } catch {
    return Buffer.alloc(0)
  }
}

/**
 * The folders of tools/ whose code the build runs (the builder, the content
 * reader, image processing, the redirect table's checks and outputs): a change
 * to any of them can change the output. A test keeps the list whole.
 */
export const BUILDER_FOLDERS = ['build', 'content', 'images', 'redirects'] as const

export interface BuildHashInputs {
  root: string
  brand: string
  contentRoot?: string
  /** The redirect table the build reads, if any (Edgepoint's is outside its content folder). */
  redirectTable?: string
  /** The settings from the environment: they change the bundles, the headers and what is guarded. */
  settings: SiteSettings
}

/**
 * The build's compilation hash: a digest of everything that shapes the output
 * (site code, the service worker, the builder that bundles it and turns
 * content into pages, the brand's content and redirect table, dependency
 * lock, brand, settings), so the same inputs give the same hash and a
 * visitor's browser can tell two builds apart. Read synchronously: the build waits for the hash
 * and its thread has nothing else to do, and thousands of small reads through
 * the thread pool take four to five times longer (260 against 60 ms for the
 * 3,300 files of a 1,000-article site), on a core the worker threads starting
 * meanwhile need.
 */
export function computeBuildHash({
  root,
  brand,
  contentRoot = root,
  redirectTable,
  settings,
}: BuildHashInputs): string {
  const inputs = [
    ...filesUnder(path.join(root, 'src')),
    ...filesUnder(path.join(root, 'sw')),
    ...BUILDER_FOLDERS.flatMap((folder) => filesUnder(path.join(root, 'tools', folder))),
    ...filesUnder(path.join(contentRoot, 'content', brand)),
    ...(redirectTable ? [path.resolve(contentRoot, redirectTable)] : []),
    path.join(root, 'package-lock.json'),
    path.join(root, 'vite.config.ts'),
  ]
  const hash = createHash('sha256').update(brand).update('\0').update(JSON.stringify(settings))
  for (const file of [...new Set(inputs)].sort()) {
    hash.update(path.relative(file.startsWith(contentRoot) ? contentRoot : root, file)).update('\0')
    hash.update(contentsOf(file))
  }
  return hash.digest('hex').slice(0, 20)
}
