import { performanceComparison, shareHistoryChart } from './charts/site-charts'
import type { Locale } from '../site/locales'
import type { BlockView, LoadedBlock } from './blocks'
import type { Catalog } from './catalog'
import type { Link } from './common'
import type { ContentEntry } from './content'
import type { ContentType } from './front-matter'

/** A composed page's blocks made ready to render from the catalog: what the content reader left for the records. */

/** An entry's blocks, ready to render. */
export function resolveBlocks(entry: ContentEntry, catalog: Catalog): BlockView[] {
  return entry.blocks.map((block) => resolveBlock(block, entry.locale, catalog))
}

function siteMap(catalog: Catalog, locale: Locale): BlockView {
  const local = catalog.index.entries.filter((e) => e.locale === locale)
  const links = (list: ContentEntry[]): Link[] =>
    list
      .map((e) => ({ label: catalog.titleOf(e), path: e.path }))
      .sort((a, b) => a.label.localeCompare(b.label, locale))
  const institutional = (e: ContentEntry) =>
    e.data.type !== 'home' && e.data.type !== 'portfolio' && e.data.subsite === 'institutional'
  const ofType =
    (...types: ContentType[]) =>
    (e: ContentEntry) =>
      types.includes(e.data.type)
  return {
    type: 'site-map',
    sections: (
      [
        {
          key: 'pages',
          links: links(local.filter((e) => ofType('page', 'home')(e) && !institutional(e))),
        },
        { key: 'portfolios', links: links(local.filter(ofType('portfolio'))) },
        {
          key: 'team',
          links: links(local.filter((e) => ofType('team-member')(e) && !institutional(e))),
        },
        {
          key: 'articles',
          links: links(local.filter((e) => ofType('article')(e) && !institutional(e))),
        },
        { key: 'institutional', links: links(local.filter(institutional)) },
      ] as const
    ).filter((s) => s.links.length > 0),
  }
}

/** A loaded block, ready to render: lists filled from the content, images made. */
export function resolveBlock(block: LoadedBlock, locale: Locale, catalog: Catalog): BlockView {
  switch (block.type) {
    case 'article-list': {
      const items = catalog.articles.filter(
        (a) =>
          a.locale === locale &&
          a.data.subsite === block.subsite &&
          (!block.category || a.data.category === block.category) &&
          (!block.series || a.data.series === block.series),
      )
      return {
        type: 'article-list',
        ...(block.heading ? { heading: block.heading } : {}),
        items: items.slice(0, block.limit ?? items.length).map(catalog.articleCard),
      }
    }
    case 'team-list':
      return {
        type: 'team-list',
        ...(block.heading ? { heading: block.heading } : {}),
        items: catalog.members
          .filter((m) => m.locale === locale && m.data.subsite === block.subsite)
          .sort((a, b) => a.data.lastName.localeCompare(b.data.lastName, locale))
          .map(catalog.personCard),
      }
    case 'portfolio-list':
      return {
        type: 'portfolio-list',
        ...(block.heading ? { heading: block.heading } : {}),
        items: catalog.portfolios
          .filter((p) => p.locale === locale)
          .map((p) => ({
            id: catalog.portfolioDataId(p),
            title: p.data.title,
            path: p.path,
            description: p.data.description,
            category:
              catalog.index.data.portfolios.find((d) => d.id === catalog.portfolioDataId(p))
                ?.category ?? '',
          })),
      }
    case 'performance-chart': {
      const { chart, ids } = performanceComparison(
        catalog.index.data.portfolios,
        block.series,
        block.periods,
      )
      const pages = catalog.portfolios.filter((p) => p.locale === locale)
      const { type, heading, series, periods } = block
      return {
        type,
        ...(heading !== undefined && { heading }),
        buildOnly: {
          series,
          periods,
          chart,
          portfolios: ids.map((id) => {
            const page = pages.find((p) => catalog.portfolioDataId(p) === id)
            return { label: page?.data.title ?? id, path: page?.path ?? '' }
          }),
        },
      }
    }
    case 'share-history':
      return { ...block, buildOnly: shareHistoryChart(catalog.index.data.shareHistory) }
    case 'site-map':
      return siteMap(catalog, locale)
    case 'hero': {
      const { image, ...rest } = block
      return image ? { ...rest, image: catalog.image(image, 'hero') } : rest
    }
    case 'cards':
      return {
        ...block,
        items: block.items.map(({ image, ...item }) =>
          image ? { ...item, image: catalog.image(image, 'card') } : item,
        ),
      }
    default:
      return block
  }
}
