import type { ShareMonth, PortfolioData } from '../brand-data'
import type { Period } from '../fund-history'
import { rowChart } from './bar-chart'
import type { BarChartGeometry, FigureTable, LineChartGeometry } from './geometry'
import { lineChart } from './line-chart'
import { yearEndTable } from './portfolio-charts'

/**
 * The portfolios side by side: a row per portfolio that has the series, a bar
 * per period. `titleOf` gives the portfolio's name on the page's language.
 */
export function performanceComparison(
  portfolios: readonly PortfolioData[],
  seriesName: string,
  periods: readonly Period[],
): { chart: BarChartGeometry; ids: string[] } {
  const rows = portfolios.flatMap((p) => {
    const series = p.series.find((s) => s.name === seriesName)
    return series ? [{ id: p.id, performance: series.performance }] : []
  })
  return {
    ids: rows.map((r) => r.id),
    // A portfolio's name takes two lines on a phone, in French.
    chart: rowChart(
      {
        categories: rows.map((r) => r.id),
        series: periods.map((period) => ({
          key: period,
          values: rows.map((r) => r.performance[period]),
        })),
      },
      { labelLines: 2 },
    ),
  }
}

/** The price's premium (positive) or discount (negative) to net asset value, in percent. */
export const premiumToNav = (nav: number, price: number) => (price / nav - 1) * 100

/**
 * Net asset value and share price per share at each month-end: lines, a
 * table of the last twelve months and each year's end, and the latest month
 * with the price's premium or discount to NAV (the page's headline).
 */
export function shareHistoryChart(history: readonly ShareMonth[]): {
  chart: LineChartGeometry
  table: FigureTable
  latest?: { month: string; nav: number; price: number; premium: number }
} {
  const last = history.at(-1)
  const series = [
    { key: 'nav', values: history.map((m) => ({ month: m.month, value: m.nav })) },
    { key: 'price', values: history.map((m) => ({ month: m.month, value: m.price })) },
  ]
  return {
    chart: lineChart(series),
    table: yearEndTable(series, 12),
    ...(last && {
      latest: {
        month: last.month,
        nav: last.nav,
        price: last.price,
        premium: premiumToNav(last.nav, last.price),
      },
    }),
  }
}
