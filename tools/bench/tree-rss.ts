import { readFileSync, readdirSync } from 'node:fs'

/** The ids of a process and of every process below it (Linux /proc; just `pid` elsewhere). */
export function processTree(pid: number): number[] {
  let tasks: string[]
  try {
    tasks = readdirSync(`/proc/${pid}/task`)
  } catch {
    return [pid]
  }
  const children = tasks.flatMap((tid) => {
    try {
      return readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').split(' ').filter(Boolean)
    } catch {
      return []
    }
  })
  return [pid, ...children.flatMap((child) => processTree(Number(child)))]
}

/** Resident memory of one process, KiB (0 once it has ended). */
function rssKb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0)
  } catch {
    return 0
  }
}

/**
 * Samples the resident memory of a process and all its descendants together,
 * every `everyMs`: a build's real peak, when its processes overlap (a
 * process's own peak misses the others; adding each one's peak counts
 * processes that never ran at the same time). Returns the function that stops
 * sampling and gives the highest sum seen, KiB.
 */
export function sampleTreeRss(pid: number, everyMs = 100): () => number {
  let peak = 0
  const sample = () => {
    peak = Math.max(
      peak,
      processTree(pid).reduce((sum, p) => sum + rssKb(p), 0),
    )
  }
  sample()
  const timer = setInterval(sample, everyMs)
  return () => {
    clearInterval(timer)
    return peak
  }
}
