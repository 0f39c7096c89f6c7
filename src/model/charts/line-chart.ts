import { scaleLinear } from 'd3-scale'
import { line } from 'd3-shape'
import { monthIndex, monthOfIndex, type MonthValue } from '../fund-history'
import type { Frame, LineChartGeometry, TimeTick, TimeUnit } from './geometry'
import { RelativePath } from './relative-path'

/** The view box of a line chart: narrow enough that its text stays legible on a phone. */
const FRAME: Frame = {
  width: 420,
  height: 240,
  plot: { left: 84, right: 376, top: 12, bottom: 212 },
}
/**
 * With each line's end value written at its end, in two lines (series, then
 * value): the plot leaves room for a value at the largest text size, which
 * a phone's narrow chart needs (charts.css).
 */
const FRAME_WITH_VALUES: Frame = {
  ...FRAME,
  plot: { ...FRAME.plot, right: 326 },
}
/** Direct labels closer than this (in view-box units) are moved apart: one line of text, or two. */
const LABEL_GAP = { name: 15, nameAndValue: 36 }

export interface LineChartOptions {
  /** The end value is written under each line's name, not only in the legend. */
  endValues?: boolean
  /** Decimals of the path's coordinates: whole units are finer than a pixel at any width. */
  digits?: number
}

const round1 = (n: number) => Math.round(n * 10) / 10

/** Month index in fractional years, so that a year's tick sits at its January. */
const timeOf = (month: string) => monthIndex(month) / 12

/**
 * A line per series over time, from month-end values, the value axis
 * rounded to nice ticks.
 */
export function lineChart(
  series: ReadonlyArray<{ key: string; values: readonly MonthValue[] }>,
  { endValues = false, digits = 1 }: LineChartOptions = {},
): LineChartGeometry {
  const frame = endValues ? FRAME_WITH_VALUES : FRAME
  const { plot } = frame
  const all = series.flatMap((s) => s.values)
  const months = all.map((v) => v.month).sort()
  const first = all.reduce((m, v) => Math.min(m, timeOf(v.month)), Infinity)
  const last = all.reduce((m, v) => Math.max(m, timeOf(v.month)), -Infinity)
  const low = all.reduce((m, v) => Math.min(m, v.value), Infinity)
  const high = all.reduce((m, v) => Math.max(m, v.value), -Infinity)
  const x = scaleLinear().domain([first, last]).range([plot.left, plot.right])
  // A growth chart compares where lines end over a period, so its axis spans
  // the period's values; others show the whole value from zero.
  const y = scaleLinear()
    .domain([endValues ? low : Math.min(0, low), high])
    .range([plot.bottom, plot.top])
    .nice(5)
  const path = (values: readonly MonthValue[]) => {
    const context = new RelativePath(digits)
    line<MonthValue>()
      .x((v) => x(timeOf(v.month)))
      .y((v) => y(v.value))
      // d3 draws into any object with moveTo and lineTo; its types name only the canvas.
      .context(context as unknown as CanvasRenderingContext2D)([...values])
    return context.toString()
  }

  const { ticks: xTicks, unit: xTickUnit } = timeTicks(first, last, (time) => round1(x(time)))
  const lines = series.flatMap((s) => {
    const end = s.values.at(-1)
    if (!end) return []
    return [
      {
        key: s.key,
        d: path(s.values),
        end: {
          x: round1(x(timeOf(end.month))),
          y: round1(y(end.value)),
          value: end.value,
          month: end.month,
        },
        labelY: round1(y(end.value)),
      },
    ]
  })
  spreadLabels(lines, endValues ? LABEL_GAP.nameAndValue : LABEL_GAP.name, frame.height)
  return {
    kind: 'line',
    ...frame,
    ...(endValues && { endValues }),
    months: { first: months[0] ?? '', last: months.at(-1) ?? '' },
    yTicks: y.ticks(5).map((value) => ({ value, at: round1(y(value)) })),
    xTicks,
    xTickUnit,
    lines,
  }
}

/** Over this many years or less, the axis marks months: a year's tick alone says little. */
const MONTH_TICKS_UP_TO_YEARS = 2

/**
 * The time axis's ticks between two times (fractional years): Januaries, one
 * year in 1, 2 or 4 as the span grows; over two years or less, the first and
 * the last month, written inward from the axis's ends (a third month's name
 * would not fit between them on a phone, in French).
 */
export function timeTicks(
  first: number,
  last: number,
  at: (time: number) => number,
): { ticks: TimeTick[]; unit: TimeUnit } {
  const span = last - first
  if (span <= MONTH_TICKS_UP_TO_YEARS) {
    const tick = (time: number, anchor: 'start' | 'end'): TimeTick => ({
      month: monthOfIndex(Math.round(time * 12)),
      at: at(time),
      anchor,
    })
    return { ticks: span > 0 ? [tick(first, 'start'), tick(last, 'end')] : [], unit: 'month' }
  }
  const every = span > 12 ? 4 : span > 6 ? 2 : 1
  const ticks: TimeTick[] = []
  for (let year = Math.ceil(first); year <= last; year++) {
    if (year % every === 0) ticks.push({ month: `${year}-01`, at: at(year) })
  }
  return { ticks, unit: 'year' }
}

/**
 * Moves the direct labels at the lines' ends apart, top to bottom, so none
 * overlaps; then up, all together, if the lowest would leave the chart.
 */
export function spreadLabels(lines: Array<{ labelY: number }>, gap: number, height: number): void {
  const sorted = [...lines].sort((a, b) => a.labelY - b.labelY)
  for (let i = 1; i < sorted.length; i++) {
    const above = sorted[i - 1]
    const here = sorted[i]
    if (above && here && here.labelY - above.labelY < gap) here.labelY = round1(above.labelY + gap)
  }
  const overflow = (sorted.at(-1)?.labelY ?? 0) + gap - height
  if (overflow > 0) for (const line of sorted) line.labelY = round1(line.labelY - overflow)
}
