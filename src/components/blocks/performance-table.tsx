import { useT } from '../../i18n/translations'
import { SeriesHeaderCells, SeriesRows, spansPortfolios } from './series-cells'
import type { PortfolioSeries } from '../../model/site-data'
import { useSiteContext } from '../../site-context/site-context'
import { formatDate, formatReturn } from '../../site/format'

const PERIODS = ['oneYear', 'threeYear', 'fiveYear', 'tenYear', 'sinceInception'] as const

/** Annualized returns per series, with the wrapper's as-at and approval dates. */
export function PerformanceTable({
  series,
  caption,
}: {
  series: PortfolioSeries[]
  caption?: string
}) {
  const { t, language } = useT()
  const { asAtDate, performanceApprovalDate } = useSiteContext()
  const locale = language
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption>
          {t('portfolio.asAt', {
            caption: caption ?? t('portfolio.performance'),
            date: formatDate(locale, asAtDate),
          })}
        </caption>
        <thead>
          <tr>
            <SeriesHeaderCells withPortfolio={spansPortfolios(series)} />
            {PERIODS.map((p) => (
              <th scope="col" key={p} className="num">
                {t(`portfolio.${p}`)}
              </th>
            ))}
          </tr>
        </thead>
        <SeriesRows
          series={series}
          cells={(s) =>
            PERIODS.map((p) => {
              const value = s.performance[p]
              return (
                <td key={p} className="num">
                  {value === null ? t('portfolio.notAvailable') : formatReturn(locale, value)}
                </td>
              )
            })
          }
        />
      </table>
      <p className="fine-print">
        {t('portfolio.approved', { date: formatDate(locale, performanceApprovalDate) })}{' '}
        {t('portfolio.illustrative')}
      </p>
    </div>
  )
}
