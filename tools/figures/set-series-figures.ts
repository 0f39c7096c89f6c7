import { isMap, isNode, isSeq, parseDocument, type Node, type Pair } from 'yaml'
import { roundToTenth } from '../../src/model/fund-history'
import type { SeriesFigures } from '../content/fund-figures'

/** The keys of a series that its month-end values decide, in the order portfolios.yaml writes them. */
export const FIGURE_KEYS = [
  'performance',
  'calendarYearReturns',
  'bestThreeMonths',
  'worstThreeMonths',
] as const

// `+ 0` turns a rounded -0 into 0: a return of -0.04 % is written 0.0.
const scalar = (value: string | number | null) =>
  typeof value === 'number' ? (roundToTenth(value) + 0).toFixed(1) : value === null ? 'null' : value

/** A figure as portfolios.yaml writes it: a flow mapping on one line, numbers with one decimal. */
export function flowMapping(value: Readonly<Record<string, string | number | null>>): string {
  return `{ ${Object.entries(value)
    .map(([k, v]) => `${k}: ${scalar(v)}`)
    .join(', ')} }`
}

interface Edit {
  from: number
  to: number
  text: string
}

const lineStart = (text: string, at: number) => text.lastIndexOf('\n', at - 1) + 1
const lineEnd = (text: string, at: number) => {
  const end = text.indexOf('\n', at)
  return end === -1 ? text.length : end
}

/**
 * portfolios.yaml with the figures of the given series replaced, added or
 * removed, every other byte (comments, order, the other fields) as it was:
 * each value is replaced where the `yaml` package finds it, as `setSiteDates`
 * does for site.yaml. `figures` is keyed by portfolio id, then series name;
 * a series it does not name keeps its figures.
 */
export function setSeriesFigures(
  text: string,
  figures: ReadonlyMap<string, ReadonlyMap<string, SeriesFigures>>,
): string {
  const doc = parseDocument(text)
  const portfolios = doc.get('portfolios', true)
  if (!isSeq(portfolios)) throw new Error('portfolios.yaml has no portfolios list')
  const edits: Edit[] = []
  for (const portfolio of portfolios.items) {
    if (!isMap(portfolio)) continue
    const byName = figures.get(String(portfolio.get('id')))
    const series = portfolio.get('series', true)
    if (!byName || !isSeq(series)) continue
    for (const entry of series.items) {
      if (!isMap(entry)) continue
      const wanted = byName.get(String(entry.get('name')))
      if (!wanted) continue
      edits.push(...seriesEdits(text, entry.items, wanted))
    }
  }
  // From the end back, so that each edit's offsets still hold; two additions
  // at one place go in the order they were made.
  return edits
    .map((edit, order) => ({ ...edit, order }))
    .sort((a, b) => b.from - a.from || b.order - a.order)
    .reduce((t, e) => t.slice(0, e.from) + e.text + t.slice(e.to), text)
}

/** The edits that give one series' mapping (its pairs) the wanted figures. */
function seriesEdits(
  text: string,
  pairs: ReadonlyArray<Pair<unknown, unknown>>,
  wanted: SeriesFigures,
): Edit[] {
  const rangeOf = (node: unknown) => (node as Node | null)?.range
  const keyOf = (pair: Pair<unknown, unknown>) => String((pair.key as { value?: unknown }).value)
  const first = rangeOf(pairs[0]?.key)
  const last = pairs.at(-1)
  const end = rangeOf(last?.value)
  if (!first || !end) return []
  const indent = ' '.repeat(first[0] - lineStart(text, first[0]))
  const edits: Edit[] = []
  for (const key of FIGURE_KEYS) {
    const value = wanted[key]
    const pair = pairs.find((p) => keyOf(p) === key)
    const at = rangeOf(pair?.value)
    const keyAt = rangeOf(pair?.key)
    if (value === undefined) {
      // A figure the values no longer give (a series younger than three months): its line goes.
      if (at && keyAt) {
        edits.push({ from: lineStart(text, keyAt[0]) - 1, to: lineEnd(text, at[1]), text: '' })
      }
    } else if (at) {
      // A figure that keeps its value keeps its text, however it was written (15 or 15.0).
      if (isNode(pair?.value) && JSON.stringify(pair.value.toJSON()) === JSON.stringify(value))
        continue
      edits.push({ from: at[0], to: at[1], text: flowMapping(value) })
    } else {
      const after = lineEnd(text, end[1])
      edits.push({ from: after, to: after, text: `\n${indent}${key}: ${flowMapping(value)}` })
    }
  }
  return edits
}
