import {
  GROWTH_START,
  monthIndex,
  monthOfIndex,
  type MonthValue,
} from '../../src/model/fund-history'
import { figuresFromValues, type SeriesFigures } from '../content/fund-figures'
import type { Rng } from './prng'

/**
 * A series' month-end values from its start to the as-at date, a random walk
 * with a fund's drift and volatility, and the figures the site prints, worked
 * out from them as `figures approve` does (`figuresFromValues`): the corpus is as consistent as
 * real data must be, and its pages carry charts as real ones do.
 */
export function seriesHistory(
  r: Rng,
  startDate: string,
  asAtDate: string,
  volatility: number,
): { values: MonthValue[]; figures: SeriesFigures } {
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
  return { values, figures: figuresFromValues(startDate, values, asAtDate) }
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
