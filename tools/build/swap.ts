import { spawn } from 'node:child_process'
import { readdir, rename } from 'node:fs/promises'
import path from 'node:path'

const REMOVE = 'require("node:fs").rmSync(process.argv[1], { recursive: true, force: true })'

/**
 * Deletes `dir` in a detached Node process that outlives this one. On the
 * disks we build on, deleting the tens of thousands of files of a large site
 * can take longer than writing them (43 s for 73,000 entries at 3,000
 * articles per locale), and nothing needs to wait for an old site to go.
 */
export function removeDetached(dir: string): void {
  spawn(process.execPath, ['-e', REMOVE, dir], { detached: true, stdio: 'ignore' }).unref()
}

const previousOf = (target: string) => `${path.basename(target)}.previous-`

/**
 * Puts `staging` in the place of `target` with two renames, so a server reading
 * `target` sees the old site or the new one, never a mix. The old site is
 * renamed `<target>.previous-<pid>` and deleted in the background; one left
 * over by a build that was stopped before it finished deleting is deleted too.
 */
export async function swapInto(staging: string, target: string): Promise<void> {
  const previous = `${target}.previous-${process.pid}`
  const replaced = await rename(target, previous).then(
    () => true,
    () => false,
  )
  await rename(staging, target)
  const leftovers = (await readdir(path.dirname(target)).catch(() => []))
    .filter((name) => name.startsWith(previousOf(target)))
    .map((name) => path.join(path.dirname(target), name))
  for (const dir of new Set([...(replaced ? [previous] : []), ...leftovers])) removeDetached(dir)
}
