import type { PortfolioData } from '../brand-data'
import {
  AVERAGE_RETURN_AMOUNT,
  amountAfter,
  averageReturn,
  bestAndWorstThreeMonths,
  calendarYearReturns,
  monthEnd,
  positiveYears,
  type MonthValue,
} from '../fund-history'
import { rowChart, yearRows } from './bar-chart'
import type { BarChartGeometry, FigureTable, LineChartGeometry, YearBarsGeometry } from './geometry'
import { growthPeriods, linePoints, type GrowthPeriod } from './growth-periods'
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

/** The growth of $10,000 over one period, every series shown rebased at its start (`growth-periods.ts`). */
export interface GrowthChart {
  period: GrowthPeriod
  from: string
  to: string
  /** Since inception: the day the series shown started, when their $10,000 was invested. */
  startDate?: string
  chart: LineChartGeometry
  /** Series left out of this period: they started after it began. */
  missing: Array<{ key: string; startDate: string }>
}

export interface PortfolioCharts {
  facts: QuickFacts
  /** The growth of $10,000 over 1, 3, 5, 10 years and since inception, the periods the fund has existed for. */
  growth: GrowthChart[]
  /** What $10,000 became over each period, by series: the growth charts' figures as one table. */
  growthTable: FigureTable
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
 * The growth of $10,000 per period: lines through at most MAX_LINE_POINTS
 * of the months, to whole units, each ending on its last month's value.
 */
export function growthCharts(
  portfolio: PortfolioData,
  histories: ReadonlyArray<{ key: string; values: readonly MonthValue[] }>,
): GrowthChart[] {
  const startOf = (key: string) => portfolio.series.find((s) => s.name === key)?.startDate ?? ''
  return growthPeriods(histories).map((p) => ({
    period: p.period,
    from: p.from,
    to: p.to,
    ...(p.period === 'sinceInception' && {
      startDate: p.series.map((s) => startOf(s.key)).reduce((a, b) => (b < a ? b : a), '9999'),
    }),
    chart: lineChart(
      p.series.map((s) => ({ key: s.key, values: linePoints(s.values) })),
      { endValues: true, digits: 0 },
    ),
    missing: p.missing.map((key) => ({ key, startDate: startOf(key) })),
  }))
}

/**
 * The growth charts' figures as one table, a row per period and a column
 * per series: what $10,000 became (null where the series is younger than
 * the period). One table rather than one per chart: a page's HTML has a
 * budget (lighthouse/budgets.json), and the end values are what is compared.
 */
export function growthTable(keys: readonly string[], charts: readonly GrowthChart[]): FigureTable {
  return {
    keys: [...keys],
    rows: charts.map((c) => ({
      label: c.period,
      values: keys.map((key) => c.chart.lines.find((l) => l.key === key)?.end.value ?? null),
    })),
  }
}

/**
 * A portfolio page's charts: the growth of $10,000 over each period, each
 * series' Fund Facts performance, and the asset mix. Only the build runs
 * this: the page's record carries the geometry.
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
  const periods = growthCharts(portfolio, withHistory)
  return {
    facts: quickFacts(portfolio, asAtDate),
    growth: periods,
    growthTable: growthTable(
      withHistory.map((s) => s.key),
      periods,
    ),
    series: portfolio.series.map((s) => seriesPerformance(s, growth?.[s.name] ?? [])),
    allocation: rowChart({
      categories: portfolio.assetAllocation.map((a) => a.assetClass),
      series: [{ key: 'weight', values: portfolio.assetAllocation.map((a) => a.weight) }],
    }),
  }
}
