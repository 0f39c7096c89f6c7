import { useT } from '../i18n/translations'
import { ArticleList } from '../components/article-list'
import { BuildTimeMarkup } from '../components/build-time-markup'
import {
  AllocationChart,
  PortfolioFacts,
  PortfolioHistory,
  PortfolioRisk,
} from '../components/charts/portfolio-charts'
import { PerformanceTable } from '../components/blocks/performance-table'
import { PersonList } from '../components/person-list'
import { RichText } from '../components/rich-text'
import type { PortfolioResult } from '../model/pages/portfolio'
import { useSiteContext } from '../site-context/site-context'
import { formatWeight } from '../site/format'
import type { PortfolioCategory } from '../model/labels'
import '../components/charts/charts.css'
import '../components/charts/fund-facts.css'
import './portfolio.css'

/**
 * A portfolio, in the order of a Fund Facts document: quick facts and series
 * first, then the description, holdings and asset mix, the risk scale,
 * performance, managers.
 */
export function PortfolioTemplate({ page }: { page: PortfolioResult }) {
  const { t } = useT()
  const { allPortfolioSeries } = useSiteContext()
  const series = allPortfolioSeries.filter((s) => s.portfolioId === page.portfolioId)
  const locale = page.locale
  const charts = page.charts.buildOnly
  return (
    <article className="portfolio">
      <header>
        <p className="eyebrow">{t(`portfolio.categories.${page.category as PortfolioCategory}`)}</p>
        <h1>{page.title}</h1>
        <p className="lede">{page.description}</p>
      </header>
      <BuildTimeMarkup
        id={`${locale}/${page.id}/facts`}
        draw={
          import.meta.env.SSR && charts
            ? () => <PortfolioFacts charts={charts} t={t} locale={locale} />
            : null
        }
      />
      <RichText html={page.html} pageBody />
      <div className="two-columns">
        <WeightTable
          id="holdings"
          title={t('portfolio.topHoldings')}
          labelHeading={t('portfolio.holding')}
          rows={page.topHoldings.map((h) => ({ label: h.name, weight: h.weight }))}
          locale={locale}
        />
        <section aria-labelledby="allocation">
          <h2 id="allocation">{t('portfolio.assetAllocation')}</h2>
          <BuildTimeMarkup
            id={`${locale}/${page.id}/allocation`}
            draw={
              import.meta.env.SSR && charts
                ? () => <AllocationChart charts={charts} t={t} locale={locale} />
                : null
            }
          />
        </section>
      </div>
      <BuildTimeMarkup
        id={`${locale}/${page.id}/risk`}
        draw={
          import.meta.env.SSR && charts
            ? () => <PortfolioRisk charts={charts} t={t} locale={locale} />
            : null
        }
      />
      <section aria-labelledby="performance">
        <h2 id="performance">{t('portfolio.performance')}</h2>
        <PerformanceTable series={series} caption={page.title} />
      </section>
      <BuildTimeMarkup
        id={`${locale}/${page.id}/history`}
        draw={
          import.meta.env.SSR && charts
            ? () => <PortfolioHistory charts={charts} t={t} locale={locale} />
            : null
        }
      />
      {page.managers.length > 0 && (
        <section aria-labelledby="managers">
          <h2 id="managers">{t('portfolio.managers')}</h2>
          <PersonList items={page.managers} headingLevel={3} />
        </section>
      )}
      {page.commentaries.length > 0 && (
        <section aria-labelledby="commentaries">
          <h2 id="commentaries">{t('portfolio.commentaries')}</h2>
          <ArticleList items={page.commentaries} headingLevel={3} />
        </section>
      )}
    </article>
  )
}

interface WeightTableProps {
  id: string
  title: string
  labelHeading: string
  rows: Array<{ label: string; weight: number }>
  locale: string
}

/** A titled two-column table of weights (holdings, asset classes). */
function WeightTable({ id, title, labelHeading, rows, locale }: WeightTableProps) {
  const { t } = useT()
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <div className="table-scroll">
        <table className="data-table">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeading}</th>
              <th scope="col" className="num">
                {t('portfolio.weight')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.label}>
                <th scope="row">{r.label}</th>
                <td className="num">{formatWeight(locale, r.weight)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
