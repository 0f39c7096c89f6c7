import path from 'node:path'
import type { BrandId } from '../../src/site/brands'
import {
  approvedRows,
  GROWTH_START,
  isApproved,
  monthEnd,
  monthIndex,
  type MonthValue,
} from '../../src/model/fund-history'
import { loadSiteAndPortfolios, readOptional } from '../content/data-files'
import type { InputProblem } from '../content/errors'
import { checkSeriesFigures } from '../content/fund-figures'
import { parseHistoryCsv, type HistoryColumn } from '../content/history-csv'
import { UsageError } from '../exit'
import { writeFileAtomic } from './write-atomic'

/**
 * The largest month-on-month move, in percent, an import takes without being
 * told (`--max-move`). The worst months of diversified equity funds were
 * about -20 to -25% (October 2008, March 2020), a listed fund's price a
 * little more; a misplaced decimal point moves a value tenfold (+900% or
 * -90%), a digit lost or doubled about as much. 35% lets a crash month
 * through and stops every slip of a digit or a decimal point.
 */
export const DEFAULT_MAX_MOVE = 35

/** A data file an import writes: a portfolio's growth history or the share history. */
export interface HistoryTarget {
  kind: 'growth' | 'share-history'
  /** Relative to the project root. */
  file: string
  columns: HistoryColumn[]
  /** The notes above the header of a file the import creates. */
  notes: string[]
}

export interface ImportInput {
  /** The accountant's file, as the messages name it. */
  file: string
  text: string
  target: HistoryTarget
  /** The data file now; undefined when the import creates it. */
  existing?: string
  /** site.yaml's asAtDate, and where it is written (`file:line`), for messages. */
  asAt: { date: string; file: string }
  maxMove: number
  /** Changes to months already approved are taken (a restatement compliance approved). */
  restate: boolean
  /** Checks the figures the history backs against the approved months it would have. */
  checkFigures?: (values: Record<string, MonthValue[]>) => InputProblem[]
}

export interface ImportSummary {
  /** Months new to the data file. */
  added: string[]
  /** Months whose values the import changes. */
  changed: string[]
  /** Rows of the import the data file already had, value for value. */
  unchanged: number
  previousLastMonth: string | null
  lastMonth: string | null
  /** site.yaml's asAtDate: months after it are written, not shown. */
  approvedThrough: string
}

export interface ImportPlan {
  /** Everything wrong, each with its line and fix; when there is one, nothing is written. */
  problems: InputProblem[]
  /** Rows of the import dated after asAtDate: written, shown on the site once approved. */
  unapproved: InputProblem[]
  summary: ImportSummary
  /** The data file as the import leaves it, only when there is no problem. */
  text?: string
}

interface Origin {
  file: string
  line: number
}

interface Row {
  month: string
  cells: Record<string, string>
  origin: Origin
  imported: boolean
}

const sameValue = (a = '', b = '') => (a === '' || b === '' ? a === b : Number(a) === Number(b))
const percent = (move: number) => `${move > 0 ? '+' : ''}${(move * 100).toFixed(1)}%`

/**
 * What an import does to a data file, worked out in memory: the import is
 * read as part of a history (`parseHistoryCsv`), merged by month into the
 * file (new months added, months it has replaced), and the result read again
 * as the build reads it, each problem of the result traced back to the line
 * of the import (or of the data file) it comes from. Then every value the
 * import brings is compared with the month before it (`maxMove`), and the
 * figures the history backs are checked against it (`checkFigures`).
 */
export function planImport(input: ImportInput): ImportPlan {
  const { target, asAt } = input
  const problems: InputProblem[] = []
  const imported = parseHistoryCsv(input.file, input.text, target.columns, asAt, { part: true })
  const current =
    input.existing === undefined
      ? undefined
      : parseHistoryCsv(target.file, input.existing, target.columns, asAt)
  problems.push(...imported.problems, ...(current?.problems ?? []))
  const summary: ImportSummary = {
    added: [],
    changed: [],
    unchanged: 0,
    previousLastMonth: current?.table?.rows.at(-1)?.month ?? null,
    lastMonth: null,
    approvedThrough: asAt.date,
  }
  const unapproved = (imported.table?.rows ?? [])
    .filter((r) => !isApproved(r.month, asAt.date))
    .map((r) => ({
      file: input.file,
      line: r.line,
      message: `${r.month} is after asAtDate ${asAt.date} (${asAt.file}): written, and shown on the site once approved (figures approve --through ${monthEnd(r.month)})`,
    }))
  if (!imported.table || (current && (!current.table || current.problems.length > 0))) {
    return { problems, unapproved, summary }
  }

  // The data file's rows, then the import's over them, month by month.
  const rows = new Map<string, Row>()
  for (const r of current?.table?.rows ?? []) {
    rows.set(r.month, { ...r, origin: { file: target.file, line: r.line }, imported: false })
  }
  const columns = current?.table?.columns ?? target.columns.map((c) => c.name)
  for (const r of imported.table.rows) {
    const before = rows.get(r.month)
    const row: Row = { ...r, origin: { file: input.file, line: r.line }, imported: true }
    if (!before) {
      rows.set(r.month, row)
      summary.added.push(r.month)
      continue
    }
    const differ = columns.filter((c) => !sameValue(before.cells[c], r.cells[c]))
    if (differ.length === 0) {
      summary.unchanged += 1
      continue
    }
    if (isApproved(r.month, asAt.date) && !input.restate) {
      const changes = differ.map(
        (c) => `${c} ${before.cells[c] || '(empty)'} → ${r.cells[c] || '(empty)'}`,
      )
      problems.push({
        file: input.file,
        line: r.line,
        message: `${r.month} changes figures approved as at ${asAt.date} (${asAt.file}), ${changes.join(', ')}: correct the row, or for a restatement compliance approved run again with --restate`,
      })
    }
    rows.set(r.month, row)
    summary.changed.push(r.month)
  }
  const ordered = [...rows.values()].sort((a, b) => monthIndex(a.month) - monthIndex(b.month))
  summary.lastMonth = ordered.at(-1)?.month ?? null
  problems.push(...implausibleMoves(ordered, input))
  if (problems.length > 0) return { problems: inOrder(problems, input.file), unapproved, summary }

  // The data file as it would be written, in its own format: its notes and
  // header as they are, a row per month, cells in the header's order.
  const eol = input.existing?.includes('\r\n') ? '\r\n' : '\n'
  const preamble = current?.table
    ? (input.existing ?? '').split(/\r?\n/).slice(0, current.table.header)
    : [...target.notes.map((n) => `# ${n}`), `month,${columns.join(',')}`]
  const text =
    [
      ...preamble,
      ...ordered.map((r) => [r.month, ...columns.map((c) => r.cells[c] ?? '')].join(',')),
    ].join(eol) + eol
  // Read again as the build reads it, each problem traced back to the line it comes from.
  const origins = new Map<number, Origin>()
  preamble.forEach((_, k) =>
    origins.set(
      k + 1,
      current
        ? { file: target.file, line: k + 1 }
        : { file: input.file, line: imported.table?.header ?? 1 },
    ),
  )
  ordered.forEach((r, k) => origins.set(preamble.length + k + 1, r.origin))
  const merged = parseHistoryCsv(target.file, text, target.columns, asAt)
  problems.push(...merged.problems.map((p) => ({ ...p, ...(origins.get(p.line) ?? {}) })))
  if (merged.values) {
    problems.push(
      ...(input.checkFigures?.(
        Object.fromEntries(
          Object.entries(merged.values).map(([name, values]) => [
            name,
            approvedRows(values, asAt.date),
          ]),
        ),
      ) ?? []),
    )
  }
  return problems.length > 0
    ? { problems: inOrder(problems, input.file), unapproved, summary }
    : { problems, unapproved, summary, text }
}

/** The import's problems first, by line, then the other files', each by line. */
function inOrder(problems: readonly InputProblem[], first: string): InputProblem[] {
  const files = [first, ...new Set(problems.map((p) => p.file))]
  return [...problems].sort(
    (a, b) => files.indexOf(a.file) - files.indexOf(b.file) || a.line - b.line,
  )
}

const NUMBER = /^\d+(\.\d+)?$/

/**
 * Values the import brings that move more than `maxMove` percent from the
 * month before (or, for a growth series' first month, from $10,000). Cells
 * that are no positive number are left to the reader's own problem.
 */
function implausibleMoves(
  ordered: readonly Row[],
  { target, maxMove }: ImportInput,
): InputProblem[] {
  const problems: InputProblem[] = []
  const limit = maxMove / 100
  const again = (move: number): string =>
    `if the move is real, run again with --max-move ${Math.ceil(Math.abs(move) * 100) + 1}`
  for (const column of target.columns) {
    let previous: { row: Row; value: number } | undefined
    for (const row of ordered) {
      const cell = row.cells[column.name] ?? ''
      const value = Number(cell)
      if (!NUMBER.test(cell) || value <= 0) continue
      if (!previous) {
        const move = value / GROWTH_START - 1
        const starts = column.startDate?.slice(0, 7) === row.month
        if (target.kind === 'growth' && starts && row.imported && Math.abs(move) > limit) {
          problems.push({
            ...row.origin,
            message: `series ${column.name} starts at ${cell} in ${row.month}, ${percent(move)} from the $10,000 it grows from: check the decimal point, and that the column is the growth of $10,000 (not a price); ${again(move)}`,
          })
          continue
        }
      } else if (row.imported || previous.row.imported) {
        const move = value / previous.value - 1
        if (Math.abs(move) > limit) {
          problems.push({
            ...(row.imported ? row.origin : previous.row.origin),
            message: `${column.name} moves ${percent(move)} from ${previous.row.cells[column.name]} (${previous.row.month}) to ${cell} (${row.month}), more than ${maxMove}% in a month: check the digits and the decimal point; ${again(move)}`,
          })
          // The next month is compared with the last value that was no slip, so a slip is reported once.
          continue
        }
      }
      previous = { row, value }
    }
  }
  return problems
}

export interface ImportOptions {
  /** The accountant's CSV, relative to the root or absolute. */
  file: string
  /** A portfolio's growth history; without it, the brand's share history. */
  portfolio?: string
  dryRun: boolean
  maxMove: number
  restate: boolean
}

export interface ImportResult extends ImportPlan {
  brand: BrandId
  file: string
  target: HistoryTarget
  dryRun: boolean
  /** The data file was written (not in a dry run, nor when nothing changed, nor on a problem). */
  written: boolean
}

/**
 * `tools figures import`: validates the whole file and what it makes of the
 * data file, then writes the data file at once (`writeFileAtomic`), or
 * nothing when there is a problem or in a dry run.
 */
export async function importFigures(
  root: string,
  brand: BrandId,
  options: ImportOptions,
): Promise<ImportResult> {
  const absolute = path.resolve(root, options.file)
  const file = path.relative(root, absolute)
  const text = await readOptional(absolute)
  if (text === undefined)
    throw new UsageError(`${options.file}: no such file: name the CSV to import`)
  const brandDir = path.join(root, 'content', brand)
  const data = await loadSiteAndPortfolios(root, brandDir)
  const { site } = data
  const base = { brand, file, dryRun: options.dryRun, written: false, unapproved: [] }
  const asAt = site
    ? { date: site.asAtDate, file: `${data.files.site}:${data.lineOf('site', ['asAtDate'])}` }
    : undefined

  let target: HistoryTarget
  let checkFigures: ImportInput['checkFigures']
  if (options.portfolio !== undefined) {
    const index = data.portfolios.findIndex((p) => p.id === options.portfolio)
    const portfolio = data.portfolios[index]
    if (!portfolio) {
      if (data.problems.length === 0) {
        const known =
          data.portfolios.map((p) => p.id).join(', ') || `none in ${data.files.portfolios}`
        throw new UsageError(
          `no portfolio "${options.portfolio}" in ${data.files.portfolios}: use one of ${known}`,
        )
      }
    }
    const relative = path.join(
      path.relative(root, brandDir),
      'data',
      'growth',
      `${options.portfolio}.csv`,
    )
    target = {
      kind: 'growth',
      file: relative,
      columns: portfolio?.series ?? [],
      notes: [
        `Growth of $10,000 invested in each series of the ${options.portfolio} portfolio at its start date,`,
        'at each month-end.',
      ],
    }
    if (portfolio && asAt) {
      checkFigures = (values) =>
        portfolio.series.flatMap((s, j) =>
          checkSeriesFigures(s, values[s.name] ?? [], asAt.date, relative, (p, message) => ({
            file: data.files.portfolios,
            line: data.lineOf('portfolios', ['portfolios', index, 'series', j, ...p]),
            message,
          })),
        )
    }
  } else {
    const relative = path.join(path.relative(root, brandDir), 'data', 'share-history.csv')
    if (
      data.portfolios.length > 0 &&
      (await readOptional(path.join(root, relative))) === undefined
    ) {
      throw new UsageError(
        `${brand} has no share history (${relative}): name the portfolio whose growth history this is with --portfolio (${data.portfolios.map((p) => p.id).join(', ')})`,
      )
    }
    target = {
      kind: 'share-history',
      file: relative,
      columns: [{ name: 'nav' }, { name: 'price' }],
      notes: ['Net asset value per share and closing price at each month-end, in dollars.'],
    }
  }
  if (!asAt || data.problems.length > 0) {
    // Without a valid site.yaml (or portfolios.yaml) nothing can be checked.
    return {
      ...base,
      target,
      problems: data.problems,
      summary: {
        added: [],
        changed: [],
        unchanged: 0,
        previousLastMonth: null,
        lastMonth: null,
        approvedThrough: site?.asAtDate ?? '',
      },
    }
  }
  const existing = await readOptional(path.join(root, target.file))
  const plan = planImport({
    file,
    text,
    target,
    ...(existing !== undefined && { existing }),
    asAt,
    maxMove: options.maxMove,
    restate: options.restate,
    ...(checkFigures && { checkFigures }),
  })
  const changes = plan.summary.added.length + plan.summary.changed.length > 0
  const write = plan.text !== undefined && changes && !options.dryRun
  if (write && plan.text !== undefined)
    await writeFileAtomic(path.join(root, target.file), plan.text)
  return { ...base, ...plan, target, written: write }
}
