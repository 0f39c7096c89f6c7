import { describe, expect, it } from 'vitest'
import { monthIndex, monthOfIndex, type MonthValue } from '../fund-history'
import { columnChart, rowChart } from './bar-chart'
import { lineChart, timeTicks } from './line-chart'
import { RelativePath } from './relative-path'

/** The points of a path written with M and relative l commands. */
function points(d: string): Array<[number, number]> {
  const out: Array<[number, number]> = []
  for (const [, command, x, y] of d.matchAll(/([Ml])\s*(-?[\d.]+)[,\s]?(-?[\d.]+)/g)) {
    const last = out.at(-1) ?? [0, 0]
    const [px, py] = command === 'M' ? [0, 0] : last
    out.push([px + Number(x), py + Number(y)])
  }
  return out
}

const monthly = (first: string, values: number[]): MonthValue[] =>
  values.map((value, i) => ({ month: monthOfIndex(monthIndex(first) + i), value }))

describe('year-by-year returns as columns', () => {
  const years = ['2015', '2016', '2017', '2018', '2019', '2020', '2021', '2022', '2023', '2024']
  const returns = [21.2, 23.3, 15, -5.9, -13.2, 22.4, -2.3, 43.9, 10.2, 17.3]
  const chart = columnChart({ categories: years, series: [{ key: 'A', values: returns }] })

  it('draws a bar per year of a 10-year series', () => {
    expect(chart.groups).toHaveLength(10)
    expect(chart.groups.flatMap((g) => g.bars)).toHaveLength(10)
  })

  it('hangs a negative year below the zero line and stands a positive one on it', () => {
    const bar = (year: string) => chart.groups.find((g) => g.category === year)?.bars[0]
    const loss = bar('2019')
    const gain = bar('2022')
    expect(loss?.y).toBe(chart.zero)
    expect((gain?.y ?? 0) + (gain?.height ?? 0)).toBeCloseTo(chart.zero, 1)
    expect(gain?.y).toBeLessThan(chart.zero)
  })

  it('makes a bar as long as its value on the axis, which holds zero', () => {
    expect(chart.valueTicks.map((t) => t.value)).toContain(0)
    const perPoint = (chart.groups[7]?.bars[0]?.height ?? 0) / 43.9
    expect(chart.groups[4]?.bars[0]?.height).toBeCloseTo(13.2 * perPoint, 0)
  })

  it('starts the axis at zero when every value is positive', () => {
    const up = columnChart({ categories: ['a', 'b'], series: [{ key: 'x', values: [3, 5] }] })
    expect(up.valueTicks[0]?.value).toBe(0)
    expect(up.zero).toBe(up.plot.bottom)
  })

  it('leaves a gap where a series has no figure', () => {
    const two = columnChart({
      categories: ['2015', '2016'],
      series: [
        { key: 'A', values: [1, 2] },
        { key: 'AN', values: [null, 2] },
      ],
    })
    expect(two.groups.map((g) => g.bars.length)).toEqual([1, 2])
  })
})

describe('growth of $10,000 as lines', () => {
  const a = monthly('2020-01', [10_000, 10_400, 9_800, 11_200, 12_345.67])
  const f = monthly('2021-01', [10_000, 10_100, 10_900])
  const chart = lineChart([
    { key: 'A', values: a },
    { key: 'F', values: f },
  ])

  it('ends each line at the last value of its data', () => {
    const [lineA, lineF] = chart.lines
    expect(lineA?.end).toMatchObject({ value: 12_345.67, month: '2020-05' })
    expect(lineF?.end).toMatchObject({ value: 10_900, month: '2021-03' })
    const last = points(lineA?.d ?? '').at(-1)
    expect(last?.[0]).toBeCloseTo(lineA?.end.x ?? 0, 0)
    expect(last?.[1]).toBeCloseTo(lineA?.end.y ?? 0, 0)
  })

  it('draws a point per month and spans the plot from the first month to the last', () => {
    const pointsOfA = points(chart.lines[0]?.d ?? '')
    expect(pointsOfA).toHaveLength(a.length)
    expect(pointsOfA[0]?.[0]).toBeCloseTo(chart.plot.left, 0)
    expect(chart.lines[1]?.end.x).toBeCloseTo(chart.plot.right, 0)
    expect(chart.months).toEqual({ first: '2020-01', last: '2021-03' })
  })

  it('moves direct labels apart when two lines end close together', () => {
    const close = lineChart([
      { key: 'AN', values: monthly('2020-01', [10_000, 20_000]) },
      { key: 'FN', values: monthly('2020-01', [10_000, 20_100]) },
    ])
    const [y1 = 0, y2 = 0] = close.lines.map((l) => l.labelY)
    expect(Math.abs(y1 - y2)).toBeGreaterThanOrEqual(14.9)
  })
})

describe('the time axis', () => {
  const time = (month: string) => monthIndex(month) / 12
  const ticks = (first: string, last: string) => {
    const { ticks, unit } = timeTicks(time(first), time(last), (t) => t)
    return { unit, months: ticks.map((t) => t.month) }
  }

  it('marks a chart of two years or less at its first and last month, written inward', () => {
    expect(ticks('2024-06', '2025-06')).toEqual({ unit: 'month', months: ['2024-06', '2025-06'] })
    expect(ticks('2023-09', '2025-09').months).toEqual(['2023-09', '2025-09'])
    const { ticks: drawn } = timeTicks(time('2024-06'), time('2025-06'), (t) => t)
    expect(drawn.map((t) => t.anchor)).toEqual(['start', 'end'])
  })

  it('marks Januaries as years over longer periods, fewer as the span grows', () => {
    expect(ticks('2022-06', '2025-06')).toEqual({
      unit: 'year',
      months: ['2023-01', '2024-01', '2025-01'],
    })
    expect(ticks('2008-11', '2025-06').months).toEqual(['2012-01', '2016-01', '2020-01', '2024-01'])
  })

  it('puts each tick where its month is drawn', () => {
    const { ticks: drawn } = timeTicks(time('2024-06'), time('2025-06'), (t) => t * 10)
    expect(drawn[1]?.at).toBeCloseTo(time('2025-06') * 10, 6)
  })
})

describe('rows', () => {
  it('puts each category on its own row and each bar from zero', () => {
    const chart = rowChart({
      categories: ['equities', 'cash'],
      series: [{ key: 'weight', values: [92.4, 7.6] }],
    })
    expect(chart.groups.map((g) => g.category)).toEqual(['equities', 'cash'])
    for (const bar of chart.groups.flatMap((g) => g.bars)) expect(bar.x).toBe(chart.zero)
    expect((chart.groups[1]?.at ?? 0) > (chart.groups[0]?.at ?? 0)).toBe(true)
  })
})

describe('relative paths', () => {
  it('land on the rounded absolute points, without error building up', () => {
    const path = new RelativePath(1)
    const xs = Array.from(
      { length: 200 },
      (_, i) => [58 + i * 1.5937, 100 + Math.sin(i) * 37.123] as const,
    )
    xs.forEach(([x, y], i) => (i === 0 ? path.moveTo(x, y) : path.lineTo(x, y)))
    const drawn = points(path.toString())
    drawn.forEach(([x, y], i) => {
      expect(x).toBeCloseTo(xs[i]?.[0] ?? 0, 0)
      expect(y).toBeCloseTo(xs[i]?.[1] ?? 0, 0)
    })
  })
})
