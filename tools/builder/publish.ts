import { spawn } from 'node:child_process'
import { existsSync, renameSync, rmSync } from 'node:fs'
import { readdir, rm } from 'node:fs/promises'
import path from 'node:path'

/**
 * A build writes its site into a staging folder beside the output and puts it
 * in place only when it is complete, so the output is always a whole site: the
 * last good one or the new one. The staging folder and the server renderer are
 * named by the build's process id, so builds side by side never share them and
 * the next build can tell what a killed one left behind.
 */
export interface Scratch {
  target: string
  staging: string
  /** The server renderer and the render threads' module (bundle.mjs). */
  ssrDir: string
}

const STAGING = '.staging-'
const OLD = '.old-'
const SSR = 'ssr-'

export function scratchOf(root: string, target: string, pid = process.pid): Scratch {
  return {
    target,
    staging: `${target}${STAGING}${pid}`,
    ssrDir: path.join(root, '.build', `${SSR}${pid}`),
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

/** Entries of `dir` named `<prefix><pid>` whose process has ended. */
async function abandonedIn(dir: string, prefixes: readonly string[]): Promise<string[]> {
  const names = await readdir(dir).catch(() => [])
  return names.flatMap((name) => {
    const prefix = prefixes.find((p) => name.startsWith(p))
    if (prefix === undefined) return []
    const pid = Number(name.slice(prefix.length))
    return Number.isInteger(pid) && pid > 0 && !isRunning(pid) ? [path.join(dir, name)] : []
  })
}

/** Deletes what builds killed outright (SIGKILL, a power cut) left; what a running build uses stays. */
export async function clearAbandoned(root: string, target: string): Promise<void> {
  const base = path.basename(target)
  const left = [
    ...(await abandonedIn(path.dirname(target), [base + STAGING, base + OLD])),
    ...(await abandonedIn(path.join(root, '.build'), [SSR])),
  ]
  await Promise.all(left.map((dir) => rm(dir, { recursive: true, force: true })))
}

/**
 * Deletes `dir` in a detached process that outlives this one: deleting the
 * tens of thousands of files of a large site can take longer than writing them,
 * and nothing needs to wait for the old site to go. The process first renames
 * the folder after itself (`<output>.old-<its pid>`): a build started
 * meanwhile leaves it to that process (clearAbandoned) instead of deleting it
 * again itself and waiting for it, which made quick rebuilds several seconds
 * slower (docs/performance.md, "Measurements behind the code").
 */
function removeDetached(dir: string, prefix: string): void {
  const remove = [
    'const fs = require("node:fs")',
    'const [dir, prefix] = process.argv.slice(1)',
    'const own = prefix + process.pid',
    'try { fs.renameSync(dir, own) } catch { process.exit() }',
    'fs.rmSync(own, { recursive: true, force: true })',
  ].join('\n')
  spawn(process.execPath, ['-e', remove, dir, prefix], { detached: true, stdio: 'ignore' }).unref()
}

/** Whether an entry of the output's folder is an output replaced by a build, still being deleted. */
export const isReplacedOutput = (target: string, name: string) =>
  name.startsWith(`${path.basename(target)}${OLD}`)

/**
 * Puts the staging folder in the place of the output with two renames, so a
 * server reading the output sees the old site or the new one, never a mix.
 * Synchronous, so that no stop signal's handler (see discard) runs between them.
 */
export function publish({ staging, target }: Scratch): void {
  const old = `${target}${OLD}${process.pid}`
  const replacing = existsSync(target)
  if (replacing) renameSync(target, old)
  renameSync(staging, target)
  if (replacing) removeDetached(old, `${target}${OLD}`)
}

/**
 * Deletes the staging folder and the server renderer, synchronously: for a
 * build that failed or was told to stop, which leaves the output as it was.
 */
export function discard({ staging, ssrDir }: Scratch): void {
  // A process told to stop just before (Pagefind's) may still add a file while the
  // folder is emptied: the removal then fails with ENOTEMPTY and is tried again.
  const removal = { recursive: true, force: true, maxRetries: 5, retryDelay: 50 }
  rmSync(staging, removal)
  rmSync(ssrDir, removal)
}

/**
 * Deletes the staging folder and the server renderer once this process has
 * ended, in a detached process: for a build told to stop, whose render
 * threads write pages until the process ends (and, deleted sooner, would
 * write a staging folder back). Pagefind's processes, told to stop just
 * before, are given the same retries as `discard` gives them.
 */
export function discardAfterExit({ staging, ssrDir }: Scratch): void {
  const remove = [
    'const fs = require("node:fs")',
    'const [pid, ...dirs] = process.argv.slice(1)',
    'const removal = { recursive: true, force: true, maxRetries: 5, retryDelay: 50 }',
    'const running = () => { try { process.kill(Number(pid), 0); return true } catch (e) { return e.code === "EPERM" } }',
    'const removeOnceEnded = () => running() ? setTimeout(removeOnceEnded, 10) : dirs.forEach((dir) => fs.rmSync(dir, removal))',
    'removeOnceEnded()',
  ].join('\n')
  spawn(process.execPath, ['-e', remove, String(process.pid), staging, ssrDir], {
    detached: true,
    stdio: 'ignore',
  }).unref()
}
