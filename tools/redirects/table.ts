import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { BrandConfig } from '../../src/site/brands'
import type { ContentIndex } from '../../src/model/content'
import type { InputProblem } from '../content/errors'
import type { CsvRow } from './csv'
import { parseRedirectsCsv } from './csv'
import { deriveRedirects, type DerivedRow } from './derive'
import { effectiveTable } from './effective'
import { validateRedirects, type RedirectFinding, type TableRow } from './validate'

export interface CheckedRedirects {
  /** The brand's redirect table (hand rows), relative to the content root. */
  file: string
  /** The rows of the table that read well: what people decided. */
  hand: CsvRow[]
  /** Every row the content makes, whether a hand row takes its place or not. */
  derived: DerivedRow[]
  /** The effective table, what the site serves: the hand rows, then the derived rows they leave. */
  rows: TableRow[]
  /** Every problem: CSV problems, hand rows against derived ones, rule findings; by file and line. */
  findings: RedirectFinding[]
}

/** A row the table cannot read: always an error. */
export const csvFinding = (p: InputProblem): RedirectFinding => ({
  ...p,
  severity: 'error',
  rule: 'csv',
})

/**
 * The rows the content makes (`deriveRedirects`), never from another public
 * path of the site (`pagePaths` beyond the content's: search pages, sign-in pages).
 */
export function derivedRowsOf(content: ContentIndex, pagePaths: ReadonlySet<string>): DerivedRow[] {
  const pages = content.entries.map((e) => ({
    id: e.data.id,
    locale: e.locale,
    path: e.path,
    file: e.file,
  }))
  const other = [...pagePaths].filter((p) => !content.byPath.has(p))
  return deriveRedirects(pages, { otherPaths: other })
}

/** The line of a content file's `slug:` key, where a derived row's path comes from (1 without one). */
async function slugLine(root: string, file: string): Promise<number> {
  const text = await readFile(path.join(root, file), 'utf8').catch(() => '')
  const lines = text.split(/\r?\n/)
  const end = lines.indexOf('---', 1)
  const at = lines.slice(0, end < 0 ? lines.length : end).findIndex((l) => /^slug\s*:/.test(l))
  return at < 0 ? 1 : at + 1
}

/**
 * Reads a brand's redirect table (hand rows), adds the rows derived from the
 * content, and checks the effective table against the pages the site has.
 * A derived row's findings point at the `slug:` line of its content file.
 */
export async function checkRedirects(
  root: string,
  brand: BrandConfig,
  content: ContentIndex,
  pagePaths: ReadonlySet<string>,
): Promise<CheckedRedirects> {
  const file = brand.redirectsFile
  const text = await readFile(path.join(root, file), 'utf8').catch((e: NodeJS.ErrnoException) => {
    if (e.code === 'ENOENT') return undefined
    throw e
  })
  const parsed = text === undefined ? { rows: [], problems: [] } : parseRedirectsCsv(file, text)
  const derived = derivedRowsOf(content, pagePaths)
  const table = effectiveTable(file, parsed.rows, derived)
  const ruled = await Promise.all(
    validateRedirects(file, table.rows, { pagePaths, allowList: brand.redirectAllowList }).map(
      async (f) => (f.file === file ? f : { ...f, line: await slugLine(root, f.file) }),
    ),
  )
  const findings = [
    ...parsed.problems.map(csvFinding),
    ...table.findings,
    ...ruled.filter((f) => f.file === file),
  ]
    .sort((a, b) => a.line - b.line)
    .concat(ruled.filter((f) => f.file !== file))
  return { file, hand: parsed.rows, derived, rows: table.rows, findings }
}

export const errorsOf = (findings: RedirectFinding[]) =>
  findings.filter((f) => f.severity === 'error')
