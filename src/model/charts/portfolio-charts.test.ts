import { describe, expect, it } from 'vitest'
import { testPortfolio } from '../testing/test-content'
import { monthIndex, monthOfIndex, type MonthValue } from '../fund-history'
import { yearRows } from './bar-chart'
import { portfolioCharts, seriesPerformance, topTenShare } from './portfolio-charts'
import { premiumToNav, shareHistoryChart } from './site-charts'

/** The one series of the test portfolio. */
function firstSeries() {
  const series = testPortfolio('p', 'global-equity').series[0]
  if (!series) throw new Error('the test portfolio has a series')
  return series
}

const monthly = (first: string, values: number[]): MonthValue[] =>
  values.map((value, i) => ({ month: monthOfIndex(monthIndex(first) + i), value }))

describe('year-by-year returns as rows', () => {
  const chart = yearRows([
    { year: 2023, value: 10 },
    { year: 2024, value: -5 },
  ])

  it('draws a row per year, gains right of zero and losses left, each with its value past its end', () => {
    expect(chart.rows.map((r) => r.year)).toEqual([2023, 2024])
    const [gain, loss] = chart.rows
    expect(gain?.x).toBe(chart.zero)
    expect(gain?.anchor).toBe('start')
    expect(gain?.valueX).toBeGreaterThan((gain?.x ?? 0) + (gain?.width ?? 0))
    expect((loss?.x ?? 0) + (loss?.width ?? 0)).toBeCloseTo(chart.zero, 1)
    expect(loss?.anchor).toBe('end')
    expect(loss?.valueX).toBeLessThan(loss?.x ?? 0)
    // A bar's length is its value: twice the return, twice the length.
    expect((gain?.width ?? 0) / (loss?.width ?? 1)).toBeCloseTo(2, 1)
  })

  it('keeps room for the year labels at the left', () => {
    expect(Math.min(...chart.rows.map((r) => r.valueX))).toBeGreaterThan(chart.labelRight)
  })
})

describe('a portfolio page’s Fund Facts figures', () => {
  it('adds the ten largest holdings, to one decimal', () => {
    const holdings = Array.from({ length: 12 }, (_, i) => ({ name: `H${i}`, weight: 1 + i / 10 }))
    // 2.1 + 2.0 + … + 1.2
    expect(topTenShare(holdings)).toBe(16.5)
  })

  it('says what $1,000 became in the best and worst 3 months, and counts the positive years', () => {
    const series = {
      ...firstSeries(),
      startDate: '2020-01-01',
      calendarYearReturns: { '2021': 10, '2022': -4, '2023': 6 },
      bestThreeMonths: { return: 24.7, endDate: '2021-02-28' },
      worstThreeMonths: { return: -12, endDate: '2022-03-31' },
    }
    const figures = seriesPerformance(series, monthly('2020-01', [10_000, 10_100, 10_200]))
    expect(figures.best?.amount).toBeCloseTo(1247, 6)
    expect(figures.worst?.amount).toBeCloseTo(880, 6)
    expect(figures.years?.positive).toBe(2)
    expect(figures.years?.total).toBe(3)
    expect(figures.average?.since).toBe('start')
    expect(figures.average?.amount).toBeCloseTo(1020, 6)
  })

  it('charts the growth of $10,000 over each period the series existed for, rebased at its start', () => {
    const portfolio = testPortfolio('p', 'global-equity')
    const base = firstSeries()
    portfolio.series = [base, { ...base, name: 'AN', startDate: '2024-01-04' }]
    // A grows 1 % a month from November 2022; AN from January 2024, at 2 %.
    const months = (first: string, count: number, rate: number) =>
      monthly(
        first,
        Array.from({ length: count }, (_, i) => 10_000 * (1 + rate) ** i),
      )
    const charts = portfolioCharts(
      portfolio,
      { A: months('2022-11', 32, 0.01), AN: months('2024-01', 18, 0.02) },
      '2025-06-30',
    )
    expect(charts.growth.map((g) => [g.period, g.from, g.to])).toEqual([
      ['oneYear', '2024-06', '2025-06'],
      ['sinceInception', '2022-11', '2025-06'],
    ])
    const [oneYear, sinceInception] = charts.growth
    // Over a year each series ends at its own 12 months' growth from $10,000, whatever its start.
    expect(oneYear?.chart.lines.map((l) => [l.key, Math.round(l.end.value)])).toEqual([
      ['A', Math.round(10_000 * 1.01 ** 12)],
      ['AN', Math.round(10_000 * 1.02 ** 12)],
    ])
    expect(oneYear?.chart.endValues).toBe(true)
    expect(oneYear?.missing).toEqual([])
    expect(sinceInception?.chart.lines.map((l) => l.key)).toEqual(['A'])
    // Since inception the history is the growth of $10,000 from the start date already.
    expect(sinceInception?.chart.lines[0]?.end.value).toBeCloseTo(10_000 * 1.01 ** 31, 6)
    expect(sinceInception?.startDate).toBe('2008-11-17')
    expect(sinceInception?.missing).toEqual([{ key: 'AN', startDate: '2024-01-04' }])
    // The table: what $10,000 became, a row per period, nothing where a series is too young.
    expect(charts.growthTable.keys).toEqual(['A', 'AN'])
    expect(charts.growthTable.rows.map((r) => r.label)).toEqual(['oneYear', 'sinceInception'])
    expect(charts.growthTable.rows[0]?.values).toEqual(oneYear?.chart.lines.map((l) => l.end.value))
    expect(charts.growthTable.rows[1]?.values).toEqual([
      sinceInception?.chart.lines[0]?.end.value,
      null,
    ])
    expect(charts.facts.series.map((s) => s.startDate)).toEqual(['2008-11-17', '2024-01-04'])
    expect(charts.facts.risk).toBe('medium')
  })
})

describe('a listed company’s headline', () => {
  it('gives the price’s discount or premium to NAV, from the last month', () => {
    expect(premiumToNav(70.15, 62.37)).toBeCloseTo(-11.09, 2)
    expect(premiumToNav(50, 55)).toBeCloseTo(10, 6)
    const { latest } = shareHistoryChart([
      { month: '2025-05', nav: 67.93, price: 60.83 },
      { month: '2025-06', nav: 70.15, price: 62.37 },
    ])
    expect(latest).toMatchObject({ month: '2025-06', nav: 70.15, price: 62.37 })
    expect(shareHistoryChart([]).latest).toBeUndefined()
  })
})
