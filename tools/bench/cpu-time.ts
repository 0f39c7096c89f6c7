import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

export interface CpuTime {
  userSeconds: number
  systemSeconds: number
}

/**
 * cutime and cstime of a /proc/<pid>/stat line: CPU time of the process's
 * children that have ended and been waited for, theirs included, in clock
 * ticks. The command name, in parentheses, may hold spaces and parentheses:
 * fields are counted from the last `)`.
 */
export function parseChildrenTicks(stat: string): { user: number; system: number } | undefined {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  // Fields 16 and 17 of proc(5), counted from 1; the first after `)` is field 3.
  const user = Number(fields[16 - 3])
  const system = Number(fields[17 - 3])
  return Number.isFinite(user) && Number.isFinite(system) ? { user, system } : undefined
}

let ticksPerSecond: number | undefined

/**
 * CPU time of every child this process has waited for so far, and of their
 * own children (a build's worker threads, its esbuild and other helpers):
 * the difference over one build is the build's whole CPU time, as
 * `/usr/bin/time` reports it. Undefined where there is no /proc.
 */
export function endedChildrenCpu(): CpuTime | undefined {
  let stat: string
  try {
    stat = readFileSync('/proc/self/stat', 'utf8')
  } catch {
    return undefined
  }
  const ticks = parseChildrenTicks(stat)
  if (!ticks) return undefined
  ticksPerSecond ??= Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100
  return { userSeconds: ticks.user / ticksPerSecond, systemSeconds: ticks.system / ticksPerSecond }
}
