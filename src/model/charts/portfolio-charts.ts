import type { PortfolioData } from '../brand-data'
import {
  AVERAGE_RETURN_AMOUNT,
  amountAfter,
  averageReturn,
  bestAndWorstThreeMonths,
  calendarYearReturns,
  fromCommonStart,
  monthEnd,
  positiveYears,
  type MonthValue,
} from '../fund-history'
import { rowChart, yearRows } from './bar-chart'
import type { BarChartGeometry, FigureTable, LineChartGeometry, YearBarsGeometry } from './geometry'
import { lineChart } from './line-chart'

/** A 3-month return, the day it ended, and what $1,000 invested at its start became. */
export interface ThreeMonths {
  return: number
  endDate: string
  amount: number
}

/** What a Fund Facts document says of one series' past performance. */
export interface SeriesPerformance {
  key: string
  startDate: string
  /** Year-by-year returns, the last ten calendar years at most, and how many were positive. */
  years?: { chart: YearBarsGeometry; positive: number; total: number }
  best?: ThreeMonths
  worst?: ThreeMonths
  /** What $1,000 invested ten years ago (or at the start) became, and its annual compound return. */
  average?: {
    since: 'tenYears' | 'start'
    fromDate: string
    toDate: string
    amount: number
    annual: number
  }
}

/** The Fund Facts' quick facts and risk rating: figures from data/, never from text. */
export interface QuickFacts {
  /** The date every figure without its own is as at (site.yaml). */
  asAtDate: string
  category: string
  risk: string
  fundSize?: { value: number; date: string }
  fundManager?: string
  numberOfHoldings?: number
  /** The top ten holdings' combined weight, in percent (one decimal, as the weights). */
  topTenShare: number
  series: Array<{
    key: string
    startDate: string
    codes: string[]
    mer: number
    managementFee: number
    minimumInvestment: number
    distributions: string
  }>
}

/** The combined weight of the ten largest holdings, to one decimal. */
export function topTenShare(holdings: ReadonlyArray<{ weight: number }>): number {
  const top = [...holdings]
    .map((h) => h.weight)
    .sort((a, b) => b - a)
    .slice(0, 10)
  return Math.round(top.reduce((sum, w) => sum + w, 0) * 10) / 10
}

export function quickFacts(portfolio: PortfolioData, asAtDate: string): QuickFacts {
  return {
    asAtDate,
    category: portfolio.category,
    risk: portfolio.risk,
    ...(portfolio.fundSize && { fundSize: portfolio.fundSize }),
    ...(portfolio.fundManager && { fundManager: portfolio.fundManager }),
    ...(portfolio.numberOfHoldings && { numberOfHoldings: portfolio.numberOfHoldings }),
    topTenShare: topTenShare(portfolio.topHoldings),
    series: portfolio.series.map((s) => ({
      key: s.name,
      startDate: s.startDate,
      codes: s.codes,
      mer: s.mer,
      managementFee: s.managementFee,
      minimumInvestment: s.minimumInvestment,
      distributions: s.distributions,
    })),
  }
}

export interface PortfolioCharts {
  facts: QuickFacts
  /**
   * The growth of $10,000 in every series with a history, from the latest
   * month they all have (`from`), rebased there: series of different start
   * dates then had the same time. `rebased` when some series is older.
   */
  growth?: { chart: LineChartGeometry; table: FigureTable; from: string; rebased: boolean }
  /** Per series, in the data's order. */
  series: SeriesPerformance[]
  allocation: BarChartGeometry
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

const withAmount = (r: { return: number; endDate: string }): ThreeMonths => ({
  ...r,
  amount: amountAfter(AVERAGE_RETURN_AMOUNT, r.return),
})

/**
 * One series' Fund Facts performance: the approved figures of portfolios.yaml
 * where it has them (the build checks them against the history), else the
 * history's own; the average return from the history.
 */
export function seriesPerformance(
  series: PortfolioData['series'][number],
  values: readonly MonthValue[],
): SeriesPerformance {
  const last = values.at(-1)
  const years = series.calendarYearReturns
    ? Object.entries(series.calendarYearReturns)
        .map(([year, value]) => ({ year: Number(year), value }))
        .sort((a, b) => a.year - b.year)
    : last
      ? calendarYearReturns(series.startDate, monthEnd(last.month), values)
      : []
  const computed = bestAndWorstThreeMonths(series.startDate, values)
  const best =
    series.bestThreeMonths ??
    (computed && { return: computed.best.value, endDate: computed.best.endDate })
  const worst =
    series.worstThreeMonths ??
    (computed && { return: computed.worst.value, endDate: computed.worst.endDate })
  const average = averageReturn(series.startDate, values)
  return {
    key: series.name,
    startDate: series.startDate,
    ...(years.length > 0 && { years: { chart: yearRows(years), ...positiveYears(years) } }),
    ...(best && { best: withAmount(best) }),
    ...(worst && { worst: withAmount(worst) }),
    ...(average && { average }),
  }
}

/**
 * A portfolio page's charts: the growth of $10,000 (from the series' common
 * start), each series' Fund Facts performance, and the asset mix. Only the
 * build runs this: the page's record carries the geometry.
 */
export function portfolioCharts(
  portfolio: PortfolioData,
  growth: Record<string, MonthValue[]> | undefined,
  asAtDate: string,
): PortfolioCharts {
  const withHistory = portfolio.series.flatMap((s) => {
    const values = growth?.[s.name]
    return values && values.length > 0 ? [{ key: s.name, values }] : []
  })
  const common = fromCommonStart(withHistory)
  const firstMonths = withHistory.map((s) => s.values[0]?.month)
  return {
    facts: quickFacts(portfolio, asAtDate),
    ...(common &&
      common.series.length > 0 && {
        growth: {
          chart: lineChart(common.series),
          table: yearEndTable(common.series),
          from: common.month,
          rebased: firstMonths.some((m) => m !== common.month),
        },
      }),
    series: portfolio.series.map((s) => seriesPerformance(s, growth?.[s.name] ?? [])),
    allocation: rowChart({
      categories: portfolio.assetAllocation.map((a) => a.assetClass),
      series: [{ key: 'weight', values: portfolio.assetAllocation.map((a) => a.weight) }],
    }),
  }
}
