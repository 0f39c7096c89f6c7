import type { CsvRow } from './csv'
import type { DerivedRow } from './derive'
import type { RedirectFinding, TableRow } from './validate'

/** The table a site serves, and what its hand rows say against the derived ones. */
export interface EffectiveTable {
  /** The hand rows in their order, then the derived rows no hand row claims. */
  rows: TableRow[]
  /** The derived rows a hand row takes the place of, with that row. */
  overridden: { derived: DerivedRow; by: CsvRow }[]
  /** A hand row that contradicts a derived one (error) or repeats it (warning). */
  findings: RedirectFinding[]
}

const sameFlags = (a: CsvRow['row'], b: CsvRow['row']) =>
  a.isPermanent === b.isPermanent &&
  a.ignoreCase === b.ignoreCase &&
  a.redirectInBrowser === b.redirectInBrowser

/**
 * Hand rows (what people decided, from `file`) and the rows derived from the
 * content, as one table. On the same source (up to letter case, as derived
 * rows ignore case) the hand row wins, and it is reported: to another target
 * it contradicts the content (an error naming both rows, the content file and
 * the fix); to the same target with the same flags it is redundant (a warning:
 * delete it). The same target with other flags (a permanent redirect, say) is
 * a deliberate override, and says nothing.
 */
export function effectiveTable(
  file: string,
  hand: readonly CsvRow[],
  derived: readonly DerivedRow[],
): EffectiveTable {
  const handBySource = new Map<string, CsvRow>()
  for (const r of hand) {
    const key = r.row.fromPath.toLowerCase()
    if (!handBySource.has(key)) handBySource.set(key, r)
  }
  const rows: TableRow[] = [...hand]
  const overridden: EffectiveTable['overridden'] = []
  const findings: RedirectFinding[] = []
  for (const d of derived) {
    const by = handBySource.get(d.row.fromPath.toLowerCase())
    if (by === undefined) {
      rows.push(d)
      continue
    }
    overridden.push({ derived: d, by })
    const handRow = `${by.row.fromPath} -> ${by.row.toPath}`
    const derivedRow = `${d.row.fromPath} -> ${d.row.toPath}`
    const origin = `derived from ${d.derived.file}: ${d.derived.because}`
    if (by.row.toPath !== d.row.toPath) {
      const fix = `delete this row, or change the content: ${d.derived.change}`
      findings.push({
        file,
        line: by.line,
        field: 'toPath',
        message: `${handRow} contradicts the row the content makes, ${derivedRow} (${origin}): ${fix}`,
        severity: 'error',
        rule: 'contradicts-content',
        fix,
      })
    } else if (sameFlags(by.row, d.row)) {
      const fix = 'delete the row: the build derives it from the content'
      findings.push({
        file,
        line: by.line,
        field: 'fromPath',
        message: `${handRow} is the row the content makes (${origin}): ${fix}`,
        severity: 'warning',
        rule: 'redundant',
        fix,
      })
    }
  }
  return { rows, overridden, findings }
}
