import { constants } from 'node:fs'
import { copyFile, mkdir, readFile, readdir } from 'node:fs/promises'
import path from 'node:path'
import type { BrandId } from '../../src/site/brands'
import { BUILD_RECORD_FILE, buildRecordSchema, type BuildRecord } from './build-record'

const ASSETS = 'assets'

async function filesIn(dir: string): Promise<string[]> {
  return readdir(dir).catch(() => [])
}

/**
 * The `/assets/` files a service worker precaches: a build's own scripts and
 * styles, read from the manifest workbox-build wrote into its `/sw.js`
 * (compact JSON, `"url":"assets/..."`). Undefined when there is no such list.
 */
export function precachedAssets(workerSource: string): string[] | undefined {
  const names = [...workerSource.matchAll(/"url":"assets\/([^"/]+)"/g)].map((m) => m[1] ?? '')
  return names.length > 0 ? names : undefined
}

/** The hashed assets of the previous build the new one lacks: what an open tab may still ask for. */
export function assetsToKeep(previousOwn: readonly string[], current: readonly string[]): string[] {
  const now = new Set(current)
  return previousOwn.filter((name) => !now.has(name)).sort()
}

/** The build record of the output in `dir`; undefined without a readable one. */
async function recordOf(dir: string): Promise<BuildRecord | undefined> {
  const text = await readFile(path.join(dir, ...BUILD_RECORD_FILE.split('/')), 'utf8').catch(
    () => '',
  )
  try {
    return buildRecordSchema.parse(JSON.parse(text))
  } catch {
    return undefined
  }
}

/** Copies `names` of `folder` from the previous output into the new one, never over its own files. */
async function copyMissing(
  previousDir: string,
  outDir: string,
  folder: string,
  names: readonly string[],
): Promise<string[]> {
  if (names.length > 0) await mkdir(path.join(outDir, folder), { recursive: true })
  const kept: string[] = []
  for (const name of names) {
    const copied = await copyFile(
      path.join(previousDir, folder, name),
      path.join(outDir, folder, name),
      // Never in place of a file of the new build's.
      constants.COPYFILE_EXCL,
    ).then(
      () => true,
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' || error.code === 'EEXIST') return false
        throw error
      },
    )
    if (copied) kept.push(name)
  }
  return kept
}

/**
 * Copies the previous output's own `/assets/` files that the new build does
 * not have into the staging folder, so a tab still running the previous build
 * never meets a missing chunk; files the previous build itself kept are not
 * carried on, so each is kept one release.
 *
 * Which files were the previous build's own: the precache list of its `/sw.js`.
 * It travels with the published folder (renamed into place with it, so never
 * out of step, wherever the folder is restored from), is public anyway, and
 * lists every file Vite writes to `/assets/` (scripts and styles: the CSS is
 * not split, nothing else is imported as an asset); kept files are never in it
 * because the precache is made before they are copied in (call this after
 * buildServiceWorker). An output with no worker (older than it) counts all its
 * assets as its own, once. The new build's own are the staging folder's
 * `/assets/` before the copy. Only an output of the same brand (its build
 * record says so) has tabs that the new build will serve: another brand's, or
 * one whose brand is unknown, gives nothing.
 */
export async function keepPreviousAssets(
  previousDir: string,
  outDir: string,
  brand: BrandId,
): Promise<string[]> {
  if ((await recordOf(previousDir))?.brand !== brand) return []
  const current = await filesIn(path.join(outDir, ASSETS))
  const worker = await readFile(path.join(previousDir, 'sw.js'), 'utf8').catch(() => '')
  const previousOwn = precachedAssets(worker) ?? (await filesIn(path.join(previousDir, ASSETS)))
  return copyMissing(previousDir, outDir, ASSETS, assetsToKeep(previousOwn, current))
}

/** Where the sized images are, named by their content's hash. */
const SIZED_IMAGES = 'images/_r'

/**
 * The same for the sized images (`/images/_r/`): a tab open on a page of the
 * previous build still loads its lazy images and other sizes of them after a
 * release replaced or removed one. Gives the new build's own (for its build
 * record) and those kept. Which were the previous build's own: the list in its
 * build record (all of them, once, for a record without it). Call it before
 * the access manifest is made: a kept image no public page shows is then
 * guarded as the new build's own are.
 */
export async function keepPreviousImages(
  previousDir: string,
  outDir: string,
  brand: BrandId,
): Promise<{ own: string[]; kept: string[] }> {
  const own = await filesIn(path.join(outDir, SIZED_IMAGES))
  const record = await recordOf(previousDir)
  if (record?.brand !== brand) return { own, kept: [] }
  const previousOwn = record.images ?? (await filesIn(path.join(previousDir, SIZED_IMAGES)))
  const kept = await copyMissing(previousDir, outDir, SIZED_IMAGES, assetsToKeep(previousOwn, own))
  return { own, kept }
}
