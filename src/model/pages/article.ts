import { z } from 'zod'
import type { ArticleCard, Link, PageCommon, PersonCard } from '../common'
import { sectionPath } from '../common'
import { isEntryOf } from '../content'
import { slug, subsite } from '../fields'
import type { ImageRef } from '../images'
import { pathFrom, type ContentPageType } from '../page-type'
import type { ArticleFrontMatter } from '../schemas/article'

/** An article: commentary, news, a reading list, an educational piece or an Inside Edge issue. */

export interface ArticleResult extends PageCommon {
  template: 'article'
  html: string
  date: string
  category: string
  series?: string
  authors: PersonCard[]
  portfolios: Link[]
  image?: ImageRef
  readingMinutes: number
  related: ArticleCard[]
}

/** Words a minute, for the reading time. */
const READING_SPEED = 230

export const articlePages: ContentPageType<ArticleFrontMatter, ArticleResult> = {
  type: 'article',
  templates: ['article'],
  ...pathFrom(z.object({ slug, subsite }), (locale, data) =>
    sectionPath(locale, 'article', data.slug, data.subsite),
  ),
  title: (data) => data.title,
  imageFields: (data) =>
    data.image ? [{ image: data.image, at: ['image'], uses: ['article'] }] : [],
  result: (entry, catalog): ArticleResult => {
    const { data, locale } = entry
    return {
      ...catalog.common(entry, data),
      template: 'article',
      html: entry.html,
      date: data.date,
      category: data.category,
      ...(data.series ? { series: data.series } : {}),
      authors: data.authors.flatMap((author) => {
        const m = catalog.inLocale(author, locale)
        return m && isEntryOf('team-member')(m) ? [catalog.personCard(m)] : []
      }),
      portfolios: catalog.portfolioLinks(data.portfolios, locale),
      ...(data.image ? { image: catalog.image(data.image, 'article') } : {}),
      readingMinutes: Math.max(1, Math.round(entry.words / READING_SPEED)),
      related: catalog
        .articlesLike(locale, data.category, data.series)
        .slice(0, 4)
        .filter((a) => a.path !== entry.path)
        .slice(0, 3)
        .map(catalog.articleCard),
    }
  },
}
