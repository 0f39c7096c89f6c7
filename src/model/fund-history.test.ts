import { describe, expect, it } from 'vitest'
import {
  amountAfter,
  annualizedReturns,
  averageReturn,
  positiveYears,
  bestAndWorstThreeMonths,
  calendarYearReturns,
  monthEnd,
  monthIndex,
  monthOfIndex,
  type MonthValue,
} from './fund-history'

/** Month-end values from `first`, one per entry. */
function history(first: string, values: number[]): MonthValue[] {
  return values.map((value, i) => ({ month: monthOfIndex(monthIndex(first) + i), value }))
}

describe('month arithmetic', () => {
  it('counts months across years and knows the last day of each', () => {
    expect(monthIndex('2025-01') - monthIndex('2024-12')).toBe(1)
    expect(monthOfIndex(monthIndex('2024-12') + 2)).toBe('2025-02')
    expect(monthEnd('2024-02')).toBe('2024-02-29')
    expect(monthEnd('2025-02')).toBe('2025-02-28')
  })
})

describe('calendar-year returns', () => {
  it('counts a year only when the series existed at the end of the year before', () => {
    // Starts mid-November 2020: 2021 is its first full year; the as-at date ends in June 2023.
    const values = history('2020-11', [
      10_000,
      10_000,
      ...Array<number>(11).fill(10_500),
      11_000,
      ...Array<number>(11).fill(12_000),
      9_900,
      ...Array<number>(6).fill(9_000),
    ])
    const years = calendarYearReturns('2020-11-17', '2023-06-30', values)
    expect(years.map((y) => y.year)).toEqual([2021, 2022])
    expect(years[0]?.value).toBeCloseTo(10, 6) // 10,000 at Dec 2020 to 11,000 at Dec 2021
    expect(years[1]?.value).toBeCloseTo((9_900 / 11_000 - 1) * 100, 6)
  })

  it('keeps the last ten years', () => {
    const values = history(
      '2009-12',
      Array.from({ length: 12 * 15 + 1 }, (_, i) => 10_000 + i),
    )
    const years = calendarYearReturns('2009-12-01', '2024-12-31', values)
    expect(years).toHaveLength(10)
    expect(years[0]?.year).toBe(2015)
    expect(years.at(-1)?.year).toBe(2024)
  })
})

describe('3-month returns', () => {
  it('finds the best and the worst 3 months with the day they ended', () => {
    const values = history('2024-01', [100, 100, 100, 100, 130, 130, 130, 91, 91, 91])
    const extremes = bestAndWorstThreeMonths('2024-01-01', values)
    expect(extremes?.best).toEqual({ endDate: '2024-05-31', value: expect.closeTo(30, 6) })
    expect(extremes?.worst).toEqual({ endDate: '2024-08-31', value: expect.closeTo(-30, 6) })
  })

  it('has none before the series is three months old', () => {
    expect(
      bestAndWorstThreeMonths('2024-01-15', history('2024-01', [100, 101, 102])),
    ).toBeUndefined()
  })
})

describe('annualized returns', () => {
  it('compounds over whole years and leaves out periods longer than the series', () => {
    // 10% a year for three years, month-end values from the start.
    const values = history(
      '2022-06',
      Array.from({ length: 37 }, (_, i) => 10_000 * 1.1 ** (i / 12)),
    )
    const r = annualizedReturns('2022-06-30', values)
    expect(r.oneYear).toBeCloseTo(10, 6)
    expect(r.threeYear).toBeCloseTo(10, 6)
    expect(r.fiveYear).toBeNull()
    expect(r.sinceInception).toBeCloseTo(10, 1)
  })
})

describe('Fund Facts figures', () => {
  it('says what $1,000 became after a return', () => {
    expect(amountAfter(1000, 24.7)).toBeCloseTo(1247, 6)
    expect(amountAfter(1000, -12)).toBeCloseTo(880, 6)
  })

  it('counts the positive years of those shown', () => {
    expect(positiveYears([{ value: 3 }, { value: -1 }, { value: 0 }, { value: 8.2 }])).toEqual({
      positive: 2,
      total: 4,
    })
    expect(positiveYears([])).toEqual({ positive: 0, total: 0 })
  })

  it('gives what $1,000 invested ten years ago became, and its compound annual return', () => {
    // 10 % a year for 11 years of month-ends: $1,000 ten years ago is $2,593.74.
    const filled = history(
      '2015-06',
      Array.from({ length: 121 }, (_, i) => 10_000 * 1.1 ** (i / 12)),
    )
    const average = averageReturn('2015-05-31', filled)
    expect(average?.since).toBe('tenYears')
    expect(average?.fromDate).toBe('2015-06-30')
    expect(average?.toDate).toBe('2025-06-30')
    expect(average?.amount).toBeCloseTo(2593.74, 2)
    expect(average?.annual).toBeCloseTo(10, 6)
  })

  it('counts from the start of a series younger than ten years', () => {
    const values = history('2021-10', [10_500, 11_000, 12_000])
    const average = averageReturn('2021-10-04', values)
    expect(average?.since).toBe('start')
    expect(average?.fromDate).toBe('2021-10-04')
    expect(average?.amount).toBeCloseTo(1200, 6)
    expect(averageReturn('2021-10-04', [])).toBeUndefined()
  })
})
