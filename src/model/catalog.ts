import type { BuildStrings } from '../i18n/build/strings'
import type { UiStrings } from '../i18n/i18n'
import { approvedData } from './brand-data'
import type { BrandConfig } from '../site/brands'
import { DEFAULT_LOCALE, type Locale } from '../site/locales'
import {
  pageCommon,
  siteIdentity,
  type ArticleCard,
  type Link,
  type PageCommon,
  type PersonCard,
  type SiteIdentity,
  type Subsite,
} from './common'
import { isEntryOf, type ContentEntry, type ContentIndex, type EntryOf } from './content'
import type { ImageResolver } from './images'

/** What every record is made with, besides the content. */
export interface RecordContext {
  brand: BrandConfig
  buildHash: string
  uiStrings: Record<Locale, UiStrings>
  /** The head of the pages the build generates (search, sign-in, account): strings no page loads. */
  buildStrings: Record<Locale, BuildStrings>
  /** Turns a content image into its responsive form for a use. */
  image: ImageResolver
  /** True when the build has the sign-in settings (`settings.signIn`); the brand must have sign-in too. */
  signIn?: boolean
}

/** The content's lookups that every page type's record builder shares, made once per build. */
export interface Catalog {
  /** The content, its data files' history rows only as approved (`approvedData`). */
  index: ContentIndex
  site: SiteIdentity
  uiStrings: Record<Locale, UiStrings>
  buildStrings: Record<Locale, BuildStrings>
  image: ImageResolver
  /** The site has sign-in: the brand makes it mandatory and the build has its settings. */
  signIn: boolean
  /** Every article, newest first. */
  articles: EntryOf<'article'>[]
  members: EntryOf<'team-member'>[]
  portfolios: EntryOf<'portfolio'>[]
  /** Articles of a locale, category and series, newest first. */
  articlesLike(locale: Locale, category: string, series?: string): EntryOf<'article'>[]
  /** The entry of `id` in `locale`, else in the default locale. */
  inLocale(id: string, locale: Locale): ContentEntry | undefined
  titleOf(entry: ContentEntry): string
  articleCard(article: EntryOf<'article'>): ArticleCard
  personCard(member: EntryOf<'team-member'>): PersonCard
  /** The id of a portfolio page's figures in data/portfolios.yaml. */
  portfolioDataId(page: EntryOf<'portfolio'>): string
  /** Links to the pages in `locale` of the portfolios with these figure ids. */
  portfolioLinks(ids: string[], locale: Locale): Link[]
  /** The common part of an entry's result. */
  common(
    entry: ContentEntry,
    page: { title: string; description: string; subsite?: Subsite },
  ): PageCommon
}

const byDateDesc = (a: EntryOf<'article'>, b: EntryOf<'article'>) =>
  b.data.date.localeCompare(a.data.date) || a.path.localeCompare(b.path)

export function makeCatalog(
  content: ContentIndex,
  ctx: Omit<RecordContext, 'buildHash'>,
  titleOf: (entry: ContentEntry) => string,
): Catalog {
  // Figures dated after their approval never reach a record.
  const index: ContentIndex = { ...content, data: approvedData(content.data) }
  const { entries } = index
  const articles = entries.filter(isEntryOf('article')).sort(byDateDesc)
  // Grouped once, instead of filtering every article for every article.
  const likeKey = (locale: Locale, category: string, series = '') =>
    `${locale}\0${category}\0${series}`
  const like = new Map<string, EntryOf<'article'>[]>()
  for (const a of articles) {
    const key = likeKey(a.locale, a.data.category, a.data.series)
    const group = like.get(key)
    if (group) group.push(a)
    else like.set(key, [a])
  }
  const portfolios = entries.filter(isEntryOf('portfolio'))
  const portfolioDataId = (p: EntryOf<'portfolio'>) => p.data.data ?? p.data.id
  const site = siteIdentity(ctx.brand)
  return {
    index,
    site,
    uiStrings: ctx.uiStrings,
    buildStrings: ctx.buildStrings,
    image: ctx.image,
    signIn: Boolean(ctx.brand.signIn && ctx.signIn),
    articles,
    members: entries.filter(isEntryOf('team-member')),
    portfolios,
    articlesLike: (locale, category, series) => like.get(likeKey(locale, category, series)) ?? [],
    inLocale: (id, locale) => index.find(id, locale) ?? index.find(id, DEFAULT_LOCALE),
    titleOf,
    articleCard: (a) => ({
      title: a.data.title,
      path: a.path,
      date: a.data.date,
      category: a.data.category,
      description: a.data.description,
    }),
    personCard: (m) => ({
      name: `${m.data.firstName} ${m.data.lastName}`,
      role: m.data.role,
      path: m.path,
      photo: ctx.image(m.data.photo, 'person'),
    }),
    portfolioDataId,
    portfolioLinks: (ids, locale) =>
      ids.flatMap((id) => {
        const page = portfolios.find((p) => portfolioDataId(p) === id && p.locale === locale)
        return page ? [{ label: page.data.title, path: page.path }] : []
      }),
    common: (entry, { title, description, subsite }) =>
      pageCommon(site, {
        id: entry.data.id,
        locale: entry.locale,
        path: entry.path,
        title,
        description,
        translations: index.translationsOf(entry),
        subsite,
      }),
  }
}
