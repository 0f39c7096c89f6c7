import { existsSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { BrandConfig } from '../../src/site/brands'
import { formatProblem, InputError } from '../content/errors'
import type { BuildRecord } from '../builder/build-record'
import { loadBudgets } from './budgets'
import { brandOfBuild, readBuildRecord, type AskedBrand } from './build-record'
import {
  checkContent,
  checkRedirectsOfBuild,
  type ContentReport,
  type RedirectsReport,
} from './checks'
import { EnvironmentError, errorMessage, EXIT, UsageError, type ExitCode } from '../exit'
import {
  lighthouseFindings,
  lighthouseMarkdownTable,
  runLighthouse,
  selectPages,
  timingSummary,
  type PageSample,
  type FormFactor,
  type LighthouseReport,
} from './lighthouse'
import { checkHtml, formatHtmlProblem, HTML_CONFIG_FILE, type HtmlReport } from './html'
import { checkLinks, type LinksReport } from './links'
import { silentProgress, type Progress } from './progress'
import { checkSignIn, lacksMandatorySignIn, type SignInReport } from './sign-in'
import { requireBuiltSite } from './site'
import { markdownTable, seconds, textTable, type Column } from './table'

/** The checks an audit runs, in order; each can be left out with --skip. */
export const CHECKS = ['content', 'sign-in', 'redirects', 'html', 'links', 'lighthouse'] as const
export type CheckName = (typeof CHECKS)[number]

export type CheckResult = 'pass' | 'fail' | 'skipped' | 'error'

/** One line of the audit's summary table. */
export interface CheckSummary {
  check: CheckName | 'build'
  result: CheckResult
  findings: number
  seconds: number
  /** One sentence: what was found, or why the check was skipped or failed to run. */
  details: string
  /** The check's JSON report, relative to the working directory, or null. */
  report: string | null
}

export interface AuditReport {
  check: 'audit'
  ok: boolean
  /** 0 every check passed, 1 findings, 2 a check could not run. */
  exitCode: ExitCode
  dir: string
  /** What the build recorded (`_edge/build.json`), not what the command was told. */
  brand: string
  buildHash: string
  /** The user pool the build signs in with, as recorded; null: built without sign-in. */
  signIn: BuildRecord['signIn']
  startedAt: string
  /** The report folder: one JSON file per check, Lighthouse HTML reports, summary.md. */
  reportDir: string
  checks: CheckSummary[]
}

export interface AuditOptions {
  /** The project root (content/, redirects.csv, lighthouse/). */
  root: string
  /** The built site, relative to the working directory or absolute. */
  dir: string
  /**
   * The brand asked for (`--brand`, `BRAND`): the one `build` builds, which it
   * needs; without `build`, a build of another brand is a usage error. The
   * checks take the brand and settings the build recorded, never this.
   */
  brand?: AskedBrand
  /** Build the site into `dir` first. */
  build?: boolean
  skip?: readonly CheckName[]
  /** Where report folders go: `<reportsDir>/<timestamp>/`. */
  reportsDir: string
  budgetsFile: string
  /** html-validate's configuration, relative to `root` (`.htmlvalidate.json` by default). */
  htmlConfig?: string
  runs: number
  /** `auto` (default): calibrated from Lighthouse's benchmark index; or a fixed multiplier. */
  /** A fixed CPU slowdown instead of Lighthouse's default. */
  cpuSlowdown?: number
  /** Lighthouse's pages: one per template and locale, or each template once (`npm test`). */
  sample?: PageSample
  formFactor: FormFactor
  external?: boolean
  progress?: Progress
  /** The clock, for the folder name and the report (tests pass a fixed one). */
  now?: () => Date
}

/** A path as the user should see it: relative to the working directory when inside it. */
const rel = (file: string) => {
  const relative = path.relative(process.cwd(), file)
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative || '.'
}
const elapsed = (since: number) => Math.round((performance.now() - since) / 100) / 10

/** `2025-11-22T07:31:02.123Z` -> `2025-11-22T07-31-02Z`: sortable and valid on every filesystem. */
export function timestampName(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace(/:/g, '-')}Z`
}

async function freshReportDir(base: string, date: Date): Promise<string> {
  const name = timestampName(date)
  let dir = path.join(base, name)
  for (let i = 2; existsSync(dir); i++) dir = path.join(base, `${name}-${i}`)
  await mkdir(dir, { recursive: true })
  return dir
}

interface Details {
  content?: ContentReport
  signIn?: SignInReport
  redirects?: RedirectsReport
  html?: HtmlReport
  links?: LinksReport
  lighthouse?: LighthouseReport
  buildProblems?: string[]
}

/**
 * Runs every check against a built site (building it first if asked), writes
 * a report folder and returns the summary. Environment problems inside a check
 * (no Chromium) are recorded as that check's "error" and the others still run;
 * a missing site, or one without its build record, stops the audit with an
 * EnvironmentError, and a brand asked for that the build is not, with a UsageError.
 */
export async function runAudit(options: AuditOptions): Promise<AuditReport> {
  const progress = options.progress ?? silentProgress
  const now = options.now ?? (() => new Date())
  const startedAt = now()
  const skip = new Set(options.skip ?? [])
  const checks: CheckSummary[] = []
  const details: Details = {}
  const asked = options.brand
  if (options.build && !asked)
    throw new UsageError('--build: name the brand to build (--brand or BRAND)')
  // Without --build, a missing site, a build without its record, or of another brand than
  // asked, stops the audit before any report folder is made.
  if (!options.build)
    brandOfBuild(
      await readBuildRecord(requireBuiltSite(options.dir, '--build'), options.dir),
      options.dir,
      asked,
    )
  const reportDir = await freshReportDir(path.resolve(options.reportsDir), startedAt)
  const writeJson = async (name: string, value: unknown) => {
    const file = path.join(reportDir, `${name}.json`)
    await writeFile(file, `${JSON.stringify(value, null, 2)}\n`)
    return rel(file)
  }

  /** Runs one check, recording an error instead of stopping the audit. */
  const run = async (
    check: CheckSummary['check'],
    work: () => Promise<Omit<CheckSummary, 'check' | 'seconds'>>,
  ) => {
    if (check !== 'build' && skip.has(check)) {
      checks.push({
        check,
        result: 'skipped',
        findings: 0,
        seconds: 0,
        details: 'skipped (--skip)',
        report: null,
      })
      return
    }
    const started = performance.now()
    progress.start(check)
    try {
      const outcome = await work()
      checks.push({ check, ...outcome, seconds: elapsed(started) })
    } catch (error) {
      if (!(error instanceof EnvironmentError)) console.error(error)
      checks.push({
        check,
        result: 'error',
        findings: 0,
        seconds: elapsed(started),
        details: errorMessage(error).split('\n')[0] ?? 'failed',
        report: null,
      })
    } finally {
      progress.stop()
    }
  }

  if (options.build && asked) {
    await run('build', async () => {
      try {
        const { buildSite } = await import('../builder/build')
        const report = await buildSite({
          root: options.root,
          brand: asked.brand,
          outDir: options.dir,
          log: (line) => progress.update(line),
        })
        return {
          result: 'pass',
          findings: 0,
          details: `${report.pages} pages of ${asked.brand.name} into ${options.dir}/`,
          report: null,
        }
      } catch (error) {
        if (!(error instanceof InputError)) throw error
        details.buildProblems = error.problems.map(formatProblem)
        return {
          result: 'fail',
          findings: error.problems.length,
          details: `${error.what}: ${error.problems.length} problems, nothing built`,
          report: await writeJson('build', { check: 'build', ok: false, problems: error.problems }),
        }
      }
    })
  }
  const buildFailed = checks.some((c) => c.check === 'build' && c.result !== 'pass')
  const siteRoot = requireBuiltSite(options.dir)
  // After a failed --build, the last good build is audited as what it is.
  const record = await readBuildRecord(siteRoot, options.dir)
  const brand = brandOfBuild(record, options.dir, undefined)
  // A brand with mandatory sign-in built without it is never fit to publish: not skippable.
  if (lacksMandatorySignIn(record)) skip.delete('sign-in')

  let content: Awaited<ReturnType<typeof checkContent>>['content']
  await run('content', async () => {
    const checked = await checkContent(options.root, brand)
    content = checked.content
    details.content = checked.report
    const n = checked.report.problems.length
    return {
      result: checked.report.ok ? 'pass' : 'fail',
      findings: n,
      details: checked.report.ok
        ? `${checked.report.pages} content pages valid`
        : `${n} content problems`,
      report: await writeJson('content', checked.report),
    }
  })

  await run('sign-in', async () => {
    const report = await checkSignIn(siteRoot, record)
    details.signIn = report
    return {
      result: report.ok ? 'pass' : 'fail',
      findings: report.problems.length,
      details: report.ok
        ? report.required
          ? `${report.protectedPages} pages, their data and the search index only for signed-in visitors`
          : `${brand.name} has no sign-in; nothing guarded`
        : (report.problems[0] ?? 'problems'),
      report: await writeJson('sign-in', report),
    }
  })

  await run('redirects', async () => {
    const loaded = content ?? (await checkContent(options.root, brand)).content
    if (!loaded)
      return {
        result: 'skipped',
        findings: 0,
        details: 'the content has problems: fix them first',
        report: null,
      }
    const report = await checkRedirectsOfBuild(options.root, siteRoot, brand, loaded)
    details.redirects = report
    const findings = report.errors + report.built.broken.length
    return {
      result: report.ok ? 'pass' : 'fail',
      findings,
      details:
        `${report.rows} rows (${report.hand} in the table, ${report.derived} derived from the content): ` +
        `${report.errors} errors, ${report.warnings} warnings; ` +
        `${report.built.rows - report.built.broken.length}/${report.built.rows} built redirects end on a page`,
      report: await writeJson('redirects', report),
    }
  })

  await run('html', async () => {
    const report = await checkHtml(siteRoot, {
      configFile: path.resolve(options.root, options.htmlConfig ?? HTML_CONFIG_FILE),
      progress,
    })
    details.html = report
    const files = new Set(report.problems.map((p) => p.file)).size
    return {
      result: report.ok ? 'pass' : 'fail',
      findings: report.problems.length,
      details: report.ok
        ? `${report.documents} HTML files valid`
        : `${report.problems.length} problems in ${files} of ${report.documents} HTML files`,
      report: await writeJson('html', { ...report, config: rel(report.config) }),
    }
  })

  await run('links', async () => {
    const report = await checkLinks({
      root: siteRoot,
      dir: options.dir,
      external: options.external === true,
      progress,
    })
    details.links = report
    return {
      result: report.ok ? 'pass' : 'fail',
      findings: report.broken.length,
      details: `${report.checked} URLs checked, ${report.broken.length} broken`,
      report: await writeJson('links', report),
    }
  })

  await run('lighthouse', async () => {
    const budgets = await loadBudgets(path.resolve(options.root, options.budgetsFile))
    const { targets, warnings } = await selectPages(siteRoot, budgets, {
      sample: options.sample ?? 'all',
    })
    if (targets.length === 0) throw new EnvironmentError('no page with page data to measure')
    const report = await runLighthouse({
      root: siteRoot,
      dir: options.dir,
      budgetsFile: options.budgetsFile,
      budgets,
      targets,
      warnings,
      runs: options.runs,
      cpuSlowdown: options.cpuSlowdown,
      formFactor: options.formFactor,
      reportDir: path.join(reportDir, 'lighthouse'),
      progress,
    })
    details.lighthouse = report
    const findings = lighthouseFindings(report)
    return {
      // A control over budget means no timing verdict can be trusted: not a pass, nor findings.
      result: !report.control.trusted ? 'error' : report.ok ? 'pass' : 'fail',
      findings,
      details:
        `${report.pages.length} pages, ${report.runs} run${report.runs === 1 ? '' : 's'} each (${report.formFactor}, ` +
        `CPU ${report.cpuSlowdownMultiplier}x on thread time): ${findings} breaches` +
        (report.control.trusted ? '' : `; ${report.control.summary}`),
      report: await writeJson('lighthouse', report),
    }
  })

  const exitCode: ExitCode = checks.some((c) => c.result === 'error')
    ? EXIT.usage
    : checks.some((c) => c.result === 'fail') || buildFailed
      ? EXIT.findings
      : EXIT.clean
  const audit: AuditReport = {
    check: 'audit',
    ok: exitCode === EXIT.clean,
    exitCode,
    dir: options.dir,
    brand: brand.id,
    buildHash: record.buildHash,
    signIn: record.signIn,
    startedAt: startedAt.toISOString(),
    reportDir: rel(reportDir),
    checks,
  }
  await writeJson('audit', audit)
  await writeFile(path.join(reportDir, 'summary.md'), summaryMarkdown(audit, brand, details))
  return audit
}

const COLUMNS: Column[] = [
  { title: 'check' },
  { title: 'result' },
  { title: 'findings', align: 'right' },
  { title: 'time', align: 'right' },
  { title: 'details' },
]

const summaryRows = (audit: AuditReport) =>
  audit.checks.map((c) => [
    c.check,
    c.result,
    String(c.findings),
    c.result === 'skipped' ? '-' : seconds(c.seconds),
    c.details,
  ])

/** What the build says it is: `cymbria, sign-in with pool ca-central-1_AbC, build 1a2b`. */
function buildDescription(audit: AuditReport): string {
  const signIn = audit.signIn ? `sign-in with pool ${audit.signIn.userPoolId}` : 'no sign-in'
  return `${audit.brand}, ${signIn}, build ${audit.buildHash}`
}

/** The one table `tools audit` prints, and where the full report is. */
export function formatAuditReport(audit: AuditReport): string {
  const verdict =
    audit.exitCode === EXIT.clean
      ? 'fit to publish'
      : audit.exitCode === EXIT.findings
        ? 'NOT fit to publish: see the findings'
        : 'incomplete: a check could not run'
  return [
    textTable(COLUMNS, summaryRows(audit)),
    '',
    `Audit of ${audit.dir}/ (${buildDescription(audit)}): ${verdict}.`,
    `Report: ${path.join(audit.reportDir, 'summary.md')}`,
  ].join('\n')
}

const LIST_LIMIT = 100

function limited(lines: string[], file: string): string[] {
  if (lines.length <= LIST_LIMIT) return lines
  return [...lines.slice(0, LIST_LIMIT), `- … and ${lines.length - LIST_LIMIT} more in \`${file}\``]
}

/** The Markdown summary a release manager attaches to a release. */
export function summaryMarkdown(audit: AuditReport, brand: BrandConfig, details: Details): string {
  const verdict = audit.ok
    ? '**pass**: fit to publish'
    : audit.exitCode === EXIT.findings
      ? '**fail**: findings below'
      : '**incomplete**: a check could not run'
  const out: string[] = [
    `# Release audit: ${brand.name}`,
    '',
    `- Result: ${verdict}`,
    `- Site: \`${audit.dir}/\`: ${buildDescription(audit)}`,
    `- Started: ${audit.startedAt}`,
    `- Machine: Node ${process.version}, ${os.platform()} ${os.arch()}, ${os.cpus().length} cores`,
    '',
    markdownTable(COLUMNS, summaryRows(audit)),
    '',
  ]
  if (details.buildProblems?.length) {
    out.push(
      '## Build',
      '',
      ...limited(
        details.buildProblems.map((p) => `- ${p}`),
        'build.json',
      ),
      '',
    )
  }
  if (details.content && !details.content.ok) {
    out.push(
      '## Content',
      '',
      ...limited(
        details.content.problems.map((p) => `- ${formatProblem(p)}`),
        'content.json',
      ),
      '',
    )
  }
  if (details.signIn && !details.signIn.ok) {
    out.push(
      '## Sign-in',
      '',
      ...limited(
        details.signIn.problems.map((p) => `- ${p}`),
        'sign-in.json',
      ),
      '',
    )
  }
  if (details.redirects && !details.redirects.ok) {
    const r = details.redirects
    out.push(
      '## Redirects',
      '',
      ...limited(
        [
          ...r.findings.filter((f) => f.severity === 'error').map((f) => `- ${formatProblem(f)}`),
          ...r.built.broken.map(
            (b) => `- \`${b.from}\` → \`${b.to}\` ends at \`${b.endsAt}\` with HTTP ${b.status}`,
          ),
        ],
        'redirects.json',
      ),
      '',
    )
  }
  if (details.html && !details.html.ok) {
    out.push(
      '## HTML',
      '',
      ...limited(
        details.html.problems.map((p) => `- \`${formatHtmlProblem(audit.dir, p)}\``),
        'html.json',
      ),
      '',
    )
  }
  if (details.links && !details.links.ok) {
    out.push(
      '## Broken links',
      '',
      markdownTable(
        [{ title: 'page' }, { title: 'link' }, { title: 'kind' }, { title: 'reason' }],
        details.links.broken.slice(0, LIST_LIMIT).map((b) => [b.page, b.url, b.kind, b.reason]),
      ),
      '',
    )
    if (details.links.broken.length > LIST_LIMIT)
      out.push(`… and ${details.links.broken.length - LIST_LIMIT} more in \`links.json\`.`, '')
  }
  if (details.lighthouse) {
    const l = details.lighthouse
    out.push(
      '## Lighthouse',
      '',
      `Lighthouse ${l.lighthouseVersion ?? ''}, ${l.formFactor}, median of ${l.runs} run${l.runs === 1 ? '' : 's'} per page, budgets from \`${l.budgetsFile}\`. A \`!\` marks a value over budget; HTML reports are in \`lighthouse/\`.`,
      '',
      timingSummary(l),
      '',
      lighthouseMarkdownTable(l),
      '',
    )
    const lines = [
      ...l.breaches.map((b) => `- ${b.template} ${b.locale} \`${b.path}\`: ${b.message}`),
      ...l.pages
        .filter((p) => p.error)
        .map((p) => `- ${p.template} ${p.locale} \`${p.path}\`: could not measure: ${p.error}`),
    ]
    if (lines.length > 0) out.push('### Breaches', '', ...limited(lines, 'lighthouse.json'), '')
    if (l.warnings.length > 0) out.push('### Warnings', '', ...l.warnings.map((w) => `- ${w}`), '')
  }
  return `${out.join('\n').trimEnd()}\n`
}
