import { accessSync, constants, statSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { default as lighthouseApi, desktopConfig as desktopConfigOf } from 'lighthouse'
import { CHROMIUM_ARGS, findChromium } from '../browser/find-chromium'
import { startPreview } from '../preview/server'
import {
  budgetFor,
  CATEGORIES,
  compareWithBudget,
  type Breach,
  type BudgetsFile,
  type Measurement,
} from './budgets'
import {
  CALIBRATION_SAMPLES,
  CALIBRATION_WINDOW,
  createCalibrator,
  LIGHTHOUSE_MOBILE_SLOWDOWN,
  MIN_SLOWDOWN,
  OVER_THROTTLE_MARGIN,
  overThrottled,
  type Calibration,
  type Calibrator,
  type CpuSlowdownSetting,
} from './cpu-calibration'
import { EnvironmentError, errorMessage } from './exit'
import {
  benchmarkIndexOf,
  cpuSlowdownOf,
  lighthouseTbtOf,
  lhrSchema,
  measure,
  median,
  medianRunIndex,
  runtimeErrorOf,
  throttlingOf,
  type LighthouseResult,
} from './lhr'
import { silentProgress, type Progress } from './progress'
import type { afterFirstPaintOf as afterFirstPaintOfFn } from './tbt-after-paint'
import { kb, markdownTable, textTable, type Column } from './table'
import { byTemplateAndLocale, readSitePages, representativePages, type SitePage } from './site'
import {
  judgedMeasurement,
  MAX_EXTRA_RUNS,
  MAX_EXTRA_RUNS_PER_PAGE,
  nextRun,
  timingBasis,
  timingRunIndexes,
} from './timing-runs'

export type FormFactor = 'mobile' | 'desktop'

/** A page to measure: where it is and which template's budget applies. */
export interface PageTarget {
  template: string
  locale: string
  path: string
}

/** One breach of one page's budget. */
export interface PageBreach extends Breach {
  template: string
  locale: string
  path: string
}

export interface PageResult extends PageTarget {
  /** Runs that produced a result (failed runs are left out of the medians). */
  runs: number
  /**
   * Medians over the runs; every value null when no run succeeded. The
   * performance score, LCP and TBT only over the runs that count for timing.
   */
  measured: Measurement
  /** Why the page could not be measured, or null. */
  error: string | null
  /** The Lighthouse HTML report of the run closest to the medians, or null when not written. */
  report: string | null
  /** Median benchmark index (Lighthouse's CPU speed of the machine) over the runs, or null. */
  benchmarkIndex: number | null
  /** Median CPU slowdown multiplier the runs were measured with, or null. */
  cpuSlowdownMultiplier: number | null
  /**
   * Median of Lighthouse's own TBT over the runs that count for timing, shown
   * beside the TBT the budget reads (from first paint, see tbt-after-paint.ts).
   */
  lighthouseTbtMs: number | null
  /** Measured again after every page had its runs, because its timing missed the budget. */
  retried: boolean
  /** Runs whose timing counts: not over-throttled (see `overThrottled`). */
  countedRuns: number
  /** Runs whose timing was set aside as over-throttled (their bytes and other scores count). */
  overThrottledRuns: number
  /** Runs made to replace over-throttled ones. */
  extraRuns: number
  /** `all` when no run counted, the extra runs ran out, and timing was judged on every run. */
  timingJudgedOn: 'counted' | 'all'
  /** The extra runs ran out before the page had its planned runs that count. */
  extraRunsExhausted: boolean
}

export interface LighthouseReport {
  check: 'lighthouse'
  ok: boolean
  dir: string
  budgetsFile: string
  formFactor: FormFactor
  /** Runs asked for per page. */
  runs: number
  lighthouseVersion: string | null
  /** How the CPU slowdown was chosen: benchmark index and multiplier. */
  calibration: Calibration
  /** Paths of the pages measured again (see `pagesToRetry`), in the order measured. */
  retried: string[]
  /** Runs set aside as over-throttled, and the extra runs made to replace them. */
  overThrottling: OverThrottling
  pages: PageResult[]
  breaches: PageBreach[]
  warnings: string[]
  seconds: number
}

/** How over-throttled runs were handled over the audit (see timing-runs.ts). */
export interface OverThrottling {
  /** A run is over-throttled when its own index calls for a multiplier this fraction lower. */
  margin: number
  /** Runs set aside, over every page. */
  setAside: number
  /** Extra runs made to replace them, over every page. */
  extraRuns: number
  maxExtraRunsPerPage: number
  maxExtraRuns: number
}

export interface PageSelection {
  templates?: readonly string[]
  locales?: readonly string[]
  /** Measure exactly these site paths (their template and locale read from their page data). */
  paths?: readonly string[]
}

/**
 * The pages to measure: one representative page per template and locale of the
 * built site (see `representativePages`), narrowed by the selection.
 */
export async function selectPages(
  root: string,
  budgets: BudgetsFile,
  selection: PageSelection = {},
): Promise<{ targets: PageTarget[]; warnings: string[] }> {
  const all = await readSitePages(root)
  const order = Object.keys(budgets.templates)
  const warnings: string[] = []
  const siteTemplates = new Set(all.map((p) => p.template))
  for (const t of siteTemplates)
    if (!(t in budgets.templates))
      warnings.push(`template "${t}" has no entry in the budgets: the defaults apply`)
  for (const t of order)
    if (!siteTemplates.has(t)) warnings.push(`budgets name template "${t}", which no page uses`)

  let chosen: SitePage[]
  if (selection.paths && selection.paths.length > 0) {
    chosen = []
    for (const wanted of selection.paths) {
      const normal = wanted.endsWith('/') ? wanted : `${wanted}/`
      const page = all.find((p) => p.path === normal)
      if (page) chosen.push(page)
      else warnings.push(`no page-data for ${wanted}: skipped`)
    }
    chosen.sort(byTemplateAndLocale(order))
  } else chosen = representativePages(all, order)
  const targets = chosen
    .filter((p) => !selection.templates?.length || selection.templates.includes(p.template))
    .filter((p) => !selection.locales?.length || selection.locales.includes(p.locale))
    .map(({ template, locale, path: p }) => ({ template, locale, path: p }))
  return { targets, warnings }
}

/** What else is known of a page's runs besides their results. */
export interface PageRunsInfo {
  /** Runs that threw instead of producing a result. */
  failures?: readonly string[]
  retried?: boolean
  /** The CPU slowdown setting and ceiling, which decide whether a run was over-throttled. */
  throttling?: Pick<Calibration, 'cpuSlowdown' | 'ceiling'>
  extraRuns?: number
  extraRunsExhausted?: boolean
}

/**
 * Summarizes a page's runs (parsed Lighthouse results) and compares the medians
 * with its budget: timing on the runs that were not over-throttled (see
 * timing-runs.ts), everything else on every run.
 */
export function evaluatePage(
  target: PageTarget,
  runs: readonly LighthouseResult[],
  budgets: BudgetsFile,
  info: PageRunsInfo = {},
): { result: PageResult; breaches: PageBreach[]; medianRun: number } {
  const {
    failures = [],
    retried = false,
    throttling = { cpuSlowdown: 'auto', ceiling: LIGHTHOUSE_MOBILE_SLOWDOWN },
  } = info
  const goodIndices = runs.flatMap((r, i) => (runtimeErrorOf(r) ? [] : [i]))
  const good = goodIndices.flatMap((i) => runs[i] ?? [])
  const errors = [
    ...failures,
    ...runs.map(runtimeErrorOf).filter((e): e is string => e !== undefined),
  ]
  const basis = timingBasis(
    good.map((r) => overThrottled(throttlingOf(r), throttling.cpuSlowdown, throttling.ceiling)),
  )
  const timingIndexes = timingRunIndexes(basis)
  const measurements = good.map(measure)
  const timing = timingIndexes.flatMap((i) => measurements[i] ?? [])
  const measured = judgedMeasurement(measurements, timing)
  const error = good.length === 0 ? (errors[0] ?? 'no run produced a result') : null
  const breaches =
    error === null
      ? compareWithBudget(measured, budgetFor(budgets, target.template)).map((b) => ({
          ...target,
          ...b,
        }))
      : []
  // The report kept is of a run the timing was judged on.
  const medianRun =
    timing.length > 0 ? (goodIndices[timingIndexes[medianRunIndex(timing)] ?? -1] ?? -1) : -1
  return {
    result: {
      ...target,
      runs: good.length,
      measured,
      error,
      report: null,
      benchmarkIndex: median(good.map(benchmarkIndexOf)),
      cpuSlowdownMultiplier: median(good.map(cpuSlowdownOf)),
      lighthouseTbtMs: median(
        timingIndexes.map((i) => (good[i] ? lighthouseTbtOf(good[i]) : null)),
      ),
      retried,
      countedRuns: basis.counted.length,
      overThrottledRuns: basis.setAside.length,
      extraRuns: info.extraRuns ?? 0,
      timingJudgedOn: basis.judgedOn,
      extraRunsExhausted: info.extraRunsExhausted ?? false,
    },
    breaches,
    medianRun,
  }
}

export interface LighthouseOptions {
  /** The built site (resolved). */
  root: string
  dir?: string
  budgetsFile: string
  budgets: BudgetsFile
  targets: readonly PageTarget[]
  warnings?: string[]
  runs: number
  formFactor: FormFactor
  /** `auto` (default): calibrate from Lighthouse's benchmark index; or a fixed multiplier. */
  cpuSlowdown?: CpuSlowdownSetting
  /** Where to write each page's HTML report (the run closest to the medians); none when null. */
  reportDir?: string | null
  progress?: Progress
}

function isExecutableFile(file: string): boolean {
  try {
    accessSync(file, constants.X_OK)
    return statSync(file).isFile()
  } catch {
    return false
  }
}

/**
 * Lighthouse's own advice for stable medians: five runs. A page whose timing
 * (performance score, LCP, TBT, CLS) misses its budget on fewer runs is
 * measured again once every page has had its runs (a burst of load from
 * elsewhere has then often passed, and the CPU slowdown is calibrated anew)
 * until it has had five that count (see timing-runs.ts), and judged on the
 * median of all of them, so one slow run on a busy machine does not fail a
 * release. Byte and accessibility budgets do not vary between runs and are
 * never re-measured.
 */
export const STABLE_RUNS = 5

const isTimingBreach = (breach: Breach) =>
  breach.kind === 'metric' || (breach.kind === 'score' && breach.name === 'performance')

/** How many runs a page gets, given the breaches of its runs so far. */
export function plannedRuns(asked: number, breaches: readonly Breach[]): number {
  return asked < STABLE_RUNS && breaches.some(isTimingBreach) ? STABLE_RUNS : asked
}

/**
 * A page after its first runs: how many were attempted (less those set aside
 * as over-throttled) and what missed the budget.
 */
export interface FirstRuns {
  attempts: number
  breaches: readonly Breach[]
}

/**
 * The pages to measure again, by index, each with its extra runs: only those
 * whose timing missed the budget, up to `plannedRuns` in all.
 */
export function pagesToRetry(
  asked: number,
  pages: readonly FirstRuns[],
): { page: number; runs: number }[] {
  return pages.flatMap((p, page) => {
    const runs = plannedRuns(asked, p.breaches) - p.attempts
    return runs > 0 ? [{ page, runs }] : []
  })
}

const uniqueName = (taken: Set<string>, base: string) => {
  let name = base
  for (let i = 2; taken.has(name); i++) name = `${base}-${i}`
  taken.add(name)
  return name
}

/** One page's runs as they come in. */
interface PageRuns {
  target: PageTarget
  runs: LighthouseResult[]
  /** The HTML report of each run in `runs` (only when reports are written). */
  reports: string[]
  failures: string[]
  /** Runs it should have that count: `--runs`, or more once retried. */
  planned: number
  attempts: number
  /** Runs made to replace over-throttled ones. */
  extra: number
  retried: boolean
  extraRunsExhausted: boolean
}

type Lighthouse = typeof lighthouseApi
type AfterFirstPaintOf = typeof afterFirstPaintOfFn
type LighthouseConfig = typeof desktopConfigOf | undefined

/** Runs Lighthouse against URLs in one Chromium, each run with the calibrated CPU slowdown. */
function lighthouseRunner(
  lighthouse: Lighthouse,
  afterFirstPaintOf: AfterFirstPaintOf,
  port: number,
  config: LighthouseConfig,
  calibrator: Calibrator,
) {
  return {
    /** A quick run that only measures Lighthouse's benchmark index, for the calibration. */
    async benchmark(url: string): Promise<void> {
      const result = await lighthouse(
        url,
        { port, output: 'json', logLevel: 'error', onlyAudits: ['viewport'] },
        config,
      )
      calibrator.add(result?.lhr.environment.benchmarkIndex)
    },
    /** One measured run of a page, added to its runs (or its failures). */
    async measure(url: string, page: PageRuns, html: boolean): Promise<void> {
      page.attempts++
      try {
        const result = await lighthouse(
          url,
          {
            port,
            output: html ? 'html' : 'json',
            logLevel: 'error',
            onlyCategories: [...CATEGORIES],
            throttling: { cpuSlowdownMultiplier: calibrator.multiplier() },
          },
          config,
        )
        const parsed = lhrSchema.safeParse(result?.lhr)
        if (!result || !parsed.success) {
          page.failures.push('Lighthouse returned no usable result')
          return
        }
        calibrator.add(benchmarkIndexOf(parsed.data) ?? undefined)
        const afterFirstPaint = await afterFirstPaintOf(result)
        page.runs.push(afterFirstPaint ? { ...parsed.data, afterFirstPaint } : parsed.data)
        if (html)
          page.reports.push(
            typeof result.report === 'string' ? result.report : result.report.join(''),
          )
      } catch (error) {
        page.failures.push(errorMessage(error))
      }
    },
  }
}

/** Lighthouse's default CPU slowdown for the form factor: the most calibration uses. */
const defaultSlowdown = (config: LighthouseConfig) =>
  config?.settings?.throttling?.cpuSlowdownMultiplier ?? LIGHTHOUSE_MOBILE_SLOWDOWN

/**
 * Runs Lighthouse's Node API in Chromium against each page, `runs` times, on
 * the project's own preview server, and compares the medians with the budgets.
 * Mobile defaults unless `formFactor` is desktop. The CPU slowdown is
 * calibrated from Lighthouse's benchmark index (see cpu-calibration.ts) unless
 * `cpuSlowdown` fixes it; pages whose timing misses the budget are measured
 * again at the end (see `pagesToRetry`).
 */
export async function runLighthouse(options: LighthouseOptions): Promise<LighthouseReport> {
  const started = performance.now()
  const progress = options.progress ?? silentProgress
  const chromePath = findChromium()
  if (!chromePath)
    throw new EnvironmentError(
      'No Chromium found: run "npm run tools -- ensure-browser", or set CHROME_PATH.',
    )
  if (!isExecutableFile(chromePath))
    throw new EnvironmentError(`${chromePath} is not an executable Chromium (check CHROME_PATH).`)
  const [{ default: lighthouse, desktopConfig }, chromeLauncher, { afterFirstPaintOf }] =
    await Promise.all([
      import('lighthouse'),
      import('chrome-launcher'),
      import('./tbt-after-paint'),
    ])
  const server = await startPreview({
    root: options.root,
    port: 0,
    fallbackPorts: 0,
    signInCheck: false,
  })
  let chrome: Awaited<ReturnType<typeof chromeLauncher.launch>>
  try {
    chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
      logLevel: 'silent',
    })
  } catch (error) {
    await server.close()
    throw new EnvironmentError(`Chromium (${chromePath}) did not start: ${errorMessage(error)}`)
  }

  const config = options.formFactor === 'desktop' ? desktopConfig : undefined
  const setting = options.cpuSlowdown ?? 'auto'
  const throttling = { cpuSlowdown: setting, ceiling: defaultSlowdown(config) }
  const calibrator = createCalibrator(setting, throttling.ceiling)
  const runner = lighthouseRunner(lighthouse, afterFirstPaintOf, chrome.port, config, calibrator)
  const html = Boolean(options.reportDir)
  const warnings = [...(options.warnings ?? [])]
  const pages: PageRuns[] = options.targets.map((target) => ({
    target,
    runs: [],
    reports: [],
    failures: [],
    planned: options.runs,
    attempts: 0,
    extra: 0,
    retried: false,
    extraRunsExhausted: false,
  }))
  const evaluate = (page: PageRuns) =>
    evaluatePage(page.target, page.runs, options.budgets, {
      failures: page.failures,
      retried: page.retried,
      throttling,
      extraRuns: page.extra,
      extraRunsExhausted: page.extraRunsExhausted,
    })
  const setAsideOf = (page: PageRuns) =>
    page.runs.filter(
      (r) => !runtimeErrorOf(r) && overThrottled(throttlingOf(r), setting, throttling.ceiling),
    ).length
  const urlOf = (page: PageRuns) => `${server.url}${page.target.path}`
  let extraRunsLeft = MAX_EXTRA_RUNS
  /** Runs a page until it has its planned runs that count, or the extra runs run out. */
  const measureAll = async (page: PageRuns, prefix: string) => {
    for (;;) {
      const next = nextRun(
        {
          planned: page.planned,
          attempts: page.attempts,
          setAside: setAsideOf(page),
          extra: page.extra,
        },
        extraRunsLeft,
      )
      page.extraRunsExhausted = next === 'bound'
      if (next === 'done' || next === 'bound') return
      if (next === 'extra') {
        page.extra++
        extraRunsLeft--
      }
      const run =
        next === 'extra'
          ? `  extra run ${page.extra}/${MAX_EXTRA_RUNS_PER_PAGE} (over-throttled runs set aside)`
          : page.planned > 1
            ? `  run ${page.attempts - page.extra + 1}/${page.planned}`
            : ''
      progress.update(
        `${prefix} ${page.target.template} ${page.target.locale} ${page.target.path}${run}`,
      )
      await runner.measure(urlOf(page), page, html)
    }
  }
  let calibration: Calibration
  try {
    const first = pages[0]
    if (setting === 'auto' && first)
      for (let i = 1; i <= CALIBRATION_SAMPLES; i++) {
        progress.update(`calibrating the CPU slowdown: benchmark ${i}/${CALIBRATION_SAMPLES}`)
        await runner.benchmark(urlOf(first)).catch((error: unknown) => {
          warnings.push(`a calibration run failed: ${errorMessage(error)}`)
        })
      }
    calibration = calibrator.snapshot()

    for (const [i, page] of pages.entries()) await measureAll(page, `${i + 1}/${pages.length}`)

    const firstRuns = pages.map((p) => ({
      attempts: p.attempts - setAsideOf(p),
      breaches: evaluate(p).breaches,
    }))
    const retries = pagesToRetry(options.runs, firstRuns)
    for (const [i, retry] of retries.entries()) {
      const page = pages[retry.page]
      if (!page) continue
      page.retried = true
      page.planned = plannedRuns(options.runs, firstRuns[retry.page]?.breaches ?? [])
      await measureAll(page, `retry ${i + 1}/${retries.length}`)
    }
  } finally {
    chrome.kill()
    await server.close()
  }

  const results: PageResult[] = []
  const breaches: PageBreach[] = []
  const names = new Set<string>()
  for (const page of pages) {
    const evaluated = evaluate(page)
    const report = page.reports[evaluated.medianRun]
    if (options.reportDir && report) {
      await mkdir(options.reportDir, { recursive: true })
      const name = uniqueName(names, `${page.target.template}-${page.target.locale}`)
      const file = path.join(options.reportDir, `${name}.html`)
      await writeFile(file, report)
      evaluated.result.report = path.relative(process.cwd(), file)
    }
    if (evaluated.result.extraRunsExhausted)
      warnings.push(`extra runs ran out: ${shortOfRuns(evaluated.result)}`)
    results.push(evaluated.result)
    breaches.push(...evaluated.breaches)
  }
  return {
    check: 'lighthouse',
    ok: breaches.length === 0 && results.every((p) => p.error === null),
    dir: options.dir ?? options.root,
    budgetsFile: options.budgetsFile,
    formFactor: options.formFactor,
    runs: options.runs,
    lighthouseVersion: pages.flatMap((p) => p.runs).at(-1)?.lighthouseVersion ?? null,
    calibration: { ...calibration, benchmarkIndexes: calibrator.snapshot().benchmarkIndexes },
    retried: pages.filter((p) => p.retried).map((p) => p.target.path),
    overThrottling: {
      margin: OVER_THROTTLE_MARGIN,
      setAside: results.reduce((n, p) => n + p.overThrottledRuns, 0),
      extraRuns: results.reduce((n, p) => n + p.extraRuns, 0),
      maxExtraRunsPerPage: MAX_EXTRA_RUNS_PER_PAGE,
      maxExtraRuns: MAX_EXTRA_RUNS,
    },
    pages: results,
    breaches,
    warnings,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  }
}

/** Findings of a Lighthouse report: every breach and every page that could not be measured. */
export function lighthouseFindings(report: LighthouseReport): number {
  return report.breaches.length + report.pages.filter((p) => p.error !== null).length
}

const COLUMNS: Column[] = [
  { title: 'template' },
  { title: 'locale' },
  { title: 'page' },
  { title: 'runs', align: 'right' },
  { title: 'bench', align: 'right' },
  { title: 'cpu', align: 'right' },
  { title: 'perf', align: 'right' },
  { title: 'a11y', align: 'right' },
  { title: 'best', align: 'right' },
  { title: 'seo', align: 'right' },
  { title: 'LCP', align: 'right' },
  { title: 'TBT', align: 'right' },
  { title: 'LH TBT', align: 'right' },
  { title: 'CLS', align: 'right' },
  { title: 'total', align: 'right' },
  { title: 'script', align: 'right' },
  { title: 'css', align: 'right' },
  { title: 'image', align: 'right' },
  { title: 'font', align: 'right' },
  { title: 'document', align: 'right' },
]

/** Runs, with those set aside as over-throttled and whether it was measured again. */
const runsCell = (p: PageResult) =>
  `${p.runs}${p.overThrottledRuns > 0 ? ` (${p.overThrottledRuns} aside)` : ''}${p.retried ? ' retried' : ''}`

function rows(report: LighthouseReport): string[][] {
  const flagged = new Set(report.breaches.map((b) => `${b.path} ${b.name}`))
  const mark = (p: PageResult, name: string, text: string) =>
    flagged.has(`${p.path} ${name}`) ? `${text}!` : text
  const num = (v: number | null, digits = 0) => (v === null ? '-' : v.toFixed(digits))
  return report.pages.map((p) => {
    if (p.error) return [p.template, p.locale, p.path, `error: ${p.error}`]
    const { scores, metrics, bytes } = p.measured
    return [
      p.template,
      p.locale,
      p.path,
      runsCell(p),
      num(p.benchmarkIndex),
      p.cpuSlowdownMultiplier === null ? '-' : `${num(p.cpuSlowdownMultiplier, 1)}x`,
      ...CATEGORIES.map((c) => mark(p, c, num(scores[c]))),
      mark(p, 'lcpMs', metrics.lcpMs === null ? '-' : `${num(metrics.lcpMs)} ms`),
      mark(p, 'tbtMs', metrics.tbtMs === null ? '-' : `${num(metrics.tbtMs)} ms`),
      p.lighthouseTbtMs === null ? '-' : `${num(p.lighthouseTbtMs)} ms`,
      mark(p, 'cls', num(metrics.cls, 3)),
      ...(['total', 'script', 'stylesheet', 'image', 'font', 'document'] as const).map((t) =>
        mark(p, t, kb(bytes[t])),
      ),
    ]
  })
}

/** The measurements as a terminal table, `!` marking each value over its budget. */
export function lighthouseTable(report: LighthouseReport): string {
  return textTable(COLUMNS, rows(report))
}

export function lighthouseMarkdownTable(report: LighthouseReport): string {
  return markdownTable(COLUMNS, rows(report))
}

const times = (n: number) => `${n}x`

/**
 * How the CPU slowdown was chosen and which pages were measured again, in one
 * or two sentences for the human report and the audit summary.
 */
export function calibrationSummary(report: LighthouseReport): string {
  const c = report.calibration
  const seen = c.benchmarkIndexes
  const range =
    seen.length > 1
      ? `; indexes seen over the runs ${Math.round(Math.min(...seen))}-${Math.round(Math.max(...seen))}`
      : ''
  const cpu =
    c.cpuSlowdown !== 'auto'
      ? `CPU slowdown ${times(c.cpuSlowdownMultiplier)}, fixed by --cpu-slowdown (Lighthouse's default: ${times(c.ceiling)})${range}.`
      : c.benchmarkIndex === null
        ? `CPU slowdown ${times(c.cpuSlowdownMultiplier)}, Lighthouse's default: no benchmark index to calibrate from.`
        : `CPU slowdown calibrated from Lighthouse's benchmark index: ${Math.round(c.benchmarkIndex)} before the first page, so ${times(c.cpuSlowdownMultiplier)} ` +
          `(bounds ${times(MIN_SLOWDOWN)}-${times(c.ceiling)}, each run follows the median of the latest ${CALIBRATION_WINDOW} indexes${range}).`
  const retried =
    report.retried.length === 0
      ? `No page was measured again.`
      : `Measured again (timing over budget on ${report.runs} run${report.runs === 1 ? '' : 's'}), judged on the median of ${STABLE_RUNS}: ${report.retried.join(', ')}.`
  const over = c.cpuSlowdown === 'auto' ? ` ${overThrottlingSummary(report)}` : ''
  return `${cpu} ${retried}${over}`
}

const runs = (n: number) => `${n} run${n === 1 ? '' : 's'}`

/** Which runs were set aside as over-throttled, the extra runs made, and where they ran out. */
export function overThrottlingSummary(report: LighthouseReport): string {
  const o = report.overThrottling
  const rule = `its own benchmark index calling for a multiplier more than ${Math.round(o.margin * 100)}% below the one used`
  if (o.setAside === 0) return `No run was over-throttled (${rule}).`
  const pages = report.pages
    .filter((p) => p.overThrottledRuns > 0)
    .map((p) => `${p.path} ${p.overThrottledRuns} of ${p.runs}`)
  const short = report.pages.filter((p) => p.extraRunsExhausted).map(shortOfRuns)
  return (
    `Over-throttled runs (${rule}) set aside for the performance score, LCP and TBT: ${pages.join(', ')}; ` +
    `${runs(o.extraRuns)} made to replace them (at most ${o.maxExtraRunsPerPage} a page, ${o.maxExtraRuns} an audit).` +
    (short.length > 0 ? ` Extra runs ran out: ${short.join('; ')}.` : '')
  )
}

/** How a page short of counting runs was judged, for the summary and the warnings. */
export function shortOfRuns(p: PageResult): string {
  return p.timingJudgedOn === 'all'
    ? `${p.path} timing judged on all ${runs(p.runs)}, none counted`
    : `${p.path} timing judged on the ${runs(p.countedRuns)} that counted`
}

/** The human report: the table, every breach with measured value, budget and page, a summary. */
export function formatLighthouseReport(report: LighthouseReport): string {
  const lines = [lighthouseTable(report), '']
  for (const w of report.warnings) lines.push(`warning: ${w}`)
  for (const b of report.breaches)
    lines.push(`breach: ${b.template} ${b.locale} ${b.path}: ${b.message}`)
  for (const p of report.pages.filter((x) => x.error))
    lines.push(`error: ${p.template} ${p.locale} ${p.path}: ${p.error}`)
  const reports = report.pages.filter((p) => p.report).length
  lines.push(
    `Lighthouse ${report.lighthouseVersion ?? ''} (${report.formFactor}, ${report.runs} run${report.runs === 1 ? '' : 's'} a page, medians): ` +
      `${report.pages.length} pages, ${lighthouseFindings(report)} findings against ${report.budgetsFile}` +
      `${reports > 0 ? `, ${reports} HTML reports` : ''} in ${report.seconds.toFixed(1)} s`,
    calibrationSummary(report),
  )
  return lines.join('\n')
}
