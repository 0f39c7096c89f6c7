import { spawnSync } from 'node:child_process'
import { arch, cpus, loadavg, platform, totalmem } from 'node:os'
import path from 'node:path'
import { CORPUS_BRAND, defaultCorpusDir, isCorpus, writeCorpus, type CorpusOptions } from './corpus'
import { measureSite, median, type SiteSizes } from './measure'
import { runBuildProcess, type BuildRun } from './run-build'
import { measureWriteFloor, type WriteFloor } from './write-floor'
import { benchEdits, formatEditReports, type EditReport } from './edits'

export interface BenchOptions extends CorpusOptions {
  runs: number
  projectRoot: string
  /** Also time rebuilds after each kind of edit (edits.ts), `runs` times each. */
  edits?: boolean
  log?: (line: string) => void
}

export interface BenchReport {
  /** When the benchmark ran (UTC). */
  date: string
  machine: {
    cpus: number
    cpuModel: string
    memoryGiB: number
    node: string
    os: string
    /** 1-minute load average before the first and after the last build: other work on the machine. */
    load: [number, number]
  }
  corpus: { articles: number; seed: number; root: string; generatedSeconds?: number }
  outDir: string
  runs: BuildRun[]
  median: {
    wallSeconds: number
    buildSeconds: number
    pagesPerSecond: number
    /** User + system CPU time of the build and every process it started. */
    cpuSeconds: number
    peakRssMiB: number
    /** The build and every process it started, together (sampled). */
    treePeakRssMiB: number
  }
  /** What the last build wrote: its output folder. */
  output: { files: number; folders: number; bytes: number }
  pages: number
  /** Median seconds of each step the build logs, in the order it logs them. */
  phases: Array<{ label: string; seconds: number }>
  sizes: SiteSizes
  /** The same output written again with nothing else to do: the file system's share of a build. */
  writeFloor: WriteFloor
  /** Rebuilds after each kind of edit, with the build cache (`--edits`). */
  edits?: EditReport[]
}

/** Log lines of one step match across runs whatever numbers they print ("render: 3141 pages"). */
const stepKey = (label: string) => label.replace(/\d+(?:\.\d+)?/g, '#')

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits

/**
 * Writes out what the disk still holds in memory (the last build's 170 MB at
 * 1,000 articles), untimed: each build then starts as a release build does,
 * with no other's writes pending, instead of competing with their write-back
 * (about 0.1-0.2 s of a 1,000-article build here, alternating runs with and
 * without). Where there is no `sync`, nothing.
 */
function flushDisk(): void {
  spawnSync('sync', { stdio: 'ignore' })
}

/**
 * `tools bench build`: generates the corpus if it is missing, builds it `runs`
 * times in a fresh process each, then measures the last output.
 */
export async function benchBuild(o: BenchOptions): Promise<BenchReport> {
  const log = o.log ?? (() => {})
  const corpusRoot = path.resolve(o.projectRoot, defaultCorpusDir(o))
  let generatedSeconds: number | undefined
  if (!(await isCorpus(corpusRoot, o))) {
    log(
      `corpus: generating ${o.articles} articles per locale into ${path.relative(o.projectRoot, corpusRoot)}/`,
    )
    const started = performance.now()
    await writeCorpus(corpusRoot, o)
    generatedSeconds = round((performance.now() - started) / 1000)
  }
  const outDir = path.join('.build', 'bench', `dist-${o.articles}`)
  const loadBefore = loadavg()[0] ?? 0
  const runs: BuildRun[] = []
  for (let k = 1; k <= o.runs; k++) {
    log(`build ${k}/${o.runs}…`)
    flushDisk()
    const { run, output } = await runBuildProcess({
      projectRoot: o.projectRoot,
      contentRoot: corpusRoot,
      outDir,
      brand: CORPUS_BRAND,
      // Each run a clean build: the build cache would make later runs incremental ones.
      clean: true,
    })
    if (run.exitCode !== 0) {
      throw new Error(`build ${k} failed with exit code ${run.exitCode}:\n${output}`)
    }
    log(
      `build ${k}/${o.runs}: ${run.wallSeconds.toFixed(2)} s, CPU ${cpuSeconds(run).toFixed(2)} s, peak RSS ${((run.peakRssKb ?? 0) / 1024).toFixed(0)} MiB (${((run.treePeakRssKb ?? 0) / 1024).toFixed(0)} MiB with its processes)`,
    )
    runs.push(run)
  }
  log('measuring sizes…')
  const sizes = await measureSite(path.resolve(o.projectRoot, outDir))
  log('writing the output again, alone…')
  const writeFloor = measureWriteFloor(
    path.resolve(o.projectRoot, outDir),
    path.resolve(o.projectRoot, '.build', 'bench', `floor-${o.articles}`),
  )
  const edits = o.edits
    ? await benchEdits({
        projectRoot: o.projectRoot,
        corpusRoot,
        scratchDir: path.resolve(o.projectRoot, '.build', 'bench', `edits-${o.articles}`),
        runs: o.runs,
        log,
      })
    : undefined
  const pages = runs[0]?.pages ?? sizes.pages
  const labels = runs[0]?.phases.map((p) => p.label) ?? []
  const wall = median(runs.map((r) => r.wallSeconds))
  const cpuList = cpus()
  return {
    date: new Date().toISOString(),
    machine: {
      cpus: cpuList.length,
      cpuModel: cpuList[0]?.model.trim() ?? 'unknown',
      memoryGiB: round(totalmem() / 2 ** 30, 1),
      node: process.version,
      os: `${platform()} ${arch()}`,
      load: [round(loadBefore), round(loadavg()[0] ?? 0)],
    },
    corpus: {
      articles: o.articles,
      seed: o.seed,
      root: path.relative(o.projectRoot, corpusRoot),
      ...(generatedSeconds === undefined ? {} : { generatedSeconds }),
    },
    outDir,
    runs,
    median: {
      wallSeconds: round(wall),
      buildSeconds: round(median(runs.map((r) => r.buildSeconds ?? Number.NaN))),
      pagesPerSecond: round(pages / wall, 0),
      cpuSeconds: round(median(runs.map(cpuSeconds))),
      peakRssMiB: round(median(runs.map((r) => (r.peakRssKb ?? Number.NaN) / 1024)), 0),
      treePeakRssMiB: round(median(runs.map((r) => (r.treePeakRssKb ?? Number.NaN) / 1024)), 0),
    },
    output: { files: writeFloor.files, folders: writeFloor.folders, bytes: writeFloor.bytes },
    pages,
    phases: labels.map((label) => ({
      label,
      seconds: round(
        median(
          runs
            .flatMap((r) => r.phases.find((p) => stepKey(p.label) === stepKey(label)) ?? [])
            .map((p) => p.seconds),
        ),
      ),
    })),
    sizes,
    writeFloor: { ...writeFloor, seconds: round(writeFloor.seconds) },
    ...(edits ? { edits } : {}),
  }
}

const cpuSeconds = (run: BuildRun) =>
  run.cpu ? run.cpu.userSeconds + run.cpu.systemSeconds : Number.NaN

const kib = (bytes: number) => (bytes / 1024).toFixed(1)
const list = (values: number[], digits: number) => values.map((v) => v.toFixed(digits)).join(', ')

/** The report as Markdown tables, as docs/performance.md quotes them. */
export function formatBenchReport(r: BenchReport): string {
  const m = r.median
  const lines = [
    `### ${r.corpus.articles.toLocaleString('en')} articles per locale: ${r.pages.toLocaleString('en')} pages (${r.date.slice(0, 10)})`,
    '',
    `${r.runs.length} run(s), each after \`sync\`, seed ${r.corpus.seed}; ${r.machine.cpus} × ${r.machine.cpuModel}, ${r.machine.memoryGiB} GiB, Node ${r.machine.node}, ${r.machine.os}; load average ${r.machine.load[0]} before, ${r.machine.load[1]} after` +
      (r.corpus.generatedSeconds === undefined
        ? ''
        : `; corpus generated in ${r.corpus.generatedSeconds} s`),
    '',
    '| Measure | Median | Runs |',
    '| --- | ---: | --- |',
    `| Pages | ${r.pages} | |`,
    `| Wall time (s) | ${m.wallSeconds.toFixed(2)} | ${list(
      r.runs.map((x) => x.wallSeconds),
      2,
    )} |`,
    `| Build's own time (s) | ${m.buildSeconds.toFixed(2)} | ${list(
      r.runs.map((x) => x.buildSeconds ?? Number.NaN),
      2,
    )} |`,
    `| Pages per second | ${m.pagesPerSecond} | ${list(
      r.runs.map((x) => r.pages / x.wallSeconds),
      0,
    )} |`,
    `| CPU time, user + system (s) | ${m.cpuSeconds.toFixed(2)} | ${list(r.runs.map(cpuSeconds), 2)} |`,
    `| Peak RSS of the build process (MiB) | ${m.peakRssMiB} | ${list(
      r.runs.map((x) => (x.peakRssKb ?? Number.NaN) / 1024),
      0,
    )} |`,
    `| Peak memory, all its processes together (MiB) | ${m.treePeakRssMiB} | ${list(
      r.runs.map((x) => (x.treePeakRssKb ?? Number.NaN) / 1024),
      0,
    )} |`,
    `| Output files | ${r.output.files} | in ${r.output.folders} folders |`,
    `| Output size (MiB) | ${(r.output.bytes / 2 ** 20).toFixed(1)} | |`,
    `| Writing the output alone, one thread (s) | ${r.writeFloor.seconds.toFixed(2)} | ${r.writeFloor.files} files, ${r.writeFloor.folders} folders, ${(r.writeFloor.bytes / 2 ** 20).toFixed(0)} MiB |`,
    `| HTML per page, gzip (KiB) | median ${kib(r.sizes.html.medianGzip)}, p95 ${kib(r.sizes.html.p95Gzip)} | |`,
    '',
    '| Build step (until the next log line) | Median (s) | Share |',
    '| --- | ---: | ---: |',
    ...r.phases.map(
      (p) =>
        `| ${p.label} | ${p.seconds.toFixed(2)} | ${((100 * p.seconds) / m.wallSeconds).toFixed(0)} % |`,
    ),
    '',
    '| Template | Page | JS files | First-load JS, gzip (KiB) | CSS, gzip (KiB) | HTML, gzip (KiB) |',
    '| --- | --- | ---: | ---: | ---: | ---: |',
    ...r.sizes.firstLoad.map(
      (f) =>
        `| ${f.template} | \`${f.page}\` | ${f.js.length} | ${kib(f.jsGzip)} | ${kib(f.cssGzip)} | ${kib(f.htmlGzip)} |`,
    ),
  ]
  const children = r.runs.some((x) => x.childrenPeakRssKb > 0)
  if (children) {
    lines.push(
      '',
      `Child processes of the build peaked at ${list(
        r.runs.map((x) => x.childrenPeakRssKb / 1024),
        0,
      )} MiB (sum per run), on top of the build process.`,
    )
  }
  if (r.edits)
    lines.push('', 'Rebuilds after an edit (build cache on):', '', formatEditReports(r.edits))
  return `${lines.join('\n')}\n`
}
