import { describe, expect, it } from 'vitest'
import { GROWTH_START, monthIndex, monthOfIndex, type MonthValue } from '../fund-history'
import { growthPeriods, linePoints, rebase } from './growth-periods'

const monthly = (first: string, values: number[]): MonthValue[] =>
  values.map((value, i) => ({ month: monthOfIndex(monthIndex(first) + i), value }))

/** A history growing by `rate` a month for `count` months, from $10,000. */
const growing = (first: string, count: number, rate: number) =>
  monthly(
    first,
    Array.from({ length: count }, (_, i) => GROWTH_START * (1 + rate) ** i),
  )

describe('the growth of $10,000 over a period', () => {
  it('rebases a history to $10,000 at the period’s start and keeps its months to the end', () => {
    const values = monthly('2024-01', [20_000, 22_000, 24_000, 30_000])
    expect(rebase(values, '2024-02', '2024-03')).toEqual([
      { month: '2024-02', value: 10_000 },
      { month: '2024-03', value: (24_000 / 22_000) * 10_000 },
    ])
    expect(rebase(values, '2023-12', '2024-03')).toBeUndefined()
  })

  it('offers only the periods the fund has existed for, and since inception', () => {
    // 6 years and 2 months of history, to June 2025.
    const periods = growthPeriods([{ key: 'A', values: growing('2019-04', 75, 0.005) }])
    expect(periods.map((p) => [p.period, p.from])).toEqual([
      ['oneYear', '2024-06'],
      ['threeYear', '2022-06'],
      ['fiveYear', '2020-06'],
      ['sinceInception', '2019-04'],
    ])
    expect(periods.every((p) => p.to === '2025-06')).toBe(true)
  })

  it('starts every series shown at $10,000 and leaves out those younger than the period', () => {
    const periods = growthPeriods([
      { key: 'A', values: growing('2014-01', 138, 0.01) },
      { key: 'AN', values: growing('2016-01', 114, 0.01) },
    ])
    const tenYears = periods.find((p) => p.period === 'tenYear')
    expect(tenYears?.series.map((s) => s.key)).toEqual(['A'])
    expect(tenYears?.missing).toEqual(['AN'])
    const fiveYears = periods.find((p) => p.period === 'fiveYear')
    expect(fiveYears?.series.map((s) => s.values[0]?.value)).toEqual([GROWTH_START, GROWTH_START])
    // The same monthly growth for the same time: the same end value, whatever the start date.
    const ends = fiveYears?.series.map((s) => Math.round(s.values.at(-1)?.value ?? 0))
    expect(ends).toEqual([
      Math.round(GROWTH_START * 1.01 ** 60),
      Math.round(GROWTH_START * 1.01 ** 60),
    ])
  })

  it('since inception, draws each history as it is, the growth of $10,000 from the start date', () => {
    const values = monthly('2019-04', [10_400, 10_300, 10_900])
    const [since] = growthPeriods([{ key: 'A', values }])
    expect(since?.period).toBe('sinceInception')
    expect(since?.from).toBe('2019-04')
    // The $10,000 invested during April, drawn at March's end; then the data's own values.
    expect(since?.series[0]?.values).toEqual([{ month: '2019-03', value: GROWTH_START }, ...values])
  })

  it('does not repeat a period: a fund exactly 5 years old has no separate since-inception chart', () => {
    const periods = growthPeriods([{ key: 'F', values: growing('2020-06', 61, 0.01) }])
    expect(periods.map((p) => p.period)).toEqual(['oneYear', 'threeYear', 'fiveYear'])
  })

  it('has no period without a history', () => {
    expect(growthPeriods([])).toEqual([])
    expect(growthPeriods([{ key: 'A', values: [] }])).toEqual([])
  })
})

describe('the points a long line is drawn through', () => {
  const values = growing('2008-11', 200, 0.01)
  const points = linePoints(values, 40)

  it('keeps at most the maximum, always the first and the last month, each its actual value', () => {
    expect(points.length).toBeLessThanOrEqual(40)
    expect(points[0]).toEqual(values[0])
    expect(points.at(-1)).toEqual(values.at(-1))
    for (const p of points) expect(values).toContainEqual(p)
  })

  it('keeps every month of a short line', () => {
    const short = growing('2024-06', 13, 0.01)
    expect(linePoints(short, 40)).toEqual(short)
  })
})
