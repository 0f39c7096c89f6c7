import { monthEnd, monthIndex, monthOfIndex, type MonthValue } from '../../src/model/fund-history'
import { isBlank, readRecords } from './csv-records'
import type { InputProblem } from './errors'

/** A column of a history table: its header and the first day it may have a value. */
export interface HistoryColumn {
  name: string
  /**
   * A cell for a month ending before this date stays empty; one from its month
   * on is required. Without it, the column has a value in every row.
   */
  startDate?: string
}

/** A row as written: its line, its month and each column's cell (trimmed; empty before a series started). */
export interface HistoryRow {
  line: number
  month: string
  cells: Record<string, string>
}

export interface ParsedHistory {
  /**
   * Every column's values, in month order, months after the as-at date
   * included (they await approval: see `approvedRows`); only when the file
   * has no problem.
   */
  values?: Record<string, MonthValue[]>
  /**
   * The header's column names after month, and the rows in order with a
   * month and a cell per column, whatever their values (some may be no
   * numbers when there are problems); only when the header is right.
   */
  table?: { header: number; columns: string[]; rows: HistoryRow[] }
  problems: InputProblem[]
}

export interface HistoryOptions {
  /**
   * Part of a history, as a fund accountant's export gives it (`tools figures
   * import`): it may start after its series did and end before the as-at
   * date (the data file it goes into holds the rest), and a month may be
   * written as its last day (2025-07-31 for 2025-07).
   */
  part?: boolean
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/
const DAY = /^(\d{4}-(0[1-9]|1[0-2]))-\d{2}$/
const NUMBER = /^\d+(\.\d+)?$/

/**
 * Reads a month-end history: `month` then one column per series, a row per
 * month from the first start to the as-at date at least, no month missing or
 * twice. Months after the as-at date are read as the others: they await
 * approval, and pages leave them out until then (`approvedData`).
 * Lines starting with `#` before the header are notes (what the figures are).
 * Every problem is returned, each with its line and a fix.
 */
export function parseHistoryCsv(
  file: string,
  text: string,
  columns: readonly HistoryColumn[],
  asAt: { date: string; file: string },
  { part = false }: HistoryOptions = {},
): ParsedHistory {
  const problems: InputProblem[] = []
  const problem = (line: number, message: string) => problems.push({ file, line, message })
  const records = readRecords(text.replace(/^\uFEFF/, '')).filter(
    (r) => !r.fields[0]?.value.startsWith('#'),
  )
  for (let last = records.at(-1); last && isBlank(last); last = records.at(-1)) records.pop()
  const expected = `month,${columns.map((c) => c.name).join(',')}`
  const [header, ...rows] = records
  if (!header) {
    problem(1, `the file has no rows: start it with the header ${expected}`)
    return { problems }
  }
  const names = header.fields.map((f) => f.value.trim())
  const byName = new Map(columns.map((c) => [c.name, c]))
  if (names[0] !== 'month') problem(header.line, `the first column is "${names[0] ?? ''}": call it month, as in ${expected}`)
  const order = names.slice(1)
  for (const name of order) {
    if (!byName.has(name)) {
      problem(header.line, `column "${name}" is no series here: use ${columns.map((c) => c.name).join(', ')}`)
    } else if (order.indexOf(name) !== order.lastIndexOf(name)) {
      problem(header.line, `column "${name}" is there twice: keep one`)
    }
  }
  for (const c of columns) {
    if (!order.includes(c.name)) problem(header.line, `no column for series ${c.name}: add it to the header`)
  }
  if (problems.length > 0) return { problems }

  const values: Record<string, MonthValue[]> = Object.fromEntries(columns.map((c) => [c.name, []]))
  const table: HistoryRow[] = []
  const asAtMonth = asAt.date.slice(0, 7)
  let previous: { index: number; month: string } | undefined
  let firstMonth: { line: number; month: string } | undefined
  for (const row of rows) {
    for (const p of row.problems) problem(p.line, p.message)
    if (isBlank(row)) {
      problem(row.line, 'blank line inside the table: remove it')
      continue
    }
    if (row.fields.length !== names.length) {
      problem(row.line, `${row.fields.length} values instead of ${names.length}: write ${expected}, leaving a cell empty before its series started`)
      continue
    }
    const written = row.fields[0]?.value.trim() ?? ''
    const day = part ? DAY.exec(written) : null
    const month = day?.[1] ?? written
    if (day && written !== monthEnd(month)) {
      problem(row.line, `${written} is no month-end: figures are as at the last day of a month, write ${monthEnd(month)} or ${month}`)
      if (previous) previous = { index: previous.index + 1, month: monthOfIndex(previous.index + 1) }
      continue
    }
    if (!MONTH.test(month)) {
      problem(row.line, `"${month}" is no month: write it as YYYY-MM, e.g. 2024-03${part ? ', or as its last day, 2024-03-31' : ''}`)
      // Taken as the month expected there, so the next row is not called a gap.
      if (previous) previous = { index: previous.index + 1, month: monthOfIndex(previous.index + 1) }
      continue
    }
    const index = monthIndex(month)
    if (previous && index <= previous.index) {
      problem(row.line, `${month} comes after ${previous.month}: keep the months in order, each once`)
      continue
    }
    if (previous && index > previous.index + 1) {
      const from = monthOfIndex(previous.index + 1)
      const to = monthOfIndex(index - 1)
      problem(row.line, `months are missing before ${month}: add ${from === to ? from : `${from} to ${to}`}`)
    }
    previous = { index, month }
    firstMonth ??= { line: row.line, month }
    const cells: Record<string, string> = {}
    table.push({ line: row.line, month, cells })
    order.forEach((name, k) => {
      const column = byName.get(name)
      if (!column) return
      const cell = row.fields[k + 1]?.value.trim() ?? ''
      cells[name] = cell
      if (column.startDate && monthEnd(month) < column.startDate) {
        if (cell !== '') problem(row.line, `series ${name} started on ${column.startDate}, so it has no value for ${month}: leave the cell empty`)
        return
      }
      if (cell === '') {
        problem(row.line, column.startDate ? `series ${name} has no value for ${month}: it started on ${column.startDate}, so every month from then on needs one` : `${name} has no value for ${month}: write one`)
        return
      }
      if (!NUMBER.test(cell) || Number(cell) <= 0) {
        problem(row.line, `series ${name}: "${cell}" is no positive number: write it like 10432.50`)
        return
      }
      values[name]?.push({ month, value: Number(cell) })
    })
  }
  const first = rows[0]
  if (!part && first && firstMonth && firstMonth.line === first.line) {
    for (const c of columns) {
      if (c.startDate && c.startDate.slice(0, 7) < firstMonth.month) {
        problem(first.line, `series ${c.name} started on ${c.startDate}, but the values start at ${firstMonth.month}: add the months from ${c.startDate.slice(0, 7)}`)
      }
    }
  }
  if (!part && previous && previous.month < asAtMonth) {
    problem(rows.at(-1)?.line ?? header.line, `the values end at ${previous.month}, but the figures are as at ${asAt.date} (${asAt.file}): add the months up to ${asAtMonth}`)
  }
  if (!previous) problem(header.line, part ? 'no months under the header: add a row per month' : `no months under the header: add a row per month up to ${asAtMonth}`)
  const read = { header: header.line, columns: order, rows: table }
  return problems.length > 0 ? { table: read, problems } : { values, table: read, problems }
}
