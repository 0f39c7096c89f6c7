import type { PortfolioCharts as Charts } from '../../model/charts/portfolio-charts'
import {
  formatCurrency,
  formatDate,
  formatMonth,
  formatPercentTick,
  formatWeight,
  formatYear,
} from '../../site/format'
import type { AssetClass } from '../../model/labels'
import { BarChart } from './bar-chart'
import { CHART_SERIES, ChartFigure, Swatch } from './chart-figure'
import { QuickFactsView, RiskScale, SeriesPerformanceView } from './fund-facts'
import type { Drawing } from './drawing'
import { FigureTableView } from './figure-table'
import { LineChart } from './line-chart'

const dollars = (locale: string) => (value: number) => formatCurrency(locale, Math.round(value))

/**
 * A portfolio page's past performance: the growth of $10,000 from the series'
 * common start, with each series' end value, then each series' Fund Facts figures.
 */
export function PortfolioHistory({ charts, t, locale }: { charts: Charts } & Drawing) {
  const series = (key: string) => t('charts.series', { name: key })
  const { growth } = charts
  const end = growth?.chart.months.last
  const growthTitle =
    growth && end
      ? t('charts.growthPeriodTitle', {
          from: formatMonth(locale, growth.from),
          to: formatMonth(locale, end),
        })
      : ''
  return (
    <section aria-labelledby="history">
      <h2 id="history">{t('charts.history')}</h2>
      {growth && end && (
        <ChartFigure
          id="growth"
          t={t}
          title={growthTitle}
          description={t('charts.growthDescriptionCommon', {
            from: formatMonth(locale, growth.from),
            to: formatMonth(locale, end),
            values: growth.chart.lines
              .map((l) => `${series(l.key)} ${dollars(locale)(l.end.value)}`)
              .join(t('charts.listSeparator')),
          })}
          frame={growth.chart}
          legend={
            <div className="growth-ends">
              <p>{t('charts.growthEnd', { date: formatDate(locale, monthEndOf(end)) })}</p>
              <ul className="chart-legend">
                {growth.chart.lines.map((l, i) => (
                  <li key={l.key}>
                    <LineSwatch index={i} />
                    {series(l.key)} <strong>{dollars(locale)(l.end.value)}</strong>
                  </li>
                ))}
              </ul>
              {growth.rebased && (
                <p className="fine-print">
                  {t('charts.growthRebased', { from: formatMonth(locale, growth.from) })}
                </p>
              )}
            </div>
          }
          table={
            <FigureTableView
              table={growth.table}
              caption={growthTitle}
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
      <SeriesPerformanceView series={charts.series} t={t} locale={locale} />
      <p className="fine-print">{t('charts.historyNote')}</p>
    </section>
  )
}

/** The last day of a `YYYY-MM` month. */
function monthEndOf(month: string): string {
  const day = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0))
  return day.toISOString().slice(0, 10)
}

/** A line's marker in the legend: its colour and dash. */
function LineSwatch({ index }: { index: number }) {
  return (
    <svg
      className={`swatch series series-${index % CHART_SERIES}`}
      viewBox="0 0 20 10"
      width="20"
      height="10"
      aria-hidden="true"
    >
      <path d="M0 5H20" className="line" />
    </svg>
  )
}

/** Quick facts, drawn by the build. */
export function PortfolioFacts({ charts, t, locale }: { charts: Charts } & Drawing) {
  return <QuickFactsView facts={charts.facts} t={t} locale={locale} />
}

/** The risk scale, drawn by the build. */
export function PortfolioRisk({ charts, t, locale }: { charts: Charts } & Drawing) {
  return <RiskScale facts={charts.facts} t={t} locale={locale} />
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
    <>
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
      <p className="as-at">
        {t('charts.factsAsAt', { date: formatDate(locale, charts.facts.asAtDate) })}{' '}
        {t('charts.weightsNote')}
      </p>
    </>
  )
}
