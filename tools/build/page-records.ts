import { createHash } from 'node:crypto'
import type { BrandConfig } from '../../src/site/brands'
import { DEFAULT_LOCALE, LOCALES, localeConfig, type Locale } from '../../src/site/locales'
import { localizedPath, notFoundPath } from '../../src/site/paths'
import type { UiStrings } from '../../src/i18n/i18n'
import {
  componentChunkName,
  type ArticleCard,
  type BlockView,
  type Link,
  type PageCommon,
  type PageDataRecord,
  type PageResult,
  type PersonCard,
  type PortfolioSeries,
  type SiteData,
  type Translation,
} from '../../src/page-data/types'
import { entryTitle } from '../content/entry-paths'
import type { ContentEntry, ContentIndex, LoadedBlock } from '../content/load'
import type { ImageResolver } from './images'

export interface RecordContext {
  brand: BrandConfig
  buildHash: string
  uiStrings: Record<Locale, UiStrings>
  /** Turns a content image into its responsive form for a use (tools/build/images.ts). */
  image: ImageResolver
}

export interface SiteRecords {
  records: PageDataRecord[]
  /** Static query results by hash: one site-data file per locale. */
  staticQueries: Map<string, SiteData>
}

type Of<T extends ContentEntry['data']['type']> = ContentEntry & {
  data: Extract<ContentEntry['data'], { type: T }>
}
const is =
  <T extends ContentEntry['data']['type']>(type: T) =>
  (e: ContentEntry): e is Of<T> =>
    e.data.type === type

const byDateDesc = (a: Of<'article'>, b: Of<'article'>) =>
  b.data.date.localeCompare(a.data.date) || a.path.localeCompare(b.path)

/** The locales a brand has content in, in the locale list's order. */
function contentLocales(index: ContentIndex): Locale[] {
  return LOCALES.map((l) => l.code).filter((code) => index.entries.some((e) => e.locale === code))
}

/** Pages the build makes for every locale with content, besides the content's own. */
function generatedPages(locale: Locale) {
  return {
    search: localizedPath(locale, 'search'),
    institutionalSearch: localizedPath(locale, 'search/institutional'),
    notFound: notFoundPath(locale),
  }
}

/** Every public page path of a brand's site (what the redirect check compares against). */
export function sitePagePaths(index: ContentIndex): Set<string> {
  const paths = new Set(index.entries.map((e) => e.path))
  for (const locale of contentLocales(index))
    for (const p of Object.values(generatedPages(locale))) paths.add(p)
  return paths
}

/** Builds every page record of a brand, each with its own data in its own locale only. */
export function buildRecords(index: ContentIndex, ctx: RecordContext): SiteRecords {
  const { entries } = index
  const articles = entries.filter(is('article')).sort(byDateDesc)
  // Related articles share locale, category and series: grouped once, newest first,
  // instead of filtering every article for every article.
  const relatedKey = (locale: Locale, category: string, series = '') =>
    `${locale}\0${category}\0${series}`
  const relatedGroups = new Map<string, Of<'article'>[]>()
  for (const a of articles) {
    const key = relatedKey(a.locale, a.data.category, a.data.series)
    const group = relatedGroups.get(key)
    if (group) group.push(a)
    else relatedGroups.set(key, [a])
  }
  const members = entries.filter(is('team-member'))
  const portfolios = entries.filter(is('portfolio'))
  const locales = contentLocales(index)

  /** The entry of `id` in `locale`, else in the default locale. */
  const inLocale = (id: string, locale: Locale) =>
    index.find(id, locale) ?? index.find(id, DEFAULT_LOCALE)
  const articleCard = (a: Of<'article'>): ArticleCard => ({
    title: a.data.title,
    path: a.path,
    date: a.data.date,
    category: a.data.category,
    description: a.data.description,
  })
  const personCard = (m: Of<'team-member'>): PersonCard => ({
    name: `${m.data.firstName} ${m.data.lastName}`,
    role: m.data.role,
    path: m.path,
    photo: ctx.image(m.data.photo, 'person'),
  })
  const portfolioDataId = (p: Of<'portfolio'>) => p.data.data ?? p.data.id
  const portfolioLinks = (ids: string[], locale: Locale): Link[] =>
    ids.flatMap((id) => {
      const page = portfolios.find((p) => portfolioDataId(p) === id && p.locale === locale)
      return page ? [{ label: page.data.title, path: page.path }] : []
    })

  // Site data (the wrapper's values), one static query per locale.
  const staticQueries = new Map<string, SiteData>()
  const siteDataHash = new Map<Locale, string>()
  for (const locale of locales) {
    const menu = (ids: string[]): Link[] =>
      ids.flatMap((id) => {
        const e = index.find(id, locale)
        return e ? [{ label: entryTitle(e.data), path: e.path }] : []
      })
    const allPortfolioSeries: PortfolioSeries[] = index.data.portfolios.flatMap((p) => {
      const page =
        portfolios.find((e) => portfolioDataId(e) === p.id && e.locale === locale) ??
        portfolios.find((e) => portfolioDataId(e) === p.id && e.locale === DEFAULT_LOCALE)
      return p.series.map((s) => ({
        portfolioId: p.id,
        portfolio: page?.data.title ?? p.id,
        path: page?.path ?? '',
        category: p.category,
        series: s.name,
        codes: s.codes,
        mer: s.mer,
        managementFee: s.managementFee,
        minimumInvestment: s.minimumInvestment,
        distributions: s.distributions,
        startDate: s.startDate,
        performance: s.performance,
      }))
    })
    const data: SiteData = {
      locale,
      navigation: {
        main: menu(index.data.site.navigation.main),
        footer: menu(index.data.site.navigation.footer),
      },
      asAtDate: index.data.site.asAtDate,
      performanceApprovalDate: index.data.site.performanceApprovalDate,
      allPortfolioSeries,
    }
    const hash = createHash('sha256').update(JSON.stringify(data)).digest('hex').slice(0, 16)
    staticQueries.set(hash, data)
    siteDataHash.set(locale, hash)
  }

  const site = { name: ctx.brand.name, url: ctx.brand.siteUrl, brand: ctx.brand.enumValue }
  const common = (
    id: string,
    locale: Locale,
    path: string,
    title: string,
    description: string,
    translations: Translation[],
    subsite?: 'institutional',
  ): PageCommon => ({
    id,
    locale,
    title,
    description,
    translations,
    site,
    pageContext: {
      locale,
      hrefLang: localeConfig(locale).hrefLang,
      originalPath: locale === DEFAULT_LOCALE ? path : path.slice(locale.length + 1),
    },
    ...(subsite ? { subsite } : {}),
  })
  const record = (path: string, result: PageResult): PageDataRecord => ({
    path,
    componentChunkName: componentChunkName(result.template),
    webpackCompilationHash: ctx.buildHash,
    matchPath: path,
    staticQueryHashes: [siteDataHash.get(result.locale)].filter((h): h is string => Boolean(h)),
    result,
  })

  const siteMap = (locale: Locale): BlockView => {
    const local = entries.filter((e) => e.locale === locale)
    const links = (list: ContentEntry[]): Link[] =>
      list
        .map((e) => ({ label: entryTitle(e.data), path: e.path }))
        .sort((a, b) => a.label.localeCompare(b.label, locale))
    const institutional = (e: ContentEntry) =>
      e.data.type !== 'home' && e.data.type !== 'portfolio' && e.data.subsite === 'institutional'
    return {
      type: 'site-map',
      sections: (
        [
          {
            key: 'pages',
            links: links(
              local.filter(
                (e) => (e.data.type === 'page' || e.data.type === 'home') && !institutional(e),
              ),
            ),
          },
          { key: 'portfolios', links: links(local.filter(is('portfolio'))) },
          {
            key: 'team',
            links: links(local.filter((e) => e.data.type === 'team-member' && !institutional(e))),
          },
          {
            key: 'articles',
            links: links(local.filter((e) => e.data.type === 'article' && !institutional(e))),
          },
          { key: 'institutional', links: links(local.filter(institutional)) },
        ] as const
      ).filter((s) => s.links.length > 0),
    }
  }

  const resolveBlock = (block: LoadedBlock, locale: Locale): BlockView => {
    switch (block.type) {
      case 'article-list': {
        const items = articles.filter(
          (a) =>
            a.locale === locale &&
            a.data.subsite === block.subsite &&
            (!block.category || a.data.category === block.category) &&
            (!block.series || a.data.series === block.series),
        )
        return {
          type: 'article-list',
          ...(block.heading ? { heading: block.heading } : {}),
          items: items.slice(0, block.limit ?? items.length).map(articleCard),
        }
      }
      case 'team-list':
        return {
          type: 'team-list',
          ...(block.heading ? { heading: block.heading } : {}),
          items: members
            .filter((m) => m.locale === locale && m.data.subsite === block.subsite)
            .sort((a, b) => a.data.lastName.localeCompare(b.data.lastName, locale))
            .map(personCard),
        }
      case 'portfolio-list':
        return {
          type: 'portfolio-list',
          ...(block.heading ? { heading: block.heading } : {}),
          items: portfolios
            .filter((p) => p.locale === locale)
            .map((p) => ({
              id: portfolioDataId(p),
              title: p.data.title,
              path: p.path,
              description: p.data.description,
              category:
                index.data.portfolios.find((d) => d.id === portfolioDataId(p))?.category ?? '',
            })),
        }
      case 'site-map':
        return siteMap(locale)
      case 'hero': {
        const { image, ...rest } = block
        return image ? { ...rest, image: ctx.image(image, 'hero') } : rest
      }
      case 'cards':
        return {
          ...block,
          items: block.items.map(({ image, ...item }) =>
            image ? { ...item, image: ctx.image(image, 'card') } : item,
          ),
        }
      default:
        return block
    }
  }

  const records: PageDataRecord[] = []
  for (const e of entries) {
    const { data: fm, locale } = e
    const translations = index.translationsOf(e)
    const blocks = () => e.blocks.map((b) => resolveBlock(b, locale))
    switch (fm.type) {
      case 'home':
        records.push(
          record(e.path, {
            ...common(fm.id, locale, e.path, fm.title, fm.description, translations),
            template: 'home',
            blocks: blocks(),
          }),
        )
        break
      case 'page': {
        const base = common(
          fm.id,
          locale,
          e.path,
          fm.title,
          fm.description,
          translations,
          fm.subsite,
        )
        records.push(
          record(
            e.path,
            fm.template === 'inside-edge'
              ? {
                  ...base,
                  template: 'inside-edge',
                  blocks: blocks(),
                  issues: articles
                    .filter((a) => a.locale === locale && a.data.category === 'inside-edge')
                    .map(articleCard),
                }
              : { ...base, template: 'general', blocks: blocks() },
          ),
        )
        break
      }
      case 'article': {
        records.push(
          record(e.path, {
            ...common(fm.id, locale, e.path, fm.title, fm.description, translations, fm.subsite),
            template: 'article',
            html: e.html,
            date: fm.date,
            category: fm.category,
            ...(fm.series ? { series: fm.series } : {}),
            authors: fm.authors.flatMap((id) => {
              const m = inLocale(id, locale)
              return m && is('team-member')(m) ? [personCard(m)] : []
            }),
            portfolios: portfolioLinks(fm.portfolios, locale),
            ...(fm.image ? { image: ctx.image(fm.image, 'article') } : {}),
            readingMinutes: Math.max(1, Math.round(e.words / 230)),
            related: (relatedGroups.get(relatedKey(locale, fm.category, fm.series)) ?? [])
              .slice(0, 4)
              .filter((a) => a.path !== e.path)
              .slice(0, 3)
              .map(articleCard),
          }),
        )
        break
      }
      case 'team-member': {
        const name = `${fm.firstName} ${fm.lastName}`
        records.push(
          record(e.path, {
            ...common(fm.id, locale, e.path, name, fm.description, translations, fm.subsite),
            template: 'bio',
            name,
            role: fm.role,
            photo: ctx.image(fm.photo, 'bio'),
            html: e.html,
            ...(fm.joined ? { joined: fm.joined } : {}),
            portfolios: portfolioLinks(fm.portfolios, locale),
            articles: articles
              .filter((a) => a.locale === locale && a.data.authors.includes(fm.id))
              .slice(0, 6)
              .map(articleCard),
          }),
        )
        break
      }
      case 'portfolio': {
        const dataId = fm.data ?? fm.id
        const figures = index.data.portfolios.find((p) => p.id === dataId)
        if (!figures) throw new Error(`${e.file}: no figures for "${dataId}"`)
        records.push(
          record(e.path, {
            ...common(fm.id, locale, e.path, fm.title, fm.description, translations),
            template: 'portfolio',
            html: e.html,
            portfolioId: dataId,
            category: figures.category,
            inceptionDate: figures.inceptionDate,
            topHoldings: figures.topHoldings,
            assetAllocation: figures.assetAllocation,
            managers: members
              .filter((m) => m.locale === locale && m.data.portfolios.includes(dataId))
              .map(personCard),
            commentaries: articles
              .filter((a) => a.locale === locale && a.data.portfolios.includes(dataId))
              .slice(0, 4)
              .map(articleCard),
          }),
        )
        break
      }
    }
  }

  // Pages the build makes for every locale with content: search and not-found.
  for (const locale of locales) {
    const strings = ctx.uiStrings[locale]
    const generated = (id: string, paths: (l: Locale) => string) =>
      locales.map((l) => ({ locale: l, hrefLang: localeConfig(l).hrefLang, path: paths(l) }))
    const { search: searchPath, institutionalSearch, notFound: nf } = generatedPages(locale)
    const searchTranslations = generated('search', (l) => localizedPath(l, 'search'))
    records.push(
      record(searchPath, {
        ...common(
          'search',
          locale,
          searchPath,
          strings.search.title,
          strings.search.description,
          searchTranslations,
        ),
        template: 'search',
      }),
    )
    records.push(
      record(institutionalSearch, {
        ...common(
          'search-institutional',
          locale,
          institutionalSearch,
          strings.search.title,
          strings.search.description,
          generated('search-institutional', (l) => localizedPath(l, 'search/institutional')),
          'institutional',
        ),
        template: 'search',
      }),
    )
    records.push(
      record(nf, {
        ...common(
          '404',
          locale,
          nf,
          strings.notFound.title,
          strings.notFound.body,
          generated('404', notFoundPath),
        ),
        template: 'not-found',
      }),
    )
  }
  return { records, staticQueries }
}
