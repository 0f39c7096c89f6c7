import { useT } from '../../i18n/translations'
import { SeriesHeaderCells, SeriesRows, spansPortfolios } from './series-cells'
import type { PortfolioSeries } from '../../model/site-data'
import { formatCurrency, formatPercent } from '../../site/format'
import type { Frequency } from '../../model/labels'

/** Codes, fees and minimums of every series. */
export function FundCodesTable({
  series,
  caption,
}: {
  series: PortfolioSeries[]
  caption: string
}) {
  const { t, language } = useT()
  const locale = language
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <SeriesHeaderCells withPortfolio={spansPortfolios(series)} />
            <th scope="col">{t('portfolio.codes')}</th>
            <th scope="col" className="num">
              {t('portfolio.mer')}
            </th>
            <th scope="col" className="num">
              {t('portfolio.managementFee')}
            </th>
            <th scope="col" className="num">
              {t('portfolio.minimum')}
            </th>
            <th scope="col">{t('portfolio.distributions')}</th>
          </tr>
        </thead>
        <SeriesRows
          series={series}
          cells={(s) => (
            <>
              <td>{s.codes.join(', ')}</td>
              <td className="num">{formatPercent(locale, s.mer)}</td>
              <td className="num">{formatPercent(locale, s.managementFee)}</td>
              <td className="num">{formatCurrency(locale, s.minimumInvestment)}</td>
              <td>{t(`portfolio.frequency.${s.distributions as Frequency}`)}</td>
            </>
          )}
        />
      </table>
    </div>
  )
}
