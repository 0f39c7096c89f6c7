import type { Redirect } from '../../src/redirects/lookup'
import { isBlank, readRecords } from '../content/csv-records'
import type { InputProblem } from '../content/errors'

/** The columns of redirects.csv, in order. */
export const REDIRECT_COLUMNS = [
  'fromPath',
  'toPath',
  'isPermanent',
  'ignoreCase',
  'redirectInBrowser',
] as const

const HEADER = REDIRECT_COLUMNS.join(',')
const BOOLEAN_COLUMNS = ['isPermanent', 'ignoreCase', 'redirectInBrowser'] as const

export interface CsvRow {
  /** 1-based line of the file where the row starts. */
  line: number
  row: Redirect
}

export interface ParsedRedirects {
  /** Only the rows without any problem. */
  rows: CsvRow[]
  problems: InputProblem[]
}

function fieldName(column: number): string | undefined {
  return REDIRECT_COLUMNS[column]
}

/**
 * Parses redirects.csv strictly. Handles a UTF-8 BOM, CRLF or LF endings,
 * quoted values and blank lines at the end. Never throws: every problem is
 * returned with its line, and only rows without problems are returned as rows.
 */
export function parseRedirectsCsv(file: string, text: string): ParsedRedirects {
  const problems: InputProblem[] = []
  const rows: CsvRow[] = []
  const problem = (line: number, message: string, field?: string) =>
    problems.push(field ? { file, line, field, message } : { file, line, message })

  const records = readRecords(text.replace(/^\uFEFF/, ''))
  for (let last = records.at(-1); last && isBlank(last); last = records.at(-1)) records.pop()

  const first = records[0]
  if (!first) {
    problem(1, `the file is empty: start it with the header line ${HEADER}`)
    return { rows, problems }
  }
  let dataStart = 1
  const headerText = first.fields.map((f) => f.value).join(',')
  if (headerText !== HEADER || first.problems.length > 0) {
    const names = new Set<string>(REDIRECT_COLUMNS.map((c) => c.toLowerCase()))
    const looksLikeData =
      first.fields[0]?.value.startsWith('/') === true &&
      !first.fields.some((f) => names.has(f.value.trim().toLowerCase()))
    if (looksLikeData) {
      problem(first.line, `the header line is missing: insert ${HEADER} as line 1`)
      dataStart = 0
    } else {
      problem(first.line, `the header is ${headerText}: write exactly ${HEADER}`)
    }
  }

  for (const record of records.slice(dataStart)) {
    const before = problems.length
    for (const p of record.problems) problem(p.line, p.message, fieldName(p.column))
    if (isBlank(record)) {
      problem(record.line, 'blank line inside the table: remove it')
      continue
    }
    // Broken quoting shifts the columns: counting them would only repeat the problem.
    if (record.problems.length > 0) continue
    const count = record.fields.length
    if (count < REDIRECT_COLUMNS.length) {
      problem(
        record.line,
        `${count} value${count === 1 ? '' : 's'} instead of ${REDIRECT_COLUMNS.length}: give the row all of ${HEADER}`,
      )
    } else if (count > REDIRECT_COLUMNS.length) {
      problem(
        record.line,
        `${count} values instead of ${REDIRECT_COLUMNS.length}: remove the extra ones, or quote a value that holds a comma`,
      )
    }
    const value = (name: (typeof REDIRECT_COLUMNS)[number]) =>
      record.fields[REDIRECT_COLUMNS.indexOf(name)]?.value ?? ''
    const flags = new Map<string, boolean>()
    if (count === REDIRECT_COLUMNS.length) {
      for (const name of BOOLEAN_COLUMNS) {
        const raw = value(name)
        if (raw === 'true' || raw === 'false') {
          flags.set(name, raw === 'true')
          continue
        }
        const folded = raw.trim().toLowerCase()
        const fix =
          folded === 'true' || folded === 'false' ? `write ${folded}` : 'write true or false'
        problem(
          record.line,
          raw === '' ? `missing: ${fix}` : `${raw} is not a boolean: ${fix}`,
          name,
        )
      }
    }
    if (problems.length > before) continue
    rows.push({
      line: record.line,
      row: {
        fromPath: value('fromPath'),
        toPath: value('toPath'),
        isPermanent: flags.get('isPermanent') === true,
        ignoreCase: flags.get('ignoreCase') === true,
        redirectInBrowser: flags.get('redirectInBrowser') === true,
      },
    })
  }
  return { rows, problems }
}

function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value
}

/** Writes the table: the header, one line per row, LF endings, quotes only where needed. */
export function formatRedirectsCsv(rows: readonly Redirect[]): string {
  const lines = rows.map((r) =>
    [r.fromPath, r.toPath, String(r.isPermanent), String(r.ignoreCase), String(r.redirectInBrowser)]
      .map(csvField)
      .join(','),
  )
  return [HEADER, ...lines].map((l) => `${l}\n`).join('')
}
