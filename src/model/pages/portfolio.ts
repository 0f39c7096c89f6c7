import { z } from 'zod'
import { portfolioCharts, type PortfolioCharts } from '../charts/portfolio-charts'
import type { BuildOnly } from '../build-only'
import type { ArticleCard, PageCommon, PersonCard } from '../common'
import { localizedPath } from '../../site/paths'
import { slug } from '../fields'
import { pathFrom, type ContentPageType } from '../page-type'
import type { PortfolioFrontMatter } from '../schemas/portfolio'

/** A portfolio's page: its text from content, its figures from data/portfolios.yaml. */

export interface PortfolioHolding {
  name: string
  weight: number
}

export interface PortfolioResult extends PageCommon {
  template: 'portfolio'
  html: string
  portfolioId: string
  category: string
  inceptionDate: string
  topHoldings: PortfolioHolding[]
  assetAllocation: Array<{ assetClass: string; weight: number }>
  /** Drawn at build time; the browser gets the drawn charts, not this. */
  charts: BuildOnly<PortfolioCharts>
  managers: PersonCard[]
  commentaries: ArticleCard[]
}

/** Commentaries a portfolio page lists. */
const PORTFOLIO_COMMENTARIES = 4

export const portfolioPages: ContentPageType<PortfolioFrontMatter, PortfolioResult> = {
  type: 'portfolio',
  templates: ['portfolio'],
  ...pathFrom(z.object({ slug }), (locale, data) =>
    localizedPath(locale, `portfolio/${data.slug}`),
  ),
  title: (data) => data.title,
  imageFields: () => [],
  result: (entry, catalog): PortfolioResult => {
    const { data, locale } = entry
    const dataId = data.data ?? data.id
    const figures = catalog.index.data.portfolios.find((p) => p.id === dataId)
    // The content reader checks this; a record without its figures would be wrong, not empty.
    if (!figures) throw new Error(`${entry.file}: no figures for "${dataId}"`)
    return {
      ...catalog.common(entry, { title: data.title, description: data.description }),
      template: 'portfolio',
      html: entry.html,
      portfolioId: dataId,
      category: figures.category,
      inceptionDate: figures.inceptionDate,
      topHoldings: figures.topHoldings,
      assetAllocation: figures.assetAllocation,
      charts: {
        buildOnly: portfolioCharts(
          figures,
          catalog.index.data.growth[dataId],
          catalog.index.data.site.asAtDate,
        ),
      },
      managers: catalog.members
        .filter((m) => m.locale === locale && m.data.portfolios.includes(dataId))
        .map(catalog.personCard),
      commentaries: catalog.articles
        .filter((a) => a.locale === locale && a.data.portfolios.includes(dataId))
        .slice(0, PORTFOLIO_COMMENTARIES)
        .map(catalog.articleCard),
    }
  },
}
