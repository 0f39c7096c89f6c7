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
  TIMING_CATEGORIES,
  type Breach,
  type BudgetsFile,
  type Category,
  type Measurement,
} from './budgets'
import { CONTROL_PATH, startControlServer, judgeControl, type ControlReport } from './control'
import { EnvironmentError, errorMessage, UsageError } from '../exit'
import {
  benchmarkIndexOf,
  lighthouseLcpOf,
  lighthouseTbtOf,
  lhrSchema,
  measure,
  median,
  medianMeasurement,
  medianRunIndex,
  runtimeErrorOf,
  type LighthouseResult,
} from './lhr'
import { silentProgress, type Progress } from './progress'
import type { threadTimeResultOf as threadTimeResultOfFn } from './thread-time'
import { kb, markdownTable, textTable, type Column } from './table'
import {
  byTemplateAndLocale,
  eachTemplateOnce,
  readSitePages,
  representativePages,
  type SitePage,
} from './site'

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
  /** Runs that produced a result. */
  runs: number
  /** Runs Lighthouse could not complete (a broken trace on a starved machine), each measured again. */
  failedRuns: number
  /** Medians over the runs; every value null when no run succeeded. */
  measured: Measurement
  /** Why the page could not be measured, or null. */
  error: string | null
  /** The Lighthouse HTML report of the run closest to the medians, or null when not written. */
  report: string | null
  /** Median benchmark index (Lighthouse's wall-clock CPU speed of the machine, load included), or null. */
  benchmarkIndex: number | null
  /** Medians of Lighthouse's own LCP and TBT (wall time), shown beside the ones the budget reads. */
  lighthouseLcpMs: number | null
  lighthouseTbtMs: number | null
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
  /** The CPU slowdown of the simulation (Lighthouse's default for the form factor unless fixed). */
  cpuSlowdownMultiplier: number
  /** The control page, measured before and after the pages: whether timing verdicts can be trusted. */
  control: ControlReport
  pages: PageResult[]
  breaches: PageBreach[]
  warnings: string[]
  seconds: number
}

/** Which pages: one per template and locale (release), or each template once (the gate in `npm test`). */
export type PageSample = 'all' | 'templates'

export interface PageSelection {
  templates?: readonly string[]
  locales?: readonly string[]
  /** Measure exactly these site paths (their template and locale read from their page data). */
  paths?: readonly string[]
  sample?: PageSample
}

/**
 * The pages to measure: one representative page per template and locale of the
 * built site (see `representativePages`), or with `sample: 'templates'` each
 * template once with the locales spread over them (see `eachTemplateOnce`),
 * narrowed by the selection.
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
  } else {
    const filtered = all
      .filter((p) => !selection.templates?.length || selection.templates.includes(p.template))
      .filter((p) => !selection.locales?.length || selection.locales.includes(p.locale))
    const representatives = representativePages(filtered, order)
    chosen = selection.sample === 'templates' ? eachTemplateOnce(representatives) : representatives
  }
  const targets = chosen.map(({ template, locale, path: p }) => ({ template, locale, path: p }))
  return { targets, warnings }
}

/**
 * Summarizes a page's runs (parsed Lighthouse results, each with its
 * thread-time metrics) and compares the medians with its budget.
 */
export function evaluatePage(
  target: PageTarget,
  runs: readonly LighthouseResult[],
  budgets: BudgetsFile,
  failures: readonly string[] = [],
): { result: PageResult; breaches: PageBreach[]; medianRun: number } {
  const measurements = runs.map(measure)
  const measured = medianMeasurement(measurements)
  const error = runs.length === 0 ? (failures[0] ?? 'no run produced a result') : null
  const breaches =
    error === null
      ? compareWithBudget(measured, budgetFor(budgets, target.template)).map((b) => ({
          ...target,
          ...b,
        }))
      : []
  return {
    result: {
      ...target,
      runs: runs.length,
      failedRuns: failures.length,
      measured,
      error,
      report: null,
      benchmarkIndex: median(runs.map(benchmarkIndexOf)),
      lighthouseLcpMs: median(runs.map(lighthouseLcpOf)),
      lighthouseTbtMs: median(runs.map(lighthouseTbtOf)),
    },
    breaches,
    medianRun: runs.length > 0 ? medianRunIndex(measurements) : -1,
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
  /** A fixed CPU slowdown instead of Lighthouse's default for the form factor. */
  cpuSlowdown?: number
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
 * Attempts a run may take: Lighthouse sometimes records a broken trace on a
 * starved machine (NO_NAVSTART, NO_FCP). Such a run says nothing of the page;
 * it is measured again, and a page with no run left is reported as not
 * measured, never as a pass.
 */
export const ATTEMPTS_PER_RUN = 3

/** `--cpu-slowdown`: a multiplier of at least 1. */
export function parseCpuSlowdown(value: string | number | undefined): number | undefined {
  if (value === undefined || value === '') return undefined
  const n = Number(value)
  if (!Number.isFinite(n) || n < 1)
    throw new UsageError(`--cpu-slowdown must be a number of at least 1, got "${value}"`)
  return n
}

const uniqueName = (taken: Set<string>, base: string) => {
  let name = base
  for (let i = 2; taken.has(name); i++) name = `${base}-${i}`
  taken.add(name)
  return name
}

/** One page's runs as they come in. */
export interface PageRuns {
  target: PageTarget
  runs: LighthouseResult[]
  /** The HTML report of each run in `runs` (only when reports are written). */
  reports: string[]
  failures: string[]
}

type Lighthouse = typeof lighthouseApi
type ThreadTimeResultOf = typeof threadTimeResultOfFn
type LighthouseConfig = typeof desktopConfigOf | undefined

/** Lighthouse's default CPU slowdown for the form factor. */
const defaultSlowdown = (config: LighthouseConfig) =>
  config?.settings?.throttling?.cpuSlowdownMultiplier ?? 4

/**
 * One Lighthouse run of a URL in the open Chromium, with its thread-time
 * metrics added; a run Lighthouse could not complete is measured again (see
 * `ATTEMPTS_PER_RUN`), each failure recorded.
 */
function lighthouseRunner(
  lighthouse: Lighthouse,
  threadTimeResultOf: ThreadTimeResultOf,
  port: number,
  config: LighthouseConfig,
  cpuSlowdownMultiplier: number,
) {
  const once = async (url: string, html: boolean, categories: readonly Category[]) => {
    const result = await lighthouse(
      url,
      {
        port,
        output: html ? 'html' : 'json',
        logLevel: 'error',
        onlyCategories: [...categories],
        throttling: { cpuSlowdownMultiplier },
        // The full-page screenshot (about a second a run) only illustrates the HTML report.
        disableFullPageScreenshot: !html,
      },
      config,
    )
    const parsed = lhrSchema.safeParse(result?.lhr)
    if (!result || !parsed.success) throw new Error('Lighthouse returned no usable result')
    const error = runtimeErrorOf(parsed.data)
    if (error) throw new Error(error)
    const threadTime = await threadTimeResultOf(result)
    const report = typeof result.report === 'string' ? result.report : result.report.join('')
    return { lhr: { ...parsed.data, threadTime }, report }
  }
  return async (
    url: string,
    page: PageRuns,
    html: boolean,
    categories: readonly Category[],
  ): Promise<void> => {
    for (let attempt = 1; attempt <= ATTEMPTS_PER_RUN; attempt++) {
      try {
        const { lhr, report } = await once(url, html, categories)
        page.runs.push(lhr)
        if (html) page.reports.push(report)
        return
      } catch (error) {
        page.failures.push(errorMessage(error))
      }
    }
  }
}

/** An open Chromium, the site's preview server and the control page's server, ready to measure. */
export interface LighthouseSession {
  /** The CPU slowdown of the simulation. */
  cpuSlowdownMultiplier: number
  /** One run of a site path (or, with `control`, of the control page) added to `page`. */
  measure(page: PageRuns, html: boolean, options?: { control?: boolean }): Promise<void>
  close(): Promise<void>
}

/**
 * Starts what measuring needs: Chromium (headless), the project's preview
 * server on the built site, and the control page's server, all on 127.0.0.1.
 * Mobile defaults unless `formFactor` is desktop.
 */
export async function openLighthouse(options: {
  root: string
  formFactor: FormFactor
  cpuSlowdown?: number
  /** The categories measured on the site's pages (all by default); the control needs only performance. */
  categories?: readonly Category[]
}): Promise<LighthouseSession> {
  const chromePath = findChromium()
  if (!chromePath)
    throw new EnvironmentError(
      'No Chromium found: run "npm run tools -- ensure-browser", or set CHROME_PATH.',
    )
  if (!isExecutableFile(chromePath))
    throw new EnvironmentError(`${chromePath} is not an executable Chromium (check CHROME_PATH).`)
  const [{ default: lighthouse, desktopConfig }, chromeLauncher, { threadTimeResultOf }] =
    await Promise.all([import('lighthouse'), import('chrome-launcher'), import('./thread-time')])
  const server = await startPreview({
    root: options.root,
    port: 0,
    fallbackPorts: 0,
    signInCheck: false,
  })
  const controlServer = await startControlServer()
  const closeServers = () => Promise.all([server.close(), controlServer.close()]).then(() => {})
  let chrome: Awaited<ReturnType<typeof chromeLauncher.launch>>
  try {
    chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
      logLevel: 'silent',
    })
  } catch (error) {
    await closeServers()
    throw new EnvironmentError(`Chromium (${chromePath}) did not start: ${errorMessage(error)}`)
  }
  const config = options.formFactor === 'desktop' ? desktopConfig : undefined
  const cpuSlowdownMultiplier = options.cpuSlowdown ?? defaultSlowdown(config)
  const measureRun = lighthouseRunner(
    lighthouse,
    threadTimeResultOf,
    chrome.port,
    config,
    cpuSlowdownMultiplier,
  )
  return {
    cpuSlowdownMultiplier,
    measure: (page, html, { control = false } = {}) =>
      measureRun(
        `${control ? controlServer.url : server.url}${control ? CONTROL_PATH : page.target.path}`,
        page,
        html,
        control ? TIMING_CATEGORIES : (options.categories ?? CATEGORIES),
      ),
    async close() {
      chrome.kill()
      await closeServers()
    },
  }
}

/** A page's runs before any: what `LighthouseSession.measure` adds to. */
export const pageRuns = (target: PageTarget): PageRuns => ({
  target,
  runs: [],
  reports: [],
  failures: [],
})

/**
 * Runs Lighthouse against each page, `runs` times, and compares the medians
 * with the budgets. Timing is judged on Lighthouse's simulation re-run on
 * thread time (thread-time.ts), so the verdict does not move with the
 * machine's load; a control page with no script is measured before and after
 * the pages, and a control over budget makes the timing verdict untrusted,
 * never a pass (control.ts).
 */
export async function runLighthouse(options: LighthouseOptions): Promise<LighthouseReport> {
  const started = performance.now()
  const progress = options.progress ?? silentProgress
  const session = await openLighthouse(options)
  const { cpuSlowdownMultiplier } = session
  const html = Boolean(options.reportDir)
  const warnings = [...(options.warnings ?? [])]
  const pages = options.targets.map(pageRuns)
  const controlRuns: LighthouseResult[] = []
  const controlFailures: string[] = []
  /** One run of the control page; its verdict is judged on all of them at the end. */
  const measureControl = async (label: string) => {
    progress.log(`lighthouse: ${label}`)
    const control = pageRuns({ template: 'control', locale: 'en', path: CONTROL_PATH })
    await session.measure(control, false, { control: true })
    controlRuns.push(...control.runs)
    controlFailures.push(...control.failures)
  }
  let control: ControlReport
  try {
    await measureControl('control page (no script), before the pages')
    for (const [i, page] of pages.entries())
      for (let run = 1; run <= options.runs; run++) {
        const runLabel = options.runs > 1 ? `  run ${run}/${options.runs}` : ''
        progress.log(
          `lighthouse: ${i + 1}/${pages.length} ${page.target.template} ${page.target.locale} ${page.target.path}${runLabel}`,
        )
        await session.measure(page, html)
      }
    await measureControl('control page (no script), after the pages')
    control = judgeControl(options.budgets, controlRuns, controlFailures)
    // A control over budget is measured again: a verdict not trusted is never a pass.
    for (let again = 1; !control.trusted && again <= control.maxRemeasures; again++) {
      await measureControl(
        `control page over budget, measured again ${again}/${control.maxRemeasures}`,
      )
      control = judgeControl(options.budgets, controlRuns, controlFailures)
    }
  } finally {
    await session.close()
  }

  const results: PageResult[] = []
  const breaches: PageBreach[] = []
  const names = new Set<string>()
  for (const page of pages) {
    const evaluated = evaluatePage(page.target, page.runs, options.budgets, page.failures)
    const report = page.reports[evaluated.medianRun]
    if (options.reportDir && report) {
      await mkdir(options.reportDir, { recursive: true })
      const name = uniqueName(names, `${page.target.template}-${page.target.locale}`)
      const file = path.join(options.reportDir, `${name}.html`)
      await writeFile(file, report)
      evaluated.result.report = path.relative(process.cwd(), file)
    }
    if (evaluated.result.failedRuns > 0 && evaluated.result.error === null)
      warnings.push(
        `${page.target.path}: ${evaluated.result.failedRuns} run(s) Lighthouse could not complete were measured again (${page.failures[0] ?? ''})`,
      )
    results.push(evaluated.result)
    breaches.push(...evaluated.breaches)
  }
  return {
    check: 'lighthouse',
    ok: control.trusted && breaches.length === 0 && results.every((p) => p.error === null),
    dir: options.dir ?? options.root,
    budgetsFile: options.budgetsFile,
    formFactor: options.formFactor,
    runs: options.runs,
    lighthouseVersion: pages.flatMap((p) => p.runs).at(-1)?.lighthouseVersion ?? null,
    cpuSlowdownMultiplier,
    control,
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
  { title: 'perf', align: 'right' },
  { title: 'a11y', align: 'right' },
  { title: 'best', align: 'right' },
  { title: 'seo', align: 'right' },
  { title: 'LCP', align: 'right' },
  { title: 'TBT', align: 'right' },
  { title: 'CLS', align: 'right' },
  { title: 'LH LCP', align: 'right' },
  { title: 'LH TBT', align: 'right' },
  { title: 'total', align: 'right' },
  { title: 'script', align: 'right' },
  { title: 'css', align: 'right' },
  { title: 'image', align: 'right' },
  { title: 'font', align: 'right' },
  { title: 'document', align: 'right' },
]

/** Runs, with those Lighthouse could not complete and measured again. */
const runsCell = (p: PageResult) =>
  `${p.runs}${p.failedRuns > 0 ? ` (+${p.failedRuns} failed)` : ''}`

function rows(report: LighthouseReport): string[][] {
  const flagged = new Set(report.breaches.map((b) => `${b.path} ${b.name}`))
  const mark = (p: PageResult, name: string, text: string) =>
    flagged.has(`${p.path} ${name}`) ? `${text}!` : text
  const num = (v: number | null, digits = 0) => (v === null ? '-' : v.toFixed(digits))
  const ms = (v: number | null) => (v === null ? '-' : `${num(v)} ms`)
  return report.pages.map((p) => {
    if (p.error) return [p.template, p.locale, p.path, `error: ${p.error}`]
    const { scores, metrics, bytes } = p.measured
    return [
      p.template,
      p.locale,
      p.path,
      runsCell(p),
      num(p.benchmarkIndex),
      ...CATEGORIES.map((c) => mark(p, c, num(scores[c]))),
      mark(p, 'lcpMs', ms(metrics.lcpMs)),
      mark(p, 'tbtMs', ms(metrics.tbtMs)),
      mark(p, 'cls', num(metrics.cls, 3)),
      ms(p.lighthouseLcpMs),
      ms(p.lighthouseTbtMs),
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

/**
 * How timing was judged, in two sentences for the human report and the audit
 * summary: the simulation's basis and slowdown, and the control's verdict.
 */
export function timingSummary(report: LighthouseReport): string {
  return (
    `Timing (performance score, LCP, TBT) judged on Lighthouse's simulation at ${report.cpuSlowdownMultiplier}x CPU slowdown, ` +
    `each task on the CPU time it used (thread time), so the machine's load does not count; LH LCP and LH TBT are Lighthouse's own, on wall time. ` +
    report.control.summary
  )
}

/** The human report: the table, every breach with measured value, budget and page, a summary. */
export function formatLighthouseReport(report: LighthouseReport): string {
  const lines = [lighthouseTable(report), '']
  for (const w of report.warnings) lines.push(`warning: ${w}`)
  if (!report.control.trusted) lines.push(`untrusted: ${report.control.summary}`)
  for (const b of report.breaches)
    lines.push(`breach: ${b.template} ${b.locale} ${b.path}: ${b.message}`)
  for (const p of report.pages.filter((x) => x.error))
    lines.push(`error: ${p.template} ${p.locale} ${p.path}: ${p.error}`)
  const reports = report.pages.filter((p) => p.report).length
  lines.push(
    `Lighthouse ${report.lighthouseVersion ?? ''} (${report.formFactor}, ${report.runs} run${report.runs === 1 ? '' : 's'} a page, medians): ` +
      `${report.pages.length} pages, ${lighthouseFindings(report)} findings against ${report.budgetsFile}` +
      `${reports > 0 ? `, ${reports} HTML reports` : ''} in ${report.seconds.toFixed(1)} s`,
    timingSummary(report),
  )
  return lines.join('\n')
}
