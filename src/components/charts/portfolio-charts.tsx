import type { PortfolioCharts as Charts } from '../../model/charts/portfolio-charts'
import {
  formatCurrency,
  formatDate,
  formatMonth,
  formatPercentTick,
  formatReturn,
  formatWeight,
  formatYear,
} from '../../site/format'
import type { AssetClass } from '../../site/labels'
import { BarChart } from './bar-chart'
import { ChartFigure, Swatch } from './chart-figure'
import type { Drawing } from './drawing'
import { FigureTableView } from './figure-table'
import { LineChart } from './line-chart'

const dollars = (locale: string) => (value: number) => formatCurrency(locale, Math.round(value))

/** A portfolio page's charts: growth of $10,000, year-by-year returns, best and worst 3 months. */
export function PortfolioHistory({ charts, t, locale }: { charts: Charts } & Drawing) {
  const series = (key: string) => t('charts.series', { name: key })
  const { growth, calendarYears, threeMonths } = charts
  if (!growth && !calendarYears) return null
  return (
    <section aria-labelledby="history">
      <h2 id="history">{t('charts.history')}</h2>
      {growth && (
        <ChartFigure
          id="growth"
          t={t}
          title={t('charts.growthTitle')}
          description={t('charts.growthDescription', {
            from: formatMonth(locale, growth.chart.months.first),
            to: formatMonth(locale, growth.chart.months.last),
            values: growth.chart.lines
              .map((l) => `${series(l.key)} ${dollars(locale)(l.end.value)}`)
              .join(t('charts.listSeparator')),
          })}
          frame={growth.chart}
          table={
            <FigureTableView
              table={growth.table}
              caption={t('charts.growthTitle')}
              rowHeading={t('charts.monthEnd')}
              row={(month) => formatMonth(locale, month)}
              column={series}
              value={dollars(locale)}
              none={t('portfolio.notAvailable')}
            />
          }
        >
          <LineChart
            chart={growth.chart}
            formatValue={dollars(locale)}
            formatYear={(year) => formatYear(locale, year)}
            label={(key) => key}
          />
        </ChartFigure>
      )}
      {calendarYears && (
        <ChartFigure
          id="calendar-years"
          t={t}
          title={t('charts.calendarTitle')}
          description={calendarDescription(calendarYears.table, t, locale, series)}
          frame={calendarYears.chart}
          legend={<Legend id="calendar-years" keys={calendarYears.chart.keys} label={series} />}
          table={
            <FigureTableView
              table={calendarYears.table}
              caption={t('charts.calendarTitle')}
              rowHeading={t('charts.year')}
              row={(year) => formatYear(locale, Number(year))}
              column={series}
              value={(v) => formatReturn(locale, v)}
              none={t('portfolio.notAvailable')}
            />
          }
        >
          <BarChart
            id="calendar-years"
            chart={calendarYears.chart}
            formatTick={(v) => formatPercentTick(locale, v)}
            category={(year) => formatYear(locale, Number(year))}
          />
        </ChartFigure>
      )}
      {threeMonths.length > 0 && (
        <div className="table-scroll">
          <table className="data-table">
            <caption>{t('charts.threeMonthsTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('portfolio.series')}</th>
                <th scope="col" className="num">
                  {t('charts.best')}
                </th>
                <th scope="col">{t('charts.endingOn')}</th>
                <th scope="col" className="num">
                  {t('charts.worst')}
                </th>
                <th scope="col">{t('charts.endingOn')}</th>
              </tr>
            </thead>
            <tbody>
              {threeMonths.map((s) => (
                <tr key={s.key}>
                  <th scope="row">{series(s.key)}</th>
                  <td className="num">{formatReturn(locale, s.best.return)}</td>
                  <td>{formatDate(locale, s.best.endDate)}</td>
                  <td className="num">{formatReturn(locale, s.worst.return)}</td>
                  <td>{formatDate(locale, s.worst.endDate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="fine-print">{t('charts.historyNote')}</p>
    </section>
  )
}

type T = Drawing['t']

/** The highest and lowest year, in words. */
function calendarDescription(
  table: NonNullable<Charts['calendarYears']>['table'],
  t: T,
  locale: string,
  series: (key: string) => string,
): string {
  const cells = table.rows.flatMap((r) =>
    r.values.flatMap((v, i) =>
      v === null ? [] : [{ year: r.label, key: table.keys[i] ?? '', value: v }],
    ),
  )
  const high = cells.reduce((a, b) => (b.value > a.value ? b : a))
  const low = cells.reduce((a, b) => (b.value < a.value ? b : a))
  const years = (y: string) => formatYear(locale, Number(y))
  return t('charts.calendarDescription', {
    series: table.keys.map(series).join(t('charts.listSeparator')),
    first: years(table.rows[0]?.label ?? ''),
    last: years(table.rows.at(-1)?.label ?? ''),
    high: `${formatReturn(locale, high.value)} (${series(high.key)}, ${years(high.year)})`,
    low: `${formatReturn(locale, low.value)} (${series(low.key)}, ${years(low.year)})`,
  })
}

/** Which fill is which series, for charts whose bars carry no direct label. */
export function Legend({
  id,
  keys,
  label,
}: {
  id: string
  keys: string[]
  label: (key: string) => string
}) {
  if (keys.length < 2) return null
  return (
    <ul className="chart-legend">
      {keys.map((key, i) => (
        <li key={key}>
          <Swatch id={id} index={i} />
          {label(key)}
        </li>
      ))}
    </ul>
  )
}

/** The asset mix as bars, each with its weight written at its end. */
export function AllocationChart({ charts, t, locale }: { charts: Charts } & Drawing) {
  const chart = charts.allocation
  const name = (assetClass: string) => t(`portfolio.assetClasses.${assetClass as AssetClass}`)
  const bars = chart.groups.flatMap((g) =>
    g.bars.map((b) => `${name(g.category)} ${formatWeight(locale, b.value)}`),
  )
  return (
    <ChartFigure
      id="allocation-chart"
      t={t}
      title={t('portfolio.assetAllocation')}
      description={bars.join(t('charts.listSeparator'))}
      frame={chart}
      showTitle={false}
    >
      <BarChart
        id="allocation-chart"
        chart={chart}
        formatTick={(v) => formatPercentTick(locale, v)}
        category={name}
        formatValue={(v) => formatWeight(locale, v)}
      />
    </ChartFigure>
  )
}
