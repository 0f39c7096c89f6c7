/**
 * What a chart looks like, worked out at build time: positions in the SVG's
 * own units and the figures they stand for. Templates draw these and format
 * the figures in the reader's language; only the types reach the browser.
 */

/** The plot area inside the SVG's view box. */
export interface Plot {
  left: number
  right: number
  top: number
  bottom: number
}

export interface Frame {
  width: number
  height: number
  plot: Plot
}

/** A tick of a value axis: the value and where it sits. */
export interface Tick {
  value: number
  at: number
}

/** What a time axis marks: Januaries, written as years, or months, written with their year. */
export type TimeUnit = 'year' | 'month'

export interface TimeTick {
  month: string
  at: number
  /** A tick at an end of the axis is written inward from it, clear of the value axis. */
  anchor?: 'start' | 'end'
}

export interface LinePath {
  key: string
  /** The SVG path through every point. */
  d: string
  /** The last point, where the line's direct label goes. */
  end: { x: number; y: number; value: number; month: string }
  /** Where the label sits, moved apart from the other lines' labels. */
  labelY: number
}

export interface LineChartGeometry extends Frame {
  kind: 'line'
  /** The first and the last month of the data (`YYYY-MM`). */
  months: { first: string; last: string }
  yTicks: Tick[]
  /**
   * Months marked on the time axis (`YYYY-MM`): Januaries written as their
   * year, or, over two years or less, the first and last month written as
   * month and year (one year would otherwise show a single year's tick).
   */
  xTicks: TimeTick[]
  xTickUnit: TimeUnit
  lines: LinePath[]
  /** Each line's end value is written at its end, under its name. */
  endValues?: boolean
}

export interface Bar {
  key: string
  value: number
  x: number
  y: number
  width: number
  height: number
}

export interface BarGroup {
  category: string
  /** The centre of the group along the category axis. */
  at: number
  bars: Bar[]
}

export interface BarChartGeometry extends Frame {
  kind: 'columns' | 'rows'
  /** Ticks of the value axis (y for columns, x for rows). */
  valueTicks: Tick[]
  /** Where zero sits on the value axis: bars grow from it, negative ones the other way. */
  zero: number
  groups: BarGroup[]
  /** The series, in the order of each group's bars. */
  keys: string[]
  /**
   * Rows whose labels may take two lines (portfolio names, which in French do
   * not fit a phone on one): the room each row leaves for them.
   */
  rowLabel?: { lines: number; lineHeight: number }
}

export type ChartGeometry = LineChartGeometry | BarChartGeometry

/** A table of figures by row and series: what a chart shows, for those who read it as text. */
export interface FigureTable {
  /** Series names, the table's columns. */
  keys: string[]
  /** A month (`YYYY-MM`), a year or a category per row; null where a series has no figure. */
  rows: Array<{ label: string; values: Array<number | null> }>
}

/** One horizontal bar per year, its value written at its end (a series' year-by-year returns). */
export interface YearBarsGeometry {
  kind: 'year-rows'
  width: number
  height: number
  /** Where zero sits across: bars grow right from it, losses left. */
  zero: number
  /** The right edge of the year labels. */
  labelRight: number
  rows: Array<{
    year: number
    value: number
    x: number
    y: number
    width: number
    height: number
    /** Where the value is written: past the bar's end, on its side of zero. */
    valueX: number
    anchor: 'start' | 'end'
  }>
}
