import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { useT } from '../../i18n/translations'
import type { PortfolioSeries } from '../../model/site-data'

/** Whether a series table spans several portfolios, and so needs a portfolio column. */
export const spansPortfolios = (series: PortfolioSeries[]) =>
  new Set(series.map((s) => s.portfolioId)).size > 1

/** Consecutive series of the same portfolio, in their order: one row group each. */
export function groupByPortfolio(series: PortfolioSeries[]): PortfolioSeries[][] {
  const groups: PortfolioSeries[][] = []
  for (const s of series) {
    const last = groups.at(-1)
    if (last?.[0]?.portfolioId === s.portfolioId) last.push(s)
    else groups.push([s])
  }
  return groups
}

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

/**
 * The body of a series table: a row per series, `cells` giving what follows
 * the series. Across several portfolios, each portfolio is a row group named
 * once (a phone shows its name once, not on each of its series' rows).
 */
export function SeriesRows({
  series,
  cells,
}: {
  series: PortfolioSeries[]
  cells: (s: PortfolioSeries) => ReactNode
}) {
  if (!spansPortfolios(series))
    return (
      <tbody>
        {series.map((s) => (
          <tr key={s.series}>
            <th scope="row">{s.series}</th>
            {cells(s)}
          </tr>
        ))}
      </tbody>
    )
  return groupByPortfolio(series).map((group, g) => (
    <tbody key={`${group[0]?.portfolioId}-${g}`}>
      {group.map((s, i) => (
        <tr key={s.series}>
          {i === 0 && (
            <th scope="rowgroup" rowSpan={group.length}>
              {s.path ? <Link to={s.path}>{s.portfolio}</Link> : s.portfolio}
            </th>
          )}
          <td>{s.series}</td>
          {cells(s)}
        </tr>
      ))}
    </tbody>
  ))
}
