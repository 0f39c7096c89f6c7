import type { PortfolioCharts as Charts } from '../../model/charts/portfolio-charts'
import { formatDate, formatPercentTick, formatWeight } from '../../site/format'
import type { AssetClass } from '../../model/labels'
import { BarChart } from './bar-chart'
import { ChartFigure, Swatch } from './chart-figure'
import { QuickFactsView, RiskScale, SERIES_EXPLAINED_ID, SeriesPerformanceView } from './fund-facts'
import type { Drawing } from './drawing'
import { GrowthPeriods } from './growth-chart'

/**
 * A portfolio page's past performance: the growth of $10,000 over the period
 * chosen, then each series' Fund Facts figures.
 */
export function PortfolioHistory({ charts, t, locale }: { charts: Charts } & Drawing) {
  return (
    <section aria-labelledby="history">
      <h2 id="history">{t('charts.history')}</h2>
      <GrowthPeriods
        growth={charts.growth}
        table={charts.growthTable}
        seriesExplained={SERIES_EXPLAINED_ID}
        t={t}
        locale={locale}
      />
      <SeriesPerformanceView series={charts.series} t={t} locale={locale} />
      <p className="fine-print">{t('charts.historyNote')}</p>
    </section>
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
