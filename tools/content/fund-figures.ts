import type { PortfolioData } from '../../src/model/brand-data'
import {
  annualizedReturns,
  bestAndWorst,
  calendarYearReturns,
  PERIODS,
  roundToTenth,
  threeMonthReturns,
  type MonthValue,
} from '../../src/model/fund-history'
import type { InputProblem } from './errors'

type Series = PortfolioData['series'][number]

/** The figures of a series that its month-end values decide, as portfolios.yaml writes them. */
export type SeriesFigures = Pick<
  Series,
  'performance' | 'calendarYearReturns' | 'bestThreeMonths' | 'worstThreeMonths'
>

/**
 * What a series prints, worked out from its approved month-end values with
 * one decimal: what `tools figures approve` writes, and what
 * `checkSeriesFigures` accepts.
 */
export function figuresFromValues(
  startDate: string,
  values: readonly MonthValue[],
  asAtDate: string,
): SeriesFigures {
  const annualized = annualizedReturns(startDate, values)
  const rounded = (v: number | null) => (v === null ? null : roundToTenth(v))
  const years = calendarYearReturns(startDate, asAtDate, values)
  const extremes = bestAndWorst(threeMonthReturns(startDate, values))
  const window = (w: { endDate: string; value: number }) => ({
    return: roundToTenth(w.value),
    endDate: w.endDate,
  })
  return {
    performance: {
      oneYear: rounded(annualized.oneYear),
      threeYear: rounded(annualized.threeYear),
      fiveYear: rounded(annualized.fiveYear),
      tenYear: rounded(annualized.tenYear),
      sinceInception: roundToTenth(annualized.sinceInception ?? 0),
    },
    ...(years.length > 0 && {
      calendarYearReturns: Object.fromEntries(years.map((y) => [String(y.year), roundToTenth(y.value)])),
    }),
    ...(extremes && { bestThreeMonths: window(extremes.best), worstThreeMonths: window(extremes.worst) }),
  }
}

/** Two figures written with one decimal agree when they round alike (a float's noise aside). */
const agree = (written: number, computed: number) => Math.abs(written - roundToTenth(computed)) < 1e-6
const tenth = (value: number) => roundToTenth(value).toFixed(1)

/**
 * Checks the figures a series prints against its month-end values: the
 * annualized returns, the calendar years (the last ten full ones, each once)
 * and the best and worst 3 months. A figure the values disagree with is
 * refused with the value they give, so the fix is to correct one of the two.
 */
export function checkSeriesFigures(
  series: Series,
  values: readonly MonthValue[],
  asAtDate: string,
  historyFile: string,
  problemAt: (path: ReadonlyArray<string>, message: string) => InputProblem,
): InputProblem[] {
  const problems: InputProblem[] = []
  const from = `the month-end values of ${historyFile}`
  const annualized = annualizedReturns(series.startDate, values)
  for (const period of [...PERIODS, 'sinceInception'] as const) {
    const written = series.performance[period]
    const computed = annualized[period]
    const at = ['performance', period]
    if (written === null && computed !== null) {
      problems.push(problemAt(at, `null, but ${from} cover the period: write ${tenth(computed)}`))
    } else if (written !== null && computed === null) {
      problems.push(problemAt(at, `the series is younger than the period in ${from}: write null`))
    } else if (written !== null && computed !== null && !agree(written, computed)) {
      problems.push(problemAt(at, `${written} disagrees with ${from}, which give ${tenth(computed)}: correct the one that is wrong`))
    }
  }

  const years = calendarYearReturns(series.startDate, asAtDate, values)
  const written = series.calendarYearReturns
  const range = years.length > 0 ? `${years[0]?.year}-${years.at(-1)?.year}` : 'none'
  if (!written && years.length > 0) {
    problems.push(
      problemAt([], `series ${series.name}: add calendarYearReturns: { ${years.map((y) => `${y.year}: ${tenth(y.value)}`).join(', ')} } (from ${from})`),
    )
  }
  for (const [year, value] of Object.entries(written ?? {})) {
    const computed = years.find((y) => String(y.year) === year)
    const at = ['calendarYearReturns', year]
    if (!computed) {
      problems.push(problemAt(at, `year ${year} is out of range: the series' last ten full calendar years are ${range}`))
    } else if (!agree(value, computed.value)) {
      problems.push(problemAt(at, `${year}: ${value} disagrees with ${from}, which give ${tenth(computed.value)}: correct the one that is wrong`))
    }
  }
  if (written) {
    for (const y of years) {
      if (!(String(y.year) in written)) {
        problems.push(problemAt(['calendarYearReturns'], `year ${y.year} is missing: add ${y.year}: ${tenth(y.value)}`))
      }
    }
  }

  const windows = threeMonthReturns(series.startDate, values)
  const extremes = bestAndWorst(windows)
  for (const [key, which] of [
    ['bestThreeMonths', 'best'],
    ['worstThreeMonths', 'worst'],
  ] as const) {
    const w = series[key]
    const computed = extremes?.[which]
    if (!w) {
      if (computed) {
        problems.push(problemAt([], `series ${series.name}: add ${key}: { return: ${tenth(computed.value)}, endDate: ${computed.endDate} } (from ${from})`))
      }
      continue
    }
    if (!computed) {
      problems.push(problemAt([key], `the series is younger than 3 months in ${from}: remove ${key}`))
      continue
    }
    const window = windows.find((r) => r.endDate === w.endDate)
    if (!window) {
      const span = `${windows[0]?.endDate} to ${windows.at(-1)?.endDate}`
      problems.push(problemAt([key, 'endDate'], `${w.endDate} ends no 3-month period of the last ten years: write the last day of a month from ${span}`))
    } else if (!agree(w.return, window.value)) {
      problems.push(problemAt([key, 'return'], `${w.return} disagrees with ${from}, which give ${tenth(window.value)} for the 3 months to ${w.endDate}: correct the one that is wrong`))
    } else if (!agree(w.return, computed.value)) {
      problems.push(problemAt([key], `the ${which} 3 months of the last ten years returned ${tenth(computed.value)}, to ${computed.endDate}: write those`))
    }
  }
  return problems
}
