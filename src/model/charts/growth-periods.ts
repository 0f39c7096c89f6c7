import { GROWTH_START, monthIndex, monthOfIndex, type MonthValue } from '../fund-history'

/** The periods a growth-of-$10,000 chart offers, as fund companies' pages do. */
export const GROWTH_PERIODS = [
  'oneYear',
  'threeYear',
  'fiveYear',
  'tenYear',
  'sinceInception',
] as const
export type GrowthPeriod = (typeof GROWTH_PERIODS)[number]

const PERIOD_YEARS: Record<Exclude<GrowthPeriod, 'sinceInception'>, number> = {
  oneYear: 1,
  threeYear: 3,
  fiveYear: 5,
  tenYear: 10,
}

/**
 * Points a line is drawn through at most: a 16-year monthly line is most of a
 * page's bytes, and a chart a few hundred pixels wide cannot show 200 months.
 */
export const MAX_LINE_POINTS = 30

export interface PeriodGrowth {
  period: GrowthPeriod
  /**
   * The month-end at which every shown series is worth $10,000 (`YYYY-MM`);
   * since inception, the month the series started in, on their start date.
   */
  from: string
  /** The last month-end of the period. */
  to: string
  /** The series that existed on `from`, rebased there, every month of the period. */
  series: Array<{ key: string; values: MonthValue[] }>
  /** Series left out: they started after `from`. */
  missing: string[]
}

type History = { key: string; values: readonly MonthValue[] }

/** `history` from `from` to `to`, rebased so that it is worth $10,000 at `from`; undefined if it has no value there. */
export function rebase(
  values: readonly MonthValue[],
  from: string,
  to: string,
): MonthValue[] | undefined {
  const base = values.find((v) => v.month === from)
  if (!base) return undefined
  return values
    .filter((v) => v.month >= from && v.month <= to)
    .map((v) => ({ month: v.month, value: (v.value / base.value) * GROWTH_START }))
}

/**
 * The growth of $10,000 over each period the fund has existed for: 1, 3, 5
 * and 10 years to the last month every series has, and since the fund's
 * first month. Each period shows the series that existed at its start, all
 * rebased to $10,000 there, so that they are compared over the same time.
 * Since inception needs no rebasing: a history is the growth of $10,000
 * from its start date, which the line starts from (drawn at the month-end
 * before, a few days early), for the series that started in that month.
 */
export function growthPeriods(series: readonly History[]): PeriodGrowth[] {
  const lasts = series.flatMap((s) => (s.values.at(-1) ? [s.values.at(-1)?.month ?? ''] : []))
  const firsts = series.flatMap((s) => (s.values[0] ? [s.values[0].month] : []))
  if (lasts.length === 0) return []
  const to = lasts.reduce((a, b) => (b < a ? b : a))
  const inception = firsts.reduce((a, b) => (b < a ? b : a))
  const over = (period: GrowthPeriod, from: string): PeriodGrowth[] => {
    if (from < inception || from >= to) return []
    const shown = series.flatMap((s) => {
      const values = rebase(s.values, from, to)
      return values ? [{ key: s.key, values }] : []
    })
    const missing = series.filter((s) => !shown.some((r) => r.key === s.key)).map((s) => s.key)
    return [{ period, from, to, series: shown, missing }]
  }
  const fixed = (['oneYear', 'threeYear', 'fiveYear', 'tenYear'] as const).flatMap((period) =>
    over(period, monthOfIndex(monthIndex(to) - PERIOD_YEARS[period] * 12)),
  )
  // A fund exactly N years old: its since-inception chart is its N-year one.
  if (fixed.some((p) => p.from === inception)) return fixed
  const start = { month: monthOfIndex(monthIndex(inception) - 1), value: GROWTH_START }
  const oldest = series.filter((s) => s.values[0]?.month === inception)
  const sinceInception: PeriodGrowth = {
    period: 'sinceInception',
    from: inception,
    to,
    series: oldest.map((s) => ({
      key: s.key,
      values: [start, ...s.values.filter((v) => v.month <= to)],
    })),
    missing: series.filter((s) => !oldest.includes(s)).map((s) => s.key),
  }
  return [...fixed, sinceInception]
}

/**
 * The values a line is drawn through: every `step`-th month counted back
 * from the last, so that the end value is the data's own, and the first
 * (the $10,000); at most `max` points, each a month's actual value.
 */
export function linePoints(values: readonly MonthValue[], max = MAX_LINE_POINTS): MonthValue[] {
  if (values.length <= max) return [...values]
  const step = Math.ceil((values.length - 1) / (max - 1))
  const kept: MonthValue[] = []
  for (let i = values.length - 1; i > 0; i -= step) {
    const v = values[i]
    if (v) kept.push(v)
  }
  const first = values[0]
  if (first) kept.push(first)
  return kept.reverse()
}
