import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { BrandConfig } from '../../src/site/brands'
import type { ContentIndex } from '../../src/model/content'
import type { InputProblem } from '../content/errors'
import type { CsvRow } from './csv'
import { parseRedirectsCsv } from './csv'
import { generateRedirects } from './generate'
import { validateRedirects, type RedirectFinding } from './validate'

export interface CheckedRedirects {
  file: string
  rows: CsvRow[]
  /** Every problem: CSV problems and rule findings, errors and warnings, by line. */
  findings: RedirectFinding[]
}

/** Derived rows the table lacks: the content has changed since the table was generated. */
function staleFindings(
  file: string,
  rows: CsvRow[],
  content: ContentIndex,
  pagePaths: ReadonlySet<string>,
): RedirectFinding[] {
  const have = new Map(rows.map(({ row }) => [row.fromPath.toLowerCase(), row.toPath]))
  const pages = content.entries.map((e) => ({ id: e.data.id, locale: e.locale, path: e.path }))
  const other = [...pagePaths].filter((p) => !content.byPath.has(p))
  const lastLine = rows.at(-1)?.line ?? 1
  return generateRedirects(pages, { otherPaths: other })
    .filter((g) => have.get(g.fromPath.toLowerCase()) === undefined)
    .map((g) => ({
      file,
      line: lastLine,
      severity: 'error' as const,
      rule: 'stale' as const,
      message: `the content needs ${g.fromPath} -> ${g.toPath}, which the table lacks: run "npm run tools -- redirects generate"`,
      fix: 'run "npm run tools -- redirects generate"',
    }))
}

/** A row the table cannot read: always an error. */
export const csvFinding = (p: InputProblem): RedirectFinding => ({
  ...p,
  severity: 'error',
  rule: 'csv',
})

/** Reads a brand's redirect table and checks it against the pages and content the site has. */
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
  const findings: RedirectFinding[] = [
    ...parsed.problems.map(csvFinding),
    ...validateRedirects(file, parsed.rows, { pagePaths, allowList: brand.redirectAllowList }),
    ...staleFindings(file, parsed.rows, content, pagePaths),
  ].sort((a, b) => a.line - b.line)
  return { file, rows: parsed.rows, findings }
}

export const errorsOf = (findings: RedirectFinding[]) =>
  findings.filter((f) => f.severity === 'error')
