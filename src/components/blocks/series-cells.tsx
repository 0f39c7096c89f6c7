import { Link } from '@tanstack/react-router'
import { useT } from '../../i18n/translations'
import type { PortfolioSeries } from '../../model/site-data'

/** Whether a series table spans several portfolios, and so needs a portfolio column. */
export const spansPortfolios = (series: PortfolioSeries[]) =>
  new Set(series.map((s) => s.portfolioId)).size > 1

/** The leading header cells of a series table: portfolio (when several), then series. */
export function SeriesHeaderCells({ withPortfolio }: { withPortfolio: boolean }) {
  const { t } = useT()
  return (
    <>
      {withPortfolio && <th scope="col">{t('portfolio.portfolio')}</th>}
      <th scope="col">{t('portfolio.series')}</th>
    </>
  )
}

/** The leading cells of a series row; the first is the row's header. */
export function SeriesRowCells({
  series: s,
  withPortfolio,
}: {
  series: PortfolioSeries
  withPortfolio: boolean
}) {
  if (!withPortfolio) return <th scope="row">{s.series}</th>
  return (
    <>
      <th scope="row">{s.path ? <Link to={s.path}>{s.portfolio}</Link> : s.portfolio}</th>
      <td>{s.series}</td>
    </>
  )
}
