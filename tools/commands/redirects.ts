import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Argv, CommandModule } from 'yargs'
import type { BrandConfig } from '../../src/site/brands'
import { brandFromEnv } from '../builder/settings'
import { UsageError } from '../exit'
import { sitePagePaths } from '../../src/model/records'
import { formatProblem } from '../content/errors'
import type { ContentIndex } from '../../src/model/content'
import { loadContent } from '../content/load'
import { formatRedirectsCsv, parseRedirectsCsv } from '../redirects/csv'
import { effectiveTable } from '../redirects/effective'
import { checkRedirects, csvFinding, derivedRowsOf, errorsOf } from '../redirects/table'
import { collapseChains, isDerived, type RedirectFinding } from '../redirects/validate'

interface Args {
  brand?: string
  json: boolean
  action?: string
}

const root = process.cwd()
const brandOf = (args: Args) =>
  brandFromEnv(args.brand ? { ...process.env, BRAND: args.brand } : process.env)

/** What `redirects check --json` prints (and `fix --json` under `check`). */
interface CheckJson {
  file: string
  /** Rows of the effective table: `hand` + `derived`. */
  rows: number
  /** Rows of the table file that read well. */
  hand: number
  /** Rows derived from the content that no hand row takes the place of. */
  derived: number
  errors: number
  findings: RedirectFinding[]
}

function checkJson(file: string, hand: number, derived: number, findings: RedirectFinding[]) {
  const errors = errorsOf(findings).length
  return { file, rows: hand + derived, hand, derived, errors, findings } satisfies CheckJson
}

/** The findings, one a line, then the count; exit code 1 when one is an error. */
function printCheck(report: CheckJson): void {
  for (const f of report.findings)
    console.log(`${f.severity === 'error' ? 'error  ' : 'warning'} ${formatProblem(f)}`)
  console.log(
    `${report.file}: ${report.rows} rows (${report.hand} in the table, ${report.derived} derived from the content), ` +
      `${report.errors} errors, ${report.findings.length - report.errors} warnings`,
  )
}

async function checked(brand: BrandConfig, content: ContentIndex): Promise<CheckJson> {
  const { file, rows, findings } = await checkRedirects(
    root,
    brand,
    content,
    sitePagePaths(content),
  )
  const derived = rows.filter(isDerived).length
  return checkJson(file, rows.length - derived, derived, findings)
}

async function check(args: Args, brand: BrandConfig, content: ContentIndex): Promise<void> {
  const report = await checked(brand, content)
  if (args.json) console.log(JSON.stringify(report, null, 2))
  else printCheck(report)
  if (report.errors > 0) process.exitCode = 1
}

/** Lists the rows the build derives from the content, and which hand row takes the place of any. */
async function derived(args: Args, brand: BrandConfig, content: ContentIndex): Promise<void> {
  const { file, derived, hand } = await checkRedirects(root, brand, content, sitePagePaths(content))
  const { overridden } = effectiveTable(file, hand, derived)
  const byRow = new Map(overridden.map((o) => [o.derived, o.by.line]))
  const rows = derived.map((d) => ({
    ...d.row,
    family: d.derived.family,
    derivedFrom: d.derived.file,
    because: d.derived.because,
    overriddenByLine: byRow.get(d) ?? null,
  }))
  if (args.json) {
    console.log(JSON.stringify({ file, rows }, null, 2))
    return
  }
  for (const r of rows) {
    const over = r.overriddenByLine === null ? '' : `  (replaced by ${file}:${r.overriddenByLine})`
    console.log(`${r.fromPath} -> ${r.toPath}  ${r.derivedFrom}: ${r.because}${over}`)
  }
  console.log(
    `${rows.length} rows derived from the content of ${brand.name}, ${overridden.length} replaced by rows of ${file}`,
  )
}

/**
 * Rewrites the table's hand rows: each chain through the effective table
 * pointed straight at its end, each row the content already makes deleted.
 * Derived rows are never written. A table with rows it cannot read is left as
 * it is, and its problems reported: rewriting it would drop those rows.
 */
async function fix(args: Args, brand: BrandConfig, content: ContentIndex): Promise<void> {
  const file = brand.redirectsFile
  const text = await readFile(path.join(root, file), 'utf8').catch(() => '')
  const parsed = text ? parseRedirectsCsv(file, text) : { rows: [], problems: [] }
  if (parsed.problems.length > 0) {
    const report = checkJson(file, parsed.rows.length, 0, parsed.problems.map(csvFinding))
    if (args.json) console.log(JSON.stringify({ fixed: null, check: report }, null, 2))
    else printCheck(report)
    console.error(
      `${file} was not rewritten: fix the rows above, then run "npm run tools -- redirects fix" again.`,
    )
    process.exitCode = 1
    return
  }
  const table = effectiveTable(file, parsed.rows, derivedRowsOf(content, sitePagePaths(content)))
  const redundant = new Set(table.findings.filter((f) => f.rule === 'redundant').map((f) => f.line))
  // Hand rows come first in the effective table, in their order.
  const collapsed = collapseChains(table.rows.map((r) => r.row)).slice(0, parsed.rows.length)
  const kept = parsed.rows.flatMap((r, i) => (redundant.has(r.line) ? [] : [collapsed[i] ?? r.row]))
  const changed = parsed.rows.filter((r, i) => collapsed[i]?.toPath !== r.row.toPath).length
  await writeFile(path.join(root, file), formatRedirectsCsv(kept))
  const fixed = { file, rows: kept.length, collapsed: changed, removed: redundant.size }
  const report = await checked(brand, content)
  if (args.json) console.log(JSON.stringify({ fixed, check: report }, null, 2))
  else {
    console.log(
      `${file}: ${fixed.rows} rows written, ${fixed.collapsed} chains pointed at their end, ` +
        `${fixed.removed} rows the content makes deleted`,
    )
    printCheck(report)
  }
  if (report.errors > 0) process.exitCode = 1
}

const withBrand = <T>(y: Argv<T>) =>
  y
    .option('brand', {
      type: 'string',
      describe: 'edgepoint or cymbria (default: $BRAND, else edgepoint)',
    })
    .option('json', { type: 'boolean', default: false, describe: 'print machine-readable JSON' })

const ACTIONS = ['check', 'derived', 'fix'] as const

const GENERATE_IS_GONE =
  'redirects generate is no more: the build derives those rows from the content. ' +
  '"redirects derived" lists them, "redirects check" checks them with the table.'

export const redirectsCommand: CommandModule<object, Args> = {
  command: 'redirects <action>',
  describe: 'Check or fix the redirect table; list the rows derived from the content',
  builder: (y) =>
    withBrand(y)
      .positional('action', {
        type: 'string',
        describe: `what to do: ${ACTIONS.join(', ')}`,
      })
      // Not yargs's choices, which would refuse "generate" before saying what became of it.
      .check((args) => {
        if (args.action === 'generate') throw new UsageError(GENERATE_IS_GONE, { help: false })
        if (!ACTIONS.some((a) => a === args.action))
          throw new UsageError(
            `redirects ${args.action ?? ''} is no action: write one of ${ACTIONS.join(', ')}`,
          )
        return true
      })
      .example(
        '$0 redirects check',
        'check the table with the rows derived from the content: every problem with its file, line and fix',
      )
      .example('$0 redirects check --json', 'the same as JSON')
      .example(
        '$0 redirects derived',
        'list the rows the build derives from the content, and the table rows that replace any',
      )
      .example(
        '$0 redirects fix',
        'point every chain of the table straight at its end and delete rows the content makes',
      ),
  handler: async (args) => {
    const { action } = args
    const brand = brandOf(args)
    const content = await loadContent(root, brand.id)
    if (action === 'derived') return derived(args, brand, content)
    if (action === 'fix') return fix(args, brand, content)
    return check(args, brand, content)
  },
}
