import type { PerformanceChart, ShareHistoryChart } from '../../model/blocks'
import {
  formatCurrency,
  formatDate,
  formatMonth,
  formatPercentTick,
  formatReturn,
  formatAxisTime,
} from '../../site/format'
import { BarChart } from './bar-chart'
import { ChartFigure } from './chart-figure'
import type { Drawing } from './drawing'
import { FigureTableView } from './figure-table'
import { LineChart } from './line-chart'
import { Legend } from './portfolio-charts'

/** The portfolios side by side: a row per portfolio, a bar per period, each bar's figure at its end. */
export function PerformanceChartFigure({
  block,
  heading,
  asAtDate,
  t,
  locale,
}: { block: PerformanceChart; heading?: string; asAtDate: string } & Drawing) {
  const period = (key: string) => t(`portfolio.${key as PerformanceChart['periods'][number]}`)
  const titleOf = (id: string) =>
    block.portfolios[block.chart.groups.findIndex((g) => g.category === id)]?.label ?? id
  const title = heading ?? t('charts.comparisonTitle', { series: block.series })
  const values = block.chart.groups
    .map(
      (g) =>
        `${titleOf(g.category)}: ${g.bars.map((b) => `${period(b.key)} ${formatReturn(locale, b.value)}`).join(', ')}`,
    )
    .join(t('charts.listSeparator'))
  return (
    <ChartFigure
      id="performance-chart"
      t={t}
      title={title}
      description={t('charts.comparisonDescription', {
        series: block.series,
        date: formatDate(locale, asAtDate),
        periods: block.periods.map(period).join(', '),
        values,
      })}
      frame={block.chart}
      legend={<Legend id="performance-chart" keys={block.chart.keys} label={period} />}
      table={
        <FigureTableView
          table={{
            keys: block.chart.keys,
            rows: block.chart.groups.map((g) => ({
              label: g.category,
              values: block.chart.keys.map((k) => g.bars.find((b) => b.key === k)?.value ?? null),
            })),
          }}
          caption={title}
          rowHeading={t('portfolio.portfolio')}
          row={titleOf}
          column={period}
          value={(v) => formatReturn(locale, v)}
          none={t('portfolio.notAvailable')}
        />
      }
    >
      <BarChart
        id="performance-chart"
        chart={block.chart}
        formatTick={(v) => formatPercentTick(locale, v)}
        category={titleOf}
        formatValue={(v) => formatReturn(locale, v)}
      />
    </ChartFigure>
  )
}

/** A listed company's net asset value and share price per share since listing. */
export function ShareHistoryFigure({
  block,
  heading,
  t,
  locale,
}: { block: ShareHistoryChart; heading?: string } & Drawing) {
  const label = (key: string) => t(`charts.${key === 'nav' ? 'nav' : 'price'}`)
  const money = (v: number) => formatCurrency(locale, v)
  const [nav, price] = block.chart.lines
  const title = t('charts.sharePeriodTitle', {
    title: heading ?? t('charts.shareTitle'),
    from: formatMonth(locale, block.chart.months.first),
    to: formatMonth(locale, block.chart.months.last),
  })
  const { latest } = block
  return (
    <>
      {latest && (
        <div className="share-tile">
          <dl>
            <div>
              <dt>{t('charts.nav')}</dt>
              <dd>{money(latest.nav)}</dd>
            </div>
            <div>
              <dt>{t('charts.price')}</dt>
              <dd>{money(latest.price)}</dd>
            </div>
            <div>
              <dt>{t(latest.premium < 0 ? 'charts.discount' : 'charts.premium')}</dt>
              <dd>{formatReturn(locale, Math.abs(latest.premium))}</dd>
            </div>
          </dl>
          <p>{t('charts.factsAsAt', { date: formatDate(locale, monthEnd(latest.month)) })}</p>
        </div>
      )}
      <ChartFigure
        id="share-history"
        t={t}
        title={title}
        description={t('charts.shareDescription', {
          from: formatMonth(locale, block.chart.months.first),
          to: formatMonth(locale, block.chart.months.last),
          nav: money(nav?.end.value ?? 0),
          price: money(price?.end.value ?? 0),
        })}
        frame={block.chart}
        table={
          <FigureTableView
            table={block.table}
            caption={title}
            rowHeading={t('charts.monthEnd')}
            row={(month) => formatMonth(locale, month)}
            column={label}
            value={money}
            none={t('portfolio.notAvailable')}
          />
        }
      >
        <LineChart
          chart={block.chart}
          formatValue={(v) => formatCurrency(locale, v)}
          formatTime={(month, unit) => formatAxisTime(locale, month, unit)}
          label={(key) => (key === 'nav' ? t('charts.navShort') : t('charts.priceShort'))}
        />
      </ChartFigure>
    </>
  )
}

/** The last day of a `YYYY-MM` month. */
function monthEnd(month: string): string {
  return new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0))
    .toISOString()
    .slice(0, 10)
}
