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
  type Calibration,
  type Calibrator,
  type CpuSlowdownSetting,
} from './cpu-calibration'
import { EnvironmentError, errorMessage } from './exit'
import {
  benchmarkIndexOf,
  cpuSlowdownOf,
  lhrSchema,
  measure,
  median,
  medianMeasurement,
  medianRunIndex,
  runtimeErrorOf,
  type LighthouseResult,
} from './lhr'
import { silentProgress, type Progress } from './progress'
import { kb, markdownTable, textTable, type Column } from './table'
import { byTemplateAndLocale, readSitePages, representativePages, type SitePage } from './site'

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
  /** Medians over the runs; every value null when no run succeeded. */
  measured: Measurement
  /** Why the page could not be measured, or null. */
  error: string | null
  /** The Lighthouse HTML report of the run closest to the medians, or null when not written. */
  report: string | null
  /** Median benchmark index (Lighthouse's CPU speed of the machine) over the runs, or null. */
  benchmarkIndex: number | null
  /** Median CPU slowdown multiplier the runs were measured with, or null. */
  cpuSlowdownMultiplier: number | null
  /** Measured again after every page had its runs, because its timing missed the budget. */
  retried: boolean
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
  pages: PageResult[]
  breaches: PageBreach[]
  warnings: string[]
  seconds: number
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

/** Summarizes a page's runs (parsed Lighthouse results) and compares the medians with its budget. */
export function evaluatePage(
  target: PageTarget,
  runs: readonly LighthouseResult[],
  budgets: BudgetsFile,
  failures: readonly string[] = [],
  retried = false,
): { result: PageResult; breaches: PageBreach[]; medianRun: number } {
  const goodIndices = runs.flatMap((r, i) => (runtimeErrorOf(r) ? [] : [i]))
  const good = goodIndices.flatMap((i) => runs[i] ?? [])
  const errors = [
    ...failures,
    ...runs.map(runtimeErrorOf).filter((e): e is string => e !== undefined),
  ]
  const measurements = good.map(measure)
  const measured = medianMeasurement(measurements)
  const error = good.length === 0 ? (errors[0] ?? 'no run produced a result') : null
  const breaches =
    error === null
      ? compareWithBudget(measured, budgetFor(budgets, target.template)).map((b) => ({
          ...target,
          ...b,
        }))
      : []
  const medianRun = measurements.length > 0 ? (goodIndices[medianRunIndex(measurements)] ?? -1) : -1
  return {
    result: {
      ...target,
      runs: good.length,
      measured,
      error,
      report: null,
      benchmarkIndex: median(good.map(benchmarkIndexOf)),
      cpuSlowdownMultiplier: median(good.map(cpuSlowdownOf)),
      retried,
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
 * until it has had five, and judged on the median of all of them, so one slow
 * run on a busy machine does not fail a release. Byte and accessibility
 * budgets do not vary between runs and are never re-measured.
 */
export const STABLE_RUNS = 5

const isTimingBreach = (breach: Breach) =>
  breach.kind === 'metric' || (breach.kind === 'score' && breach.name === 'performance')

/** How many runs a page gets, given the breaches of its runs so far. */
export function plannedRuns(asked: number, breaches: readonly Breach[]): number {
  return asked < STABLE_RUNS && breaches.some(isTimingBreach) ? STABLE_RUNS : asked
}

/** A page after its first runs: how many were attempted and what missed the budget. */
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
  attempts: number
  retried: boolean
}

type Lighthouse = typeof lighthouseApi
type LighthouseConfig = typeof desktopConfigOf | undefined

/** Runs Lighthouse against URLs in one Chromium, each run with the calibrated CPU slowdown. */
function lighthouseRunner(
  lighthouse: Lighthouse,
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
        page.runs.push(parsed.data)
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
  const [{ default: lighthouse, desktopConfig }, chromeLauncher] = await Promise.all([
    import('lighthouse'),
    import('chrome-launcher'),
  ])
  const server = await startPreview({ root: options.root, port: 0, fallbackPorts: 0 })
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
  const calibrator = createCalibrator(setting, defaultSlowdown(config))
  const runner = lighthouseRunner(lighthouse, chrome.port, config, calibrator)
  const html = Boolean(options.reportDir)
  const warnings = [...(options.warnings ?? [])]
  const pages: PageRuns[] = options.targets.map((target) => ({
    target,
    runs: [],
    reports: [],
    failures: [],
    attempts: 0,
    retried: false,
  }))
  const urlOf = (page: PageRuns) => `${server.url}${page.target.path}`
  const label = (page: PageRuns, i: number, of: number, runs: number) =>
    `${i}/${of} ${page.target.template} ${page.target.locale} ${page.target.path}` +
    (runs > 1 ? `  run ${page.attempts + 1}/${runs}` : '')
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

    for (const [i, page] of pages.entries())
      while (page.attempts < options.runs) {
        progress.update(label(page, i + 1, pages.length, options.runs))
        await runner.measure(urlOf(page), page, html)
      }

    const retries = pagesToRetry(
      options.runs,
      pages.map((p) => ({
        attempts: p.attempts,
        breaches: evaluatePage(p.target, p.runs, options.budgets, p.failures).breaches,
      })),
    )
    for (const [i, retry] of retries.entries()) {
      const page = pages[retry.page]
      if (!page) continue
      page.retried = true
      const total = page.attempts + retry.runs
      while (page.attempts < total) {
        progress.update(`retry ${label(page, i + 1, retries.length, total)}`)
        await runner.measure(urlOf(page), page, html)
      }
    }
  } finally {
    chrome.kill()
    await server.close()
  }

  const results: PageResult[] = []
  const breaches: PageBreach[] = []
  const names = new Set<string>()
  for (const page of pages) {
    const evaluated = evaluatePage(
      page.target,
      page.runs,
      options.budgets,
      page.failures,
      page.retried,
    )
    const report = page.reports[evaluated.medianRun]
    if (options.reportDir && report) {
      await mkdir(options.reportDir, { recursive: true })
      const name = uniqueName(names, `${page.target.template}-${page.target.locale}`)
      const file = path.join(options.reportDir, `${name}.html`)
      await writeFile(file, report)
      evaluated.result.report = path.relative(process.cwd(), file)
    }
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
  { title: 'CLS', align: 'right' },
  { title: 'total', align: 'right' },
  { title: 'script', align: 'right' },
  { title: 'css', align: 'right' },
  { title: 'image', align: 'right' },
  { title: 'font', align: 'right' },
  { title: 'document', align: 'right' },
]

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
      p.retried ? `${p.runs} retried` : String(p.runs),
      num(p.benchmarkIndex),
      p.cpuSlowdownMultiplier === null ? '-' : `${num(p.cpuSlowdownMultiplier, 1)}x`,
      ...CATEGORIES.map((c) => mark(p, c, num(scores[c]))),
      mark(p, 'lcpMs', metrics.lcpMs === null ? '-' : `${num(metrics.lcpMs)} ms`),
      mark(p, 'tbtMs', metrics.tbtMs === null ? '-' : `${num(metrics.tbtMs)} ms`),
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
  return `${cpu} ${retried}`
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
