import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { PortfolioSeries } from '../../page-data/types'
import { useSiteContext } from '../../site-context/site-context'
import { formatDate, formatPercent } from '../../site/format'

const PERIODS = ['oneYear', 'threeYear', 'fiveYear', 'tenYear', 'sinceInception'] as const

/** Annualized returns per series, with the wrapper's as-at and approval dates. */
export function PerformanceTable({
  series,
  caption,
}: {
  series: PortfolioSeries[]
  caption?: string
}) {
  const { t, i18n } = useTranslation()
  const { asAtDate, performanceApprovalDate } = useSiteContext()
  const locale = i18n.language
  const showPortfolio = new Set(series.map((s) => s.portfolioId)).size > 1
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption>
          {caption ?? t('portfolio.performance')} ·{' '}
          {t('portfolio.asAt', { date: formatDate(locale, asAtDate) })}
        </caption>
        <thead>
          <tr>
            {showPortfolio && <th scope="col">{t('portfolio.portfolio')}</th>}
            <th scope="col">{t('portfolio.series')}</th>
            {PERIODS.map((p) => (
              <th scope="col" key={p} className="num">
                {t(`portfolio.${p}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {series.map((s) => (
            <tr key={`${s.portfolioId}-${s.series}`}>
              {showPortfolio && (
                <th scope="row">{s.path ? <Link to={s.path}>{s.portfolio}</Link> : s.portfolio}</th>
              )}
              {showPortfolio ? <td>{s.series}</td> : <th scope="row">{s.series}</th>}
              {PERIODS.map((p) => {
                const value = s.performance[p]
                return (
                  <td key={p} className="num">
                    {value === null ? t('portfolio.notAvailable') : formatPercent(locale, value)}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="fine-print">
        {t('portfolio.approved', { date: formatDate(locale, performanceApprovalDate) })}{' '}
        {t('portfolio.illustrative')}
      </p>
    </div>
  )
}
