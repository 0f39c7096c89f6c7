import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process'

/**
 * A command in a process group of its own, with its output piped: stopping
 * it (stopGroup) also stops whatever it started, as a wrapper script's
 * program, which killing the wrapper alone would leave running.
 */
export function spawnGroup(
  command: string,
  args: readonly string[],
  options: Omit<SpawnOptions, 'detached' | 'stdio'> = {},
): ChildProcess {
  return spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
}

/** Sends SIGTERM to every process of the group spawnGroup started. */
export function stopGroup(child: ChildProcess): void {
  if (child.pid === undefined) return
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch {
    // The group has ended meanwhile.
  }
}
