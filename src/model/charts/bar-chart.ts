import { scaleBand, scaleLinear } from 'd3-scale'
import type { BarChartGeometry, Frame, YearBarsGeometry } from './geometry'

export interface BarData {
  /** The categories along the band axis (years, portfolios, asset classes), in order. */
  categories: readonly string[]
  /** One bar per category and series; null where the series has no figure. */
  series: ReadonlyArray<{ key: string; values: ReadonlyArray<number | null> }>
}

const COLUMNS: Frame = {
  width: 420,
  height: 240,
  plot: { left: 48, right: 412, top: 12, bottom: 212 },
}
/**
 * Rows: each category's label sits above its bars, so long names (a
 * portfolio's, in French) need no margin; the right margin holds the figures.
 */
const ROWS = {
  width: 420,
  left: 14,
  right: 364,
  top: 4,
  label: 18,
  /** Each further line of a label: room for the largest text a phone's chart writes (charts.css). */
  labelLine: 22,
  barHeight: 14,
  gap: 8,
  axis: 24,
}

const round1 = (n: number) => Math.round(n * 10) / 10

/** A value axis that always holds zero, so that a bar's length is its value. */
function valueScale(data: BarData, range: [number, number]) {
  const values = data.series.flatMap((s) => s.values.filter((v): v is number => v !== null))
  const low = Math.min(0, ...values)
  const high = Math.max(0, ...values)
  return scaleLinear()
    .domain([low, high === low ? 1 : high])
    .range(range)
    .nice(5)
}

/** Grouped bars that rise from zero, or fall below it for negative values (year-by-year returns). */
export function columnChart(data: BarData): BarChartGeometry {
  const { plot } = COLUMNS
  const value = valueScale(data, [plot.bottom, plot.top])
  const band = scaleBand<string>()
    .domain(data.categories)
    .range([plot.left, plot.right])
    .padding(0.2)
  const inner = scaleBand<string>()
    .domain(data.series.map((s) => s.key))
    .range([0, band.bandwidth()])
    .padding(0.05)
  // Ends rounded first, so that a bar meets the zero line exactly.
  const zero = round1(value(0))
  return {
    kind: 'columns',
    ...COLUMNS,
    valueTicks: value.ticks(5).map((v) => ({ value: v, at: round1(value(v)) })),
    zero,
    keys: data.series.map((s) => s.key),
    groups: data.categories.map((category, i) => {
      const start = band(category) ?? 0
      return {
        category,
        at: round1(start + band.bandwidth() / 2),
        bars: data.series.flatMap((s) => {
          const v = s.values[i]
          if (v === null || v === undefined) return []
          const end = round1(value(v))
          return [
            {
              key: s.key,
              value: v,
              x: round1(start + (inner(s.key) ?? 0)),
              y: Math.min(end, zero),
              width: round1(inner.bandwidth()),
              height: round1(Math.abs(end - zero)),
            },
          ]
        }),
      }
    }),
  }
}

/**
 * Grouped horizontal bars, one row per category (asset mix, portfolios side
 * by side); `at` is the baseline of its label's first line, and each row
 * leaves room for `labelLines` lines of label.
 */
export function rowChart(data: BarData, { labelLines = 1 } = {}): BarChartGeometry {
  const label = ROWS.label + (labelLines - 1) * ROWS.labelLine
  const perRow = label + data.series.length * ROWS.barHeight + ROWS.gap
  const bottom = ROWS.top + data.categories.length * perRow
  const value = valueScale(data, [ROWS.left, ROWS.right])
  const zero = round1(value(0))
  return {
    kind: 'rows',
    width: ROWS.width,
    height: bottom + ROWS.axis,
    plot: { left: ROWS.left, right: ROWS.right, top: ROWS.top, bottom },
    valueTicks: value.ticks(4).map((v) => ({ value: v, at: round1(value(v)) })),
    zero,
    keys: data.series.map((s) => s.key),
    groups: data.categories.map((category, i) => {
      const labelTop = ROWS.top + i * perRow
      const top = labelTop + label
      return {
        category,
        at: labelTop + ROWS.label - 5,
        bars: data.series.flatMap((s, k) => {
          const v = s.values[i]
          if (v === null || v === undefined) return []
          const end = round1(value(v))
          return [
            {
              key: s.key,
              value: v,
              x: Math.min(zero, end),
              y: top + k * ROWS.barHeight,
              width: round1(Math.abs(end - zero)),
              height: ROWS.barHeight - 1,
            },
          ]
        }),
      }
    }),
    ...(labelLines > 1 && { rowLabel: { lines: labelLines, lineHeight: ROWS.labelLine } }),
  }
}

/**
 * Year rows: the year at the left, its bar from a zero line, and its value
 * written past the bar's end. Rows stack down, so ten years fit a phone with
 * every value written at a legible size; the margins hold a value as wide as
 * "-100,0 %" at the size a 320 px screen needs (charts.css).
 */
const YEAR_ROWS = { width: 420, labelRight: 58, row: 28, bar: 18, top: 2, valueRoom: 78 }

export function yearRows(years: ReadonlyArray<{ year: number; value: number }>): YearBarsGeometry {
  const { width, labelRight, row, bar, top, valueRoom } = YEAR_ROWS
  const values = years.map((y) => y.value)
  const low = Math.min(0, ...values)
  const high = Math.max(0, ...values)
  const left = labelRight + 6 + (low < 0 ? valueRoom : 0)
  const right = width - (high > 0 ? valueRoom : 4)
  const value = scaleLinear()
    .domain([low, high === low ? 1 : high])
    .range([left, right])
  const zero = round1(value(0))
  return {
    kind: 'year-rows',
    width,
    height: top + years.length * row + 2,
    zero,
    labelRight,
    rows: years.map((y, i) => {
      const end = round1(value(y.value))
      const positive = y.value >= 0
      return {
        year: y.year,
        value: y.value,
        x: Math.min(zero, end),
        y: top + i * row + (row - bar) / 2,
        width: round1(Math.abs(end - zero)),
        height: bar,
        valueX: positive ? round1(end + 5) : round1(end - 5),
        anchor: positive ? 'start' : 'end',
      }
    }),
  }
}
