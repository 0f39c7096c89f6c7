export type Align = 'left' | 'right'

export interface Column {
  title: string
  align?: Align
}

const pad = (text: string, width: number, align: Align = 'left') =>
  align === 'right' ? text.padStart(width) : text.padEnd(width)

const widths = (columns: readonly Column[], rows: readonly (readonly string[])[]) =>
  columns.map((c, i) => Math.max(c.title.length, ...rows.map((r) => (r[i] ?? '').length)))

/** A plain-text table for the terminal: a header, a rule, one line per row. */
export function textTable(
  columns: readonly Column[],
  rows: readonly (readonly string[])[],
): string {
  const w = widths(columns, rows)
  const line = (cells: readonly string[]) =>
    columns
      .map((c, i) => pad(cells[i] ?? '', w[i] ?? 0, c.align))
      .join('  ')
      .trimEnd()
  return [
    line(columns.map((c) => c.title)),
    w.map((n) => '-'.repeat(n)).join('  '),
    ...rows.map(line),
  ].join('\n')
}

const escapeCell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ')

/** A GitHub-flavoured Markdown table. */
export function markdownTable(
  columns: readonly Column[],
  rows: readonly (readonly string[])[],
): string {
  const line = (cells: readonly string[]) => `| ${cells.map(escapeCell).join(' | ')} |`
  return [
    line(columns.map((c) => c.title)),
    `| ${columns.map((c) => (c.align === 'right' ? '---:' : '---')).join(' | ')} |`,
    ...rows.map((r) => line(columns.map((_, i) => r[i] ?? ''))),
  ].join('\n')
}

/** Bytes as kilobytes with one decimal: 14336 -> "14.0 KB". */
export function kb(bytes: number | null): string {
  return bytes === null ? '-' : `${(bytes / 1024).toFixed(1)} KB`
}

export function seconds(value: number): string {
  return `${value.toFixed(1)} s`
}
