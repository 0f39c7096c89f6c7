import { useT } from '../i18n/translations'
import { formatDate } from '../site/format'
import { useSiteContext } from '../site-context/site-context'

/**
 * The firm's key facts as tiles, from the site data alone (no claim the data
 * does not hold): how many portfolios and fund series, since when, and the
 * date the figures are as at. Nothing when the brand has no portfolios.
 */
export function KeyFacts() {
  const { t, language } = useT()
  const { allPortfolioSeries, asAtDate } = useSiteContext()
  if (allPortfolioSeries.length === 0) return null
  const portfolios = new Set(allPortfolioSeries.map((s) => s.portfolioId)).size
  const since =
    allPortfolioSeries
      .map((s) => s.startDate)
      .sort()[0]
      ?.slice(0, 4) ?? ''
  return (
    <section className="block" aria-labelledby="key-facts-title">
      <h2 id="key-facts-title" className="visually-hidden">
        {t('homeFacts.title')}
      </h2>
      <dl className="key-figures">
        <div className="key-figure">
          <dt>{t('homeFacts.portfolios', { count: portfolios })}</dt>
          <dd>{portfolios}</dd>
        </div>
        <div className="key-figure">
          <dt>{t('homeFacts.series', { count: allPortfolioSeries.length })}</dt>
          <dd>{allPortfolioSeries.length}</dd>
        </div>
        <div className="key-figure">
          <dt>{t('homeFacts.since')}</dt>
          <dd>{since}</dd>
        </div>
        <div className="key-figure">
          <dt>{t('homeFacts.asAt')}</dt>
          <dd className="key-figure-date">{formatDate(language, asAtDate)}</dd>
        </div>
      </dl>
    </section>
  )
}
