import type { PortfolioData } from '../brand-data'
import type { MonthValue } from '../fund-history'
import { columnChart, rowChart } from './bar-chart'
import type { BarChartGeometry, FigureTable, LineChartGeometry } from './geometry'
import { lineChart } from './line-chart'

export interface PortfolioCharts {
  growth?: { chart: LineChartGeometry; table: FigureTable }
  calendarYears?: { chart: BarChartGeometry; table: FigureTable }
  /** Best and worst 3 months of each series that has them. */
  threeMonths: Array<{ key: string; best: ThreeMonths; worst: ThreeMonths }>
  allocation: BarChartGeometry
}

interface ThreeMonths {
  return: number
  endDate: string
}

/**
 * A history's table: its values each December, in the last month, and in
 * every month of the last `recentMonths`; newest first, as statements list them.
 */
export function yearEndTable(
  series: ReadonlyArray<{ key: string; values: readonly MonthValue[] }>,
  recentMonths = 1,
): FigureTable {
  const months = [...new Set(series.flatMap((s) => s.values.map((v) => v.month)))].sort().reverse()
  return {
    keys: series.map((s) => s.key),
    rows: months
      .filter((m, i) => m.endsWith('-12') || i < recentMonths)
      .map((month) => ({
        label: month,
        values: series.map((s) => s.values.find((v) => v.month === month)?.value ?? null),
      })),
  }
}

/**
 * A portfolio page's charts: the growth of $10,000 and the calendar years
 * per series (when the portfolio has month-end values), and its asset mix.
 * Only the build runs this: the page's record carries the geometry.
 */
export function portfolioCharts(
  portfolio: PortfolioData,
  growth: Record<string, MonthValue[]> | undefined,
): PortfolioCharts {
  const withHistory = portfolio.series.flatMap((s) => {
    const values = growth?.[s.name]
    return values && values.length > 0 ? [{ key: s.name, values, series: s }] : []
  })
  const years = [
    ...new Set(withHistory.flatMap((s) => Object.keys(s.series.calendarYearReturns ?? {}))),
  ].sort()
  const calendarSeries = withHistory
    .filter((s) => s.series.calendarYearReturns)
    .map((s) => ({
      key: s.key,
      values: years.map((y) => s.series.calendarYearReturns?.[y] ?? null),
    }))
  return {
    ...(withHistory.length > 0 && {
      growth: {
        chart: lineChart(withHistory),
        table: yearEndTable(withHistory),
      },
    }),
    ...(years.length > 0 && {
      calendarYears: {
        chart: columnChart({ categories: years, series: calendarSeries }),
        table: {
          keys: calendarSeries.map((s) => s.key),
          rows: years.map((year, i) => ({
            label: year,
            values: calendarSeries.map((s) => s.values[i] ?? null),
          })),
        },
      },
    }),
    threeMonths: portfolio.series.flatMap((s) =>
      s.bestThreeMonths && s.worstThreeMonths
        ? [{ key: s.name, best: s.bestThreeMonths, worst: s.worstThreeMonths }]
        : [],
    ),
    allocation: rowChart({
      categories: portfolio.assetAllocation.map((a) => a.assetClass),
      series: [{ key: 'weight', values: portfolio.assetAllocation.map((a) => a.weight) }],
    }),
  }
}
