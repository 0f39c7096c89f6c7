import type { YearBarsGeometry } from '../../model/charts/geometry'
import type { QuickFacts, SeriesPerformance } from '../../model/charts/portfolio-charts'
import {
  formatCurrency,
  formatDate,
  formatPercent,
  formatReturn,
  formatWeight,
  formatWholeNumber,
  formatYear,
} from '../../site/format'
import type { Frequency, PortfolioCategory } from '../../model/labels'
import { ChartFigure } from './chart-figure'
import type { Drawing } from './drawing'

/**
 * What a Fund Facts document (Form 81-101F3) says first, drawn by the build:
 * quick facts, the series and their costs, the risk rating; and, per series,
 * its year-by-year returns, best and worst 3 months and average return.
 * Decimal policy: returns and weights one decimal, fees (MER, management
 * fee) two, dollar amounts to the dollar.
 */

const RISK_STEPS = ['low', 'low-to-medium', 'medium', 'medium-to-high', 'high'] as const
type RiskLevel = (typeof RISK_STEPS)[number]
const SERIES_EXPLAINED = ['A', 'F', 'AN', 'FN'] as const
type ExplainedSeries = (typeof SERIES_EXPLAINED)[number]
const isExplained = (key: string): key is ExplainedSeries =>
  (SERIES_EXPLAINED as readonly string[]).includes(key)
const isRisk = (level: string): level is RiskLevel =>
  (RISK_STEPS as readonly string[]).includes(level)

const dollars = (locale: string, value: number) => formatCurrency(locale, Math.round(value))

/** Where the series are explained: the growth chart links there. */
export const SERIES_EXPLAINED_ID = 'series-explained'

/** Quick facts: the fund's key figures, then a row per series with its start, codes and costs. */
export function QuickFactsView({ facts, t, locale }: { facts: QuickFacts } & Drawing) {
  const date = (d: string) => formatDate(locale, d)
  const millions = facts.fundSize && Math.round(facts.fundSize.value / 1_000_000)
  return (
    <section aria-labelledby="quick-facts" className="fund-facts">
      <h2 id="quick-facts">{t('charts.quickFacts')}</h2>
      <dl className="quick-facts">
        {facts.fundManager && (
          <div>
            <dt>{t('charts.fundManager')}</dt>
            <dd>{facts.fundManager}</dd>
          </div>
        )}
        <div>
          <dt>{t('charts.category')}</dt>
          <dd>{t(`portfolio.categories.${facts.category as PortfolioCategory}`)}</dd>
        </div>
        {facts.fundSize && millions !== undefined && (
          <div>
            <dt>{t('charts.fundSize')}</dt>
            <dd>
              {t('charts.fundSizeValue', {
                number: formatWholeNumber(locale, millions),
                date: date(facts.fundSize.date),
              })}
            </dd>
          </div>
        )}
        {facts.numberOfHoldings !== undefined && (
          <div>
            <dt>{t('charts.holdingsCount')}</dt>
            <dd>{formatWholeNumber(locale, facts.numberOfHoldings)}</dd>
          </div>
        )}
        <div>
          <dt>{t('charts.topTenShare')}</dt>
          <dd>
            {t('charts.topTenShareValue', { share: formatWeight(locale, facts.topTenShare) })}
          </dd>
        </div>
      </dl>
      <div className="stack-table">
        <table className="data-table">
          <caption>{t('charts.seriesTable')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('charts.seriesHeading')}</th>
              <th scope="col">{t('charts.startDate')}</th>
              <th scope="col">{t('charts.codes')}</th>
              <th scope="col" className="num">
                {t('charts.mer')}
              </th>
              <th scope="col" className="num">
                {t('charts.managementFee')}
              </th>
              <th scope="col" className="num">
                {t('charts.minimum')}
              </th>
              <th scope="col">{t('charts.distributions')}</th>
            </tr>
          </thead>
          <tbody>
            {facts.series.map((s) => (
              <tr key={s.key}>
                <th scope="row">{t('charts.series', { name: s.key })}</th>
                <td data-label={t('charts.startDate')}>
                  <time dateTime={s.startDate}>{date(s.startDate)}</time>
                </td>
                <td data-label={t('charts.codes')}>{s.codes.join(', ')}</td>
                <td data-label={t('charts.mer')} className="num">
                  {formatPercent(locale, s.mer)}
                </td>
                <td data-label={t('charts.managementFee')} className="num">
                  {formatPercent(locale, s.managementFee)}
                </td>
                <td data-label={t('charts.minimum')} className="num">
                  {formatCurrency(locale, s.minimumInvestment)}
                </td>
                <td data-label={t('charts.distributions')}>
                  {t(`charts.frequency.${s.distributions as Frequency}`)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3 id={SERIES_EXPLAINED_ID}>{t('charts.seriesExplained')}</h3>
      <ul className="series-meaning">
        {facts.series.flatMap((s) =>
          isExplained(s.key)
            ? [
                <li key={s.key}>
                  {t(`charts.seriesMeaning.${s.key}`, {
                    minimum: formatCurrency(locale, s.minimumInvestment),
                    start: date(s.startDate),
                  })}
                </li>,
              ]
            : [],
        )}
        <li>{t('charts.costNote')}</li>
      </ul>
      <p className="as-at">{t('charts.factsAsAt', { date: date(facts.asAtDate) })}</p>
    </section>
  )
}

/** The five-step risk scale, the fund's step marked in words and by a frame, not by colour alone. */
export function RiskScale({ facts, t }: { facts: QuickFacts } & Drawing) {
  if (!isRisk(facts.risk)) return null
  const level = t(`charts.riskLevels.${facts.risk}`)
  return (
    <section aria-labelledby="risk" className="fund-facts">
      <h2 id="risk">{t('charts.riskTitle')}</h2>
      <p>{t('charts.riskIntro')}</p>
      <ol className="risk-scale" aria-label={t('charts.riskScale')}>
        {RISK_STEPS.map((step) => (
          <li key={step} className={step === facts.risk ? 'rated' : undefined}>
            {t(`charts.riskLevels.${step}`)}
            {step === facts.risk && (
              <strong className="rated-tag">{t('charts.riskThisFund')}</strong>
            )}
          </li>
        ))}
      </ol>
      <p>
        <strong>{t('charts.riskRated', { level: level.toLowerCase() })}</strong>{' '}
        {t('charts.riskNote')}
      </p>
    </section>
  )
}

/** One horizontal bar per year with its value written at its end. */
function YearBars({ chart, locale }: { chart: YearBarsGeometry; locale: string }) {
  return (
    <g className="year-rows">
      {chart.rows.map((r) => (
        <g key={r.year} className={r.value < 0 ? 'loss' : 'gain'}>
          <text x={chart.labelRight} y={r.y + r.height / 2} dy="0.32em" className="tick-value">
            {formatYear(locale, r.year)}
          </text>
          <rect x={r.x} y={r.y} width={Math.max(r.width, 1)} height={r.height} className="bar" />
          <text
            x={r.valueX}
            y={r.y + r.height / 2}
            dy="0.32em"
            textAnchor={r.anchor}
            className="direct-label"
          >
            {formatReturn(locale, r.value)}
          </text>
        </g>
      ))}
      <line className="zero" x1={chart.zero} x2={chart.zero} y1={0} y2={chart.height} />
    </g>
  )
}

/**
 * Each series' performance, one shown at a time: radio buttons choose it
 * and CSS shows its panel (`:has`), so the choice works without JavaScript;
 * without `:has` every panel shows, one after the other.
 */
export function SeriesPerformanceView({
  series,
  t,
  locale,
}: { series: SeriesPerformance[] } & Drawing) {
  const shown = series.filter((s) => s.years ?? s.best ?? s.average)
  if (shown.length === 0) return null
  const name = (key: string) => t('charts.series', { name: key })
  return (
    <section aria-labelledby="series-performance" className="fund-facts series-choice">
      <h3 id="series-performance">{t('charts.seriesPerformance')}</h3>
      {shown.length > 1 && (
        <fieldset className="series-switch">
          <legend>{t('charts.chooseSeries')}</legend>
          {shown.map((s, i) => (
            <span key={s.key}>
              <input
                type="radio"
                name="series-shown"
                id={`series-shown-${s.key}`}
                value={s.key}
                defaultChecked={i === 0}
              />
              <label htmlFor={`series-shown-${s.key}`}>{name(s.key)}</label>
            </span>
          ))}
        </fieldset>
      )}
      {shown.map((s) => (
        <div key={s.key} className="series-panel" id={`series-${s.key}`}>
          {s.years && (
            <ChartFigure
              id={`years-${s.key}`}
              t={t}
              title={t('charts.yearsTitle', { name: s.key })}
              description={t('charts.yearsDescription', {
                name: s.key,
                first: formatYear(locale, s.years.chart.rows[0]?.year ?? 0),
                last: formatYear(locale, s.years.chart.rows.at(-1)?.year ?? 0),
                values: s.years.chart.rows
                  .map((r) => `${formatYear(locale, r.year)} ${formatReturn(locale, r.value)}`)
                  .join(t('charts.listSeparator')),
              })}
              frame={{
                width: s.years.chart.width,
                height: s.years.chart.height,
                plot: { left: 0, right: s.years.chart.width, top: 0, bottom: s.years.chart.height },
              }}
            >
              <YearBars chart={s.years.chart} locale={locale} />
            </ChartFigure>
          )}
          {s.years && (
            <p className="positive-years">
              {t('charts.positiveYears', {
                name: s.key,
                positive: s.years.positive,
                count: s.years.total,
              })}
            </p>
          )}
          {s.best && s.worst && (
            <div className="stack-table">
              <table className="data-table">
                <caption>
                  {t(
                    s.average?.since === 'start'
                      ? 'charts.threeMonthsSinceStart'
                      : 'charts.threeMonthsSeries',
                    { name: s.key },
                  )}
                </caption>
                <thead>
                  <tr>
                    <td />
                    <th scope="col" className="num">
                      {t('charts.returnHeading')}
                    </th>
                    <th scope="col">{t('charts.periodEnded')}</th>
                    <th scope="col" className="num">
                      {t('charts.thousandBecame')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {(
                    [
                      ['best', s.best],
                      ['worst', s.worst],
                    ] as const
                  ).map(([which, r]) => (
                    <tr key={which}>
                      <th scope="row">{t(`charts.${which}`)}</th>
                      <td data-label={t('charts.returnHeading')} className="num">
                        {formatReturn(locale, r.return)}
                      </td>
                      <td data-label={t('charts.periodEnded')}>
                        <time dateTime={r.endDate}>{formatDate(locale, r.endDate)}</time>
                      </td>
                      <td data-label={t('charts.thousandBecame')} className="num">
                        {dollars(locale, r.amount)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {s.average && (
            <>
              <h4>{t('charts.averageTitle')}</h4>
              <p className="average-return">
                {t(
                  s.average.since === 'tenYears' ? 'charts.averageTenYears' : 'charts.averageStart',
                  {
                    name: s.key,
                    from: formatDate(locale, s.average.fromDate),
                    amount: dollars(locale, s.average.amount),
                    rate: formatReturn(locale, s.average.annual),
                  },
                )}
              </p>
            </>
          )}
        </div>
      ))}
    </section>
  )
}
