import type { FigureTable } from '../../model/charts/geometry'
import type { GrowthChart } from '../../model/charts/portfolio-charts'
import { formatCurrency, formatDate, formatAxisTime, formatMonth } from '../../site/format'
import { CHART_SERIES, ChartFigure } from './chart-figure'
import type { Drawing } from './drawing'
import { FigureTableView } from './figure-table'
import { LineChart } from './line-chart'

const dollars = (locale: string) => (value: number) => formatCurrency(locale, Math.round(value))

/** The last day of a `YYYY-MM` month. */
function monthEndOf(month: string): string {
  const day = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0))
  return day.toISOString().slice(0, 10)
}

/**
 * The growth of $10,000 over each period the fund has existed for, one shown
 * at a time: radio buttons choose the period and CSS shows its chart
 * (`fund-facts.css`, `:has`), so the choice works without a script and adds
 * none; without `:has` every period's chart shows, one after the other.
 * The longest period is shown first.
 */
export function GrowthPeriods({
  growth,
  table,
  seriesExplained,
  t,
  locale,
}: { growth: GrowthChart[]; table: FigureTable; seriesExplained: string } & Drawing) {
  const shown = growth.at(-1)
  if (!shown) return null
  const title = t('charts.growthTitle')
  const periodName = (g: GrowthChart | undefined) =>
    g?.startDate
      ? t('charts.periodSince', {
          period: t(`charts.periods.${g.period}`),
          date: formatDate(locale, g.startDate),
        })
      : t('charts.periodFrom', {
          period: g ? t(`charts.periods.${g.period}`) : '',
          from: g ? formatMonth(locale, g.from) : '',
        })
  return (
    <section aria-labelledby="growth" className="fund-facts period-choice">
      <h3 id="growth">{title}</h3>
      {growth.length > 1 && (
        <fieldset className="series-switch period-switch">
          <legend>{t('charts.choosePeriod')}</legend>
          {growth.map((g) => (
            <span key={g.period}>
              <input
                type="radio"
                name="growth-period"
                id={`growth-${g.period}`}
                value={g.period}
                defaultChecked={g === shown}
              />
              <label htmlFor={`growth-${g.period}`}>{t(`charts.periods.${g.period}`)}</label>
            </span>
          ))}
        </fieldset>
      )}
      {growth.map((g) => (
        <div key={g.period} className={`period-panel period-${g.period}`}>
          <PeriodChart chart={g} t={t} locale={locale} />
        </div>
      ))}
      <p className="as-at">
        {t('charts.growthAsAt', { date: formatDate(locale, monthEndOf(shown.to)) })}{' '}
        {t('charts.growthFair')}
      </p>
      <details className="chart-table">
        <summary>{t('charts.showTable', { title })}</summary>
        <div className="table-scroll">
          <FigureTableView
            table={table}
            caption={t('charts.growthTableCaption', {
              date: formatDate(locale, monthEndOf(shown.to)),
            })}
            rowHeading={t('charts.periodHeading')}
            row={(period) => periodName(growth.find((g) => g.period === period))}
            column={(key) => t('charts.series', { name: key })}
            value={dollars(locale)}
            none={t('portfolio.notAvailable')}
          />
        </div>
      </details>
      <p className="fine-print">
        <a href={`#${seriesExplained}`}>{t('charts.seriesLink')}</a>
      </p>
    </section>
  )
}

/** One period's chart, each line labelled with its end value, and the series it leaves out. */
function PeriodChart({ chart: g, t, locale }: { chart: GrowthChart } & Drawing) {
  const series = (key: string) => t('charts.series', { name: key })
  const to = formatMonth(locale, g.to)
  const values = g.chart.lines
    .map((l) => `${series(l.key)} ${dollars(locale)(l.end.value)}`)
    .join(t('charts.listSeparator'))
  // Since inception the $10,000 went in on the start date; over a period, at a month's end.
  const [title, description] = g.startDate
    ? [
        t('charts.growthSinceTitle', { date: formatDate(locale, g.startDate), to }),
        t('charts.growthSinceDescription', {
          date: formatDate(locale, g.startDate),
          to,
          values,
        }),
      ]
    : [
        t('charts.growthPeriodTitle', { from: formatMonth(locale, g.from), to }),
        t('charts.growthDescription', { from: formatMonth(locale, g.from), to, values }),
      ]
  const id = `growth-${g.period}-chart`
  return (
    <ChartFigure
      id={id}
      t={t}
      title={title}
      description={description}
      frame={g.chart}
      legend={
        <>
          <ul className="chart-legend">
            {g.chart.lines.map((l, i) => (
              <li key={l.key}>
                <LineSwatch index={i} />
                {series(l.key)}
              </li>
            ))}
          </ul>
          {g.missing.length > 0 && (
            <p className="as-at">
              {t('charts.growthMissing', {
                list: g.missing
                  .map((m) =>
                    t('charts.seriesStarted', {
                      name: m.key,
                      date: formatDate(locale, m.startDate),
                    }),
                  )
                  .join(t('charts.listSeparator')),
              })}
            </p>
          )}
        </>
      }
    >
      <LineChart
        chart={g.chart}
        formatValue={dollars(locale)}
        formatTime={(month, unit) => formatAxisTime(locale, month, unit)}
        label={(key) => key}
      />
    </ChartFigure>
  )
}

/** A line's marker in the legend: its colour and dash. */
export function LineSwatch({ index }: { index: number }) {
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
