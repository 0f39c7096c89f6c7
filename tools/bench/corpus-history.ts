import type { PortfolioData } from '../../src/model/brand-data'
import {
  GROWTH_START,
  annualizedReturns,
  bestAndWorstThreeMonths,
  calendarYearReturns,
  monthIndex,
  monthOfIndex,
  roundToTenth,
  type MonthValue,
} from '../../src/model/fund-history'
import type { Rng } from './prng'

type Figures = Pick<
  PortfolioData['series'][number],
  'performance' | 'calendarYearReturns' | 'bestThreeMonths' | 'worstThreeMonths'
>

/**
 * A series' month-end values from its start to the as-at date, a random walk
 * with a fund's drift and volatility, and the figures the site prints, worked
 * out from them as the content check does: the corpus is as consistent as
 * real data must be, and its pages carry charts as real ones do.
 */
export function seriesHistory(
  r: Rng,
  startDate: string,
  asAtDate: string,
  volatility: number,
): { values: MonthValue[]; figures: Figures } {
  const first = monthIndex(startDate.slice(0, 7))
  const last = monthIndex(asAtDate.slice(0, 7))
  const values: MonthValue[] = []
  let value = GROWTH_START
  for (let i = first; i <= last; i++) {
    // The sum of three uniforms is near enough a normal draw for a made-up fund.
    const shock = (r.next() + r.next() + r.next() - 1.5) * 2 * volatility
    value *= 1 + 0.006 + shock
    values.push({ month: monthOfIndex(i), value: Math.round(value * 100) / 100 })
  }
  const annualized = annualizedReturns(startDate, values)
  const tenth = (v: number | null) => (v === null ? null : roundToTenth(v))
  const extremes = bestAndWorstThreeMonths(startDate, values)
  const years = calendarYearReturns(startDate, asAtDate, values)
  return {
    values,
    figures: {
      performance: {
        oneYear: tenth(annualized.oneYear),
        threeYear: tenth(annualized.threeYear),
        fiveYear: tenth(annualized.fiveYear),
        tenYear: tenth(annualized.tenYear),
        sinceInception: roundToTenth(annualized.sinceInception ?? 0),
      },
      ...(years.length > 0 && {
        calendarYearReturns: Object.fromEntries(
          years.map((y) => [String(y.year), roundToTenth(y.value)]),
        ),
      }),
      ...(extremes && {
        bestThreeMonths: {
          return: roundToTenth(extremes.best.value),
          endDate: extremes.best.endDate,
        },
        worstThreeMonths: {
          return: roundToTenth(extremes.worst.value),
          endDate: extremes.worst.endDate,
        },
      }),
    },
  }
}

/** `data/growth/<id>.csv` of a portfolio: a row per month, a column per series. */
export function historyCsv(
  series: ReadonlyArray<{ name: string; values: readonly MonthValue[] }>,
): string {
  const months = [...new Set(series.flatMap((s) => s.values.map((v) => v.month)))].sort()
  const at = series.map((s) => new Map(s.values.map((v) => [v.month, v.value.toFixed(2)])))
  const rows = months.map((m) => [m, ...at.map((values) => values.get(m) ?? '')].join(','))
  return `# Benchmark corpus: made-up month-end values.\nmonth,${series.map((s) => s.name).join(',')}\n${rows.join('\n')}\n`
}
