import { copyFile, readFile, readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** Lists the build's own `/assets/` files, so the next build keeps them one release and no longer. */
export const OWN_ASSETS_FILE = '.own-assets.json'

async function filesIn(dir: string): Promise<string[]> {
  return readdir(dir).catch(() => [])
}

/** The hashed assets of the previous build the new one lacks: what an open tab may still ask for. */
export function assetsToKeep(previousOwn: readonly string[], current: readonly string[]): string[] {
  const now = new Set(current)
  return previousOwn.filter((name) => !now.has(name)).sort()
}

/**
 * Copies the previous output's own `/assets/` files that the new build does
 * not have into the staging folder, so a tab still running the previous build
 * never meets a missing chunk; files the previous build itself kept are not
 * carried on. Call after the precache manifest is made: kept files are not precached.
 */
export async function keepPreviousAssets(previousDir: string, outDir: string): Promise<string[]> {
  const current = await filesIn(path.join(outDir, 'assets'))
  await writeFile(path.join(outDir, OWN_ASSETS_FILE), `${JSON.stringify(current)}\n`)
  const listed = await readFile(path.join(previousDir, OWN_ASSETS_FILE), 'utf8').then(
    (text) => JSON.parse(text) as string[],
    // An output written before this list existed: all its assets are its own.
    () => filesIn(path.join(previousDir, 'assets')),
  )
  const kept: string[] = []
  for (const name of assetsToKeep(listed, current)) {
    const copied = await copyFile(
      path.join(previousDir, 'assets', name),
      path.join(outDir, 'assets', name),
    ).then(
      () => true,
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return false
        throw error
      },
    )
    if (copied) kept.push(name)
  }
  return kept
}
