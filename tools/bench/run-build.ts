import { spawn } from 'node:child_process'
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { isReplacedOutput } from '../builder/publish'
import { endedChildrenCpu, type CpuTime } from './cpu-time'
import { sampleTreeRss } from './tree-rss'

/**
 * Runs one build in its own process, as `npm run build` would, and watches it:
 * wall time, peak memory and how long each step the build logs takes.
 *
 * CPU time: what this process's ended children used, read before and after
 * the build (cpu-time.ts), so the build's helper processes count too.
 *
 * Peak memory: the child is `node --import <probe> tools/run.mjs build …`
 * (no npm wrapper process in between). At exit the probe
 * appends the process's peak resident set size as the kernel counts it
 * (getrusage ru_maxrss, KiB) to BENCH_PEAK_RSS_FILE: the figure
 * `/usr/bin/time -f %M` prints, read by the process itself, so it works
 * wherever Node does and misses no short peak as polling /proc would. It
 * covers the whole process, worker threads included, so only the main thread
 * writes it; a child process started with the same flags appends its own line.
 * The probe is plain JavaScript in a data: URL: worker threads inherit the
 * `--import` flags, and run no TypeScript loader.
 */
export const PEAK_RSS_PROBE = `data:text/javascript,${encodeURIComponent(
  [
    "import { appendFileSync } from 'node:fs'",
    "import { isMainThread } from 'node:worker_threads'",
    'const file = process.env.BENCH_PEAK_RSS_FILE',
    'if (file && isMainThread) {',
    "  process.on('exit', () => {",
    '    const u = process.resourceUsage()',
    '    const line = { pid: process.pid, ppid: process.ppid, maxRssKb: u.maxRSS, userCpuUs: u.userCPUTime, systemCpuUs: u.systemCPUTime }',
    "    appendFileSync(file, JSON.stringify(line) + '\\n')",
    '  })',
    '}',
  ].join('\n'),
)}`

export interface Phase {
  label: string
  seconds: number
}

export interface BuildRun {
  exitCode: number
  wallSeconds: number
  /** The build's own figure, from its last line ("Built … in X s"). */
  buildSeconds?: number
  pages?: number
  /** Peak resident set size of the build process, KiB. */
  peakRssKb?: number
  /** Sum of the peaks of other processes that loaded the probe (a build's own children), KiB. */
  childrenPeakRssKb: number
  /** Peak of the build and all its processes together, sampled (Linux), KiB. */
  treePeakRssKb?: number
  /**
   * CPU time of the whole build: its process, all threads, and every process it
   * started (from /proc; elsewhere, the processes that loaded the probe).
   */
  cpu?: CpuTime
  /** Time from one log line of the build to the next, labelled by the line that starts it. */
  phases: Phase[]
}

export interface BuildProcessOptions {
  projectRoot: string
  /** The folder holding content/<brand>/. */
  contentRoot: string
  outDir: string
  brand: string
  /** A clean build (`--clean`): the build cache is not read. */
  clean?: boolean
  /** False: the cache keeps only this build's parts (`--no-keep-previous-build`). */
  keepPreviousBuild?: boolean
}

export const STARTUP_PHASE = 'start: Node, the command line, the builder'

export interface LogLine {
  /** Seconds since the build process started. */
  at: number
  line: string
}

/**
 * Steps of a build from its stdout: each indented log line ("  vite: …",
 * "  render: …") starts a step that lasts until the next one; the first step
 * is everything before the first line; "Built N pages … in X s" ends the last.
 */
export function parseBuildLog(
  marks: readonly LogLine[],
  wallSeconds: number,
): { phases: Phase[]; pages?: number; buildSeconds?: number } {
  const built = marks.find((m) => /^Built \d+ pages/.test(m.line))
  // "  vite: …", or with the build's own clock before it: "    8.2 s  vite: …".
  const step = /^ {2}(?: *[\d.]+ s {2})?(\S.*)$/
  const steps = marks.filter((m) => step.test(m.line))
  const bounds = [{ at: 0, line: STARTUP_PHASE }, ...steps]
  const phases: Phase[] = bounds.map((b, k) => ({
    label: step.exec(b.line)?.[1] ?? b.line.trim(),
    seconds: (bounds[k + 1]?.at ?? built?.at ?? wallSeconds) - b.at,
  }))
  if (built) phases.push({ label: 'exit', seconds: wallSeconds - built.at })
  const summary = built && /^Built (\d+) pages.* in ([\d.]+) s/.exec(built.line)
  return summary
    ? { phases, pages: Number(summary[1]), buildSeconds: Number(summary[2]) }
    : { phases }
}

/** What the probe writes for each process that loaded it. */
interface ProbeLine {
  pid: number
  maxRssKb: number
  userCpuUs?: number
  systemCpuUs?: number
}

/**
 * Waits until the outputs earlier builds replaced are deleted (each build
 * leaves that to a process of its own, publish.ts), at most `limitMs`:
 * a timed build then measures its own work, not the deletion of the last
 * build's 6,000 files beside it (on this machine's disk, up to seconds of
 * I/O that made back-to-back rebuilds up to twice as slow).
 */
async function outputsSettled(outDir: string, limitMs = 120_000): Promise<void> {
  const folder = path.dirname(path.resolve(outDir))
  const started = performance.now()
  while (performance.now() - started < limitMs) {
    const names = await readdir(folder).catch(() => [])
    if (!names.some((name) => isReplacedOutput(outDir, name))) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** Runs one build; returns its measures and everything it printed. */
export async function runBuildProcess(
  o: BuildProcessOptions,
): Promise<{ run: BuildRun; output: string }> {
  await outputsSettled(path.resolve(o.projectRoot, o.outDir))
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-rss-'))
  const rssFile = path.join(dir, 'peak-rss.jsonl')
  const args = [
    '--import',
    PEAK_RSS_PROBE,
    'tools/run.mjs',
    'build',
    '--brand',
    o.brand,
    '--root',
    o.contentRoot,
    '--out',
    o.outDir,
    '--no-redirects',
    ...(o.clean === true ? ['--clean'] : []),
    ...(o.keepPreviousBuild === false ? ['--no-keep-previous-build'] : []),
  ]
  const marks: LogLine[] = []
  let output = ''
  let partial = ''
  const cpuBefore = endedChildrenCpu()
  const started = performance.now()
  const seconds = () => (performance.now() - started) / 1000
  try {
    const child = spawn(process.execPath, args, {
      cwd: o.projectRoot,
      env: { ...process.env, BENCH_PEAK_RSS_FILE: rssFile },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const stopSampling = child.pid === undefined ? undefined : sampleTreeRss(child.pid)
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      const at = seconds()
      output += chunk
      const lines = (partial + chunk).split('\n')
      partial = lines.pop() ?? ''
      for (const line of lines) marks.push({ at, line })
    })
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk
    })
    const exitCode = await new Promise<number>((resolve, reject) => {
      child.on('error', reject)
      child.on('close', (code, signal) => resolve(code ?? (signal ? 128 : 1)))
    })
    const wallSeconds = seconds()
    const treePeakRssKb = stopSampling?.()
    const cpuAfter = endedChildrenCpu()
    if (partial) marks.push({ at: wallSeconds, line: partial })

    const { phases, pages, buildSeconds } = parseBuildLog(marks, wallSeconds)

    const peaks = (await readFile(rssFile, 'utf8').catch(() => ''))
      .split('\n')
      .filter(Boolean)
      .map((l): unknown => JSON.parse(l))
      .filter(
        (p): p is ProbeLine =>
          typeof p === 'object' &&
          p !== null &&
          'pid' in p &&
          'maxRssKb' in p &&
          typeof p.pid === 'number' &&
          typeof p.maxRssKb === 'number',
      )
    const cpu: CpuTime =
      cpuBefore && cpuAfter
        ? {
            userSeconds: cpuAfter.userSeconds - cpuBefore.userSeconds,
            systemSeconds: cpuAfter.systemSeconds - cpuBefore.systemSeconds,
          }
        : {
            userSeconds: peaks.reduce((sum, p) => sum + (p.userCpuUs ?? 0), 0) / 1e6,
            systemSeconds: peaks.reduce((sum, p) => sum + (p.systemCpuUs ?? 0), 0) / 1e6,
          }
    const own = peaks
      .filter((p) => p.pid === child.pid)
      .reduce<{ maxRssKb: number } | undefined>(
        (max, p) => (max && max.maxRssKb >= p.maxRssKb ? max : p),
        undefined,
      )
    const run: BuildRun = {
      exitCode,
      wallSeconds,
      ...(pages === undefined ? {} : { pages }),
      ...(buildSeconds === undefined ? {} : { buildSeconds }),
      ...(own ? { peakRssKb: own.maxRssKb } : {}),
      cpu,
      ...(treePeakRssKb ? { treePeakRssKb } : {}),
      childrenPeakRssKb: peaks
        .filter((p) => p.pid !== child.pid)
        .reduce((sum, p) => sum + p.maxRssKb, 0),
      phases,
    }
    return { run, output }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
