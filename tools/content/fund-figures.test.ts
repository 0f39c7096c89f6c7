import { describe, expect, it } from 'vitest'
import type { PortfolioData } from '../../src/model/brand-data'
import { monthIndex, monthOfIndex, type MonthValue } from '../../src/model/fund-history'
import { checkSeriesFigures } from './fund-figures'

type Series = PortfolioData['series'][number]

/** Month-ends from December 2022 to the as-at date, June 2025: 1% a month, then a fall of 10% in April 2025. */
const values: MonthValue[] = Array.from({ length: 31 }, (_, i) => ({
  month: monthOfIndex(monthIndex('2022-12') + i),
  value: i < 28 ? 10_000 * 1.01 ** i : 10_000 * 1.01 ** 27 * 0.9,
}))

const series = (overrides: Partial<Series> = {}): Series => ({
  name: 'A',
  codes: ['EDG100'],
  mer: 1.9,
  managementFee: 1.6,
  minimumInvestment: 1000,
  startDate: '2022-12-01',
  distributions: 'annual',
  performance: { oneYear: -1.6, threeYear: null, fiveYear: null, tenYear: null, sinceInception: 6.5 },
  calendarYearReturns: { '2023': 12.7, '2024': 12.7 },
  bestThreeMonths: { return: 3, endDate: '2023-03-31' },
  worstThreeMonths: { return: -10, endDate: '2025-06-30' },
  ...overrides,
})

const check = (s: Series) =>
  checkSeriesFigures(s, values, '2025-06-30', 'growth/global.csv', (path, message) => ({
    file: 'portfolios.yaml',
    line: path.length,
    field: path.join('.'),
    message,
  })).map((p) => `${p.field}: ${p.message}`)

describe('the figures a series prints, against its month-end values', () => {
  it('accepts figures that agree with the values to one decimal', () => {
    expect(check(series())).toEqual([])
  })

  it('refuses a year out of range and a missing year, naming the years there are', () => {
    expect(check(series({ calendarYearReturns: { '2022': 1, '2023': 12.7 } }))).toEqual([
      'calendarYearReturns.2022: year 2022 is out of range: the series\' last ten full calendar years are 2023-2024',
      'calendarYearReturns: year 2024 is missing: add 2024: 12.7',
    ])
  })

  it('refuses a figure the values disagree with, giving the value they give', () => {
    expect(check(series({ calendarYearReturns: { '2023': 12.7, '2024': 13 } }))).toEqual([
      'calendarYearReturns.2024: 2024: 13 disagrees with the month-end values of growth/global.csv, which give 12.7: correct the one that is wrong',
    ])
    const performance = { ...series().performance, oneYear: 5 }
    expect(check(series({ performance }))).toEqual([
      'performance.oneYear: 5 disagrees with the month-end values of growth/global.csv, which give -1.6: correct the one that is wrong',
    ])
  })

  it('refuses a return for a period longer than the series, and null where it has one', () => {
    const performance = { ...series().performance, threeYear: 4, oneYear: null }
    expect(check(series({ performance }))).toEqual([
      'performance.oneYear: null, but the month-end values of growth/global.csv cover the period: write -1.6',
      'performance.threeYear: the series is younger than the period in the month-end values of growth/global.csv: write null',
    ])
  })

  it('refuses a 3-month return that is not the worst, or ends on no month-end', () => {
    expect(check(series({ worstThreeMonths: { return: -8.2, endDate: '2025-04-30' } }))).toEqual([
      'worstThreeMonths: the worst 3 months of the last ten years returned -10.0, to 2025-06-30: write those',
    ])
    expect(check(series({ worstThreeMonths: { return: -10, endDate: '2025-06-15' } }))).toEqual([
      'worstThreeMonths.endDate: 2025-06-15 ends no 3-month period of the last ten years: write the last day of a month from 2023-03-31 to 2025-06-30',
    ])
  })

  it('asks for the figures the values make possible, with their values', () => {
    const { calendarYearReturns: _, bestThreeMonths: __, ...bare } = series()
    expect(check(bare)).toEqual([
      ': series A: add calendarYearReturns: { 2023: 12.7, 2024: 12.7 } (from the month-end values of growth/global.csv)',
      ': series A: add bestThreeMonths: { return: 3.0, endDate: 2023-03-31 } (from the month-end values of growth/global.csv)',
    ])
  })
})
