import { accessSync, constants, statSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
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
import { EnvironmentError, errorMessage } from './exit'
import {
  lhrSchema,
  measure,
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
    result: { ...target, runs: good.length, measured, error, report: null },
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
 * measured until it has had five, and judged on the median of all of them, so
 * one slow run on a busy machine does not fail a release. Byte and
 * accessibility budgets do not vary between runs and are never re-measured.
 */
export const STABLE_RUNS = 5

const isTimingBreach = (breach: Breach) =>
  breach.kind === 'metric' || (breach.kind === 'score' && breach.name === 'performance')

/** How many runs a page gets, given the breaches of its runs so far. */
export function plannedRuns(asked: number, breaches: readonly Breach[]): number {
  return asked < STABLE_RUNS && breaches.some(isTimingBreach) ? STABLE_RUNS : asked
}

const uniqueName = (taken: Set<string>, base: string) => {
  let name = base
  for (let i = 2; taken.has(name); i++) name = `${base}-${i}`
  taken.add(name)
  return name
}

/**
 * Runs Lighthouse's Node API in Chromium against each page, `runs` times, on
 * the project's own preview server, and compares the medians with the budgets.
 * Mobile defaults unless `formFactor` is desktop.
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

  const pages: PageResult[] = []
  const breaches: PageBreach[] = []
  const names = new Set<string>()
  let version: string | null = null
  try {
    for (const [i, target] of options.targets.entries()) {
      const runs: LighthouseResult[] = []
      const reports: string[] = []
      const failures: string[] = []
      let planned = options.runs
      for (let run = 1; run <= planned; run++) {
        progress.update(
          `${i + 1}/${options.targets.length} ${target.template} ${target.locale} ${target.path}` +
            (planned > 1 ? `  run ${run}/${planned}` : ''),
        )
        try {
          const result = await lighthouse(
            `${server.url}${target.path}`,
            {
              port: chrome.port,
              output: 'html',
              logLevel: 'error',
              onlyCategories: [...CATEGORIES],
            },
            options.formFactor === 'desktop' ? desktopConfig : undefined,
          )
          const parsed = lhrSchema.safeParse(result?.lhr)
          if (!result || !parsed.success) {
            failures.push('Lighthouse returned no usable result')
            continue
          }
          version = parsed.data.lighthouseVersion
          runs.push(parsed.data)
          reports.push(typeof result.report === 'string' ? result.report : result.report.join(''))
        } catch (error) {
          failures.push(errorMessage(error))
        }
        if (run === planned)
          planned = plannedRuns(
            options.runs,
            evaluatePage(target, runs, options.budgets, failures).breaches,
          )
      }
      const evaluated = evaluatePage(target, runs, options.budgets, failures)
      const html = reports[evaluated.medianRun]
      if (options.reportDir && html) {
        await mkdir(options.reportDir, { recursive: true })
        const name = uniqueName(names, `${target.template}-${target.locale}`)
        const file = path.join(options.reportDir, `${name}.html`)
        await writeFile(file, html)
        evaluated.result.report = path.relative(process.cwd(), file)
      }
      pages.push(evaluated.result)
      breaches.push(...evaluated.breaches)
    }
  } finally {
    chrome.kill()
    await server.close()
  }
  return {
    check: 'lighthouse',
    ok: breaches.length === 0 && pages.every((p) => p.error === null),
    dir: options.dir ?? options.root,
    budgetsFile: options.budgetsFile,
    formFactor: options.formFactor,
    runs: options.runs,
    lighthouseVersion: version,
    pages,
    breaches,
    warnings: options.warnings ?? [],
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
      String(p.runs),
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
  )
  return lines.join('\n')
}
