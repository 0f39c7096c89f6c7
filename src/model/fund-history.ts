/**
 * The arithmetic of a fund's month-end history: the growth of $10,000 and
 * every return the site prints are read from the same values, so the data
 * checks (`tools/content/fund-history-files.ts`), the charts and the
 * benchmark corpus agree on what a figure means. Returns are in percent,
 * unrounded; months are `YYYY-MM`.
 */

/** A value at the end of a month. */
export interface MonthValue {
  month: string
  value: number
}

/** What every series starts from: the growth of $10,000. */
export const GROWTH_START = 10_000
/** Fund Facts show calendar years and 3-month returns over the last ten years. */
export const RECENT_YEARS = 10

/** `2024-03` → months since year 0, so that consecutive months differ by one. */
export function monthIndex(month: string): number {
  return Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1
}

export function monthOfIndex(index: number): string {
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`
}

/** The last day of a month, `YYYY-MM-DD`. */
export function monthEnd(month: string): string {
  const day = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0))
  return day.toISOString().slice(0, 10)
}

/**
 * Figures are approved through the brand's as-at date (`site.yaml`): a month's
 * row is approved when the month ends on or before it. Rows after it are
 * imported but await approval; no page shows them.
 */
export function isApproved(month: string, asAtDate: string): boolean {
  return monthEnd(month) <= asAtDate
}

/** The rows of a history that pages may show: those approved as at `asAtDate`. */
export function approvedRows<T extends { month: string }>(
  rows: readonly T[],
  asAtDate: string,
): T[] {
  return rows.filter((r) => isApproved(r.month, asAtDate))
}

const percentChange = (from: number, to: number) => (to / from - 1) * 100

/** Values by month index, for lookups. */
function byIndex(values: readonly MonthValue[]): Map<number, number> {
  return new Map(values.map((v) => [monthIndex(v.month), v.value]))
}

/**
 * Returns of each full calendar year, the last ten at most: a year counts
 * when the series existed at the end of the year before.
 */
export function calendarYearReturns(
  startDate: string,
  asAtDate: string,
  values: readonly MonthValue[],
): Array<{ year: number; value: number }> {
  const at = byIndex(values)
  const years: Array<{ year: number; value: number }> = []
  for (let year = Number(startDate.slice(0, 4)); year <= Number(asAtDate.slice(0, 4)); year++) {
    const from = `${year - 1}-12`
    const to = `${year}-12`
    if (monthEnd(from) < startDate || monthEnd(to) > asAtDate) continue
    const a = at.get(monthIndex(from))
    const b = at.get(monthIndex(to))
    if (a !== undefined && b !== undefined) years.push({ year, value: percentChange(a, b) })
  }
  return years.slice(-RECENT_YEARS)
}

/** Every 3-month return ending in the last ten years, with the last day of its end month. */
export function threeMonthReturns(
  startDate: string,
  values: readonly MonthValue[],
): Array<{ endDate: string; value: number }> {
  const at = byIndex(values)
  const last = values.at(-1)
  if (!last) return []
  const lastIndex = monthIndex(last.month)
  const returns: Array<{ endDate: string; value: number }> = []
  for (const { month, value } of values) {
    const index = monthIndex(month)
    if (lastIndex - index >= RECENT_YEARS * 12) continue
    const before = monthOfIndex(index - 3)
    const from = at.get(index - 3)
    if (from === undefined || monthEnd(before) < startDate) continue
    returns.push({ endDate: monthEnd(month), value: percentChange(from, value) })
  }
  return returns
}

/** The best and the worst of `returns` (threeMonthReturns'); undefined when there is none. */
export function bestAndWorst(
  returns: ReadonlyArray<{ endDate: string; value: number }>,
):
  | { best: { endDate: string; value: number }; worst: { endDate: string; value: number } }
  | undefined {
  const first = returns[0]
  if (!first) return undefined
  let best = first
  let worst = first
  for (const r of returns) {
    if (r.value > best.value) best = r
    if (r.value < worst.value) worst = r
  }
  return { best, worst }
}

/** The best and the worst 3-month return of the last ten years; undefined before three months. */
export function bestAndWorstThreeMonths(startDate: string, values: readonly MonthValue[]) {
  return bestAndWorst(threeMonthReturns(startDate, values))
}

export const PERIODS = ['oneYear', 'threeYear', 'fiveYear', 'tenYear'] as const
export type Period = (typeof PERIODS)[number] | 'sinceInception'
const PERIOD_YEARS: Record<(typeof PERIODS)[number], number> = {
  oneYear: 1,
  threeYear: 3,
  fiveYear: 5,
  tenYear: 10,
}

const DAY_MS = 86_400_000

/**
 * Annualized returns as at the last month, as the performance table prints
 * them: null where the series is younger than the period. Since inception
 * counts from the start date's $10,000, over the exact number of days.
 */
export function annualizedReturns(
  startDate: string,
  values: readonly MonthValue[],
): Record<Period, number | null> {
  const at = byIndex(values)
  const last = values.at(-1)
  const result: Record<Period, number | null> = {
    oneYear: null,
    threeYear: null,
    fiveYear: null,
    tenYear: null,
    sinceInception: null,
  }
  if (!last) return result
  const lastIndex = monthIndex(last.month)
  for (const period of PERIODS) {
    const years = PERIOD_YEARS[period]
    const fromIndex = lastIndex - years * 12
    const from = at.get(fromIndex)
    if (from === undefined || monthEnd(monthOfIndex(fromIndex)) < startDate) continue
    result[period] = ((last.value / from) ** (1 / years) - 1) * 100
  }
  const days = (Date.parse(monthEnd(last.month)) - Date.parse(startDate)) / DAY_MS
  result.sinceInception =
    days >= 365
      ? ((last.value / GROWTH_START) ** (365.25 / days) - 1) * 100
      : percentChange(GROWTH_START, last.value)
  return result
}

/** A return as the data files write it: one decimal. */
export const roundToTenth = (value: number) => Math.round(value * 10) / 10

/** What an amount invested became after a return in percent: $1,000 and +14.2 % → $1,142. */
export const amountAfter = (amount: number, returnPercent: number) =>
  amount * (1 + returnPercent / 100)

/** In how many of the years the return was positive (above zero), of how many. */
export function positiveYears(years: ReadonlyArray<{ value: number }>): {
  positive: number
  total: number
} {
  return { positive: years.filter((y) => y.value > 0).length, total: years.length }
}

/** The amount a Fund Facts' average-return sentence starts from. */
export const AVERAGE_RETURN_AMOUNT = 1_000

/**
 * The Fund Facts' average return: what $1,000 invested ten years before the
 * last month-end became, and its annual compound return; from the series'
 * start (its $10,000) when it is younger than ten years. Undefined without
 * values.
 */
export function averageReturn(
  startDate: string,
  values: readonly MonthValue[],
):
  | {
      since: 'tenYears' | 'start'
      fromDate: string
      toDate: string
      amount: number
      annual: number
    }
  | undefined {
  const last = values.at(-1)
  if (!last) return undefined
  const returns = annualizedReturns(startDate, values)
  const toDate = monthEnd(last.month)
  if (returns.tenYear !== null) {
    const from = monthEnd(monthOfIndex(monthIndex(last.month) - RECENT_YEARS * 12))
    return {
      since: 'tenYears',
      fromDate: from,
      toDate,
      amount: amountAfter(AVERAGE_RETURN_AMOUNT, ((1 + returns.tenYear / 100) ** 10 - 1) * 100),
      annual: returns.tenYear,
    }
  }
  return {
    since: 'start',
    fromDate: startDate,
    toDate,
    amount: (AVERAGE_RETURN_AMOUNT * last.value) / GROWTH_START,
    annual: returns.sinceInception ?? 0,
  }
}
