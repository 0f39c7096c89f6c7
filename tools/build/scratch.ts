import { renameSync, rmSync } from 'node:fs'
import { readdir, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { spareName } from './swap'

/**
 * What a build writes besides its output, each named by the build's process
 * id so that builds side by side never share one, and so that the next build
 * can tell what a stopped one left behind.
 */
export interface Scratch {
  /** The site being written, swapped into place when complete. */
  staging: string
  /** Rendered Markdown waiting for its page (tools/build/spill.ts). */
  spill: string
  /** The server renderer Vite builds. */
  work: string
}

const STAGING = '.staging-'
const SPILL = '.spill-'
const WORK = 'ssr-'

export function scratchOf(root: string, target: string, pid = process.pid): Scratch {
  return {
    staging: `${target}${STAGING}${pid}`,
    // Beside the staging folder, on the same disk as the output.
    spill: `${target}${SPILL}${pid}`,
    work: path.join(root, '.build', `${WORK}${pid}`),
  }
}

/** Whether a process with this id is running (EPERM: it is, as another user). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** The entries of `dir` named `<prefix><pid>` whose process has ended, with that id. */
async function abandonedIn(dir: string, prefix: string): Promise<Array<[string, number]>> {
  const names = await readdir(dir).catch(() => [])
  return names.flatMap((name) => {
    if (!name.startsWith(prefix)) return []
    const pid = Number(name.slice(prefix.length))
    if (!Number.isInteger(pid) || pid <= 0 || isRunning(pid)) return []
    return [[path.join(dir, name), pid] as [string, number]]
  })
}

/**
 * Tidies what builds killed outright (SIGKILL, a power cut) left: a staging
 * folder becomes a spare, to be written over and swept like any other (see
 * takeSpare); spill files and server bundles are deleted. What a running
 * build uses is left alone.
 */
export async function clearAbandoned(root: string, target: string): Promise<void> {
  const beside = path.dirname(target)
  const base = path.basename(target)
  for (const [staging, pid] of await abandonedIn(beside, base + STAGING)) {
    await rename(staging, spareName(target, pid)).catch(() => rm(staging, { recursive: true }))
  }
  for (const [spill] of await abandonedIn(beside, base + SPILL)) await rm(spill, { force: true })
  for (const [work] of await abandonedIn(path.join(root, '.build'), WORK)) {
    await rm(work, { recursive: true, force: true })
  }
}

/**
 * Leaves the output as it was before the build, with no half-written site
 * beside it: for a build that failed, and, synchronously, for one told to stop.
 * With `keep`, the staging folder becomes a spare (a rename, where deleting it
 * could take a minute); otherwise it is deleted. The swap is synchronous, so
 * this never runs halfway through it.
 */
export function settleScratch(scratch: Scratch, target: string, keep: boolean): void {
  try {
    if (keep) renameSync(scratch.staging, spareName(target))
  } catch {
    // Not there, or a spare of that name is: deleted below.
  }
  rmSync(scratch.staging, { recursive: true, force: true })
  rmSync(scratch.spill, { force: true })
  rmSync(scratch.work, { recursive: true, force: true })
}
