import { z } from 'zod'
import type { Locale } from '../site/locales'
import type { Catalog } from './catalog'
import type { ArticleCard, Link, PersonCard } from './common'
import type { ContentEntry } from './content'
import {
  ARTICLE_CATEGORIES,
  COMMENTARY_SERIES,
  href,
  image,
  isoDate,
  markdown,
  subsite,
  text,
} from './fields'
import type { ImageField, ImageRef, SourceImage } from './images'
import type { ContentType } from './registry'

/** The blocks a composed page (home, page) is made of: as written, and as rendered. */

const cta = z.strictObject({ label: text('the link text'), href })

export const blockSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({
      type: z.literal('hero'),
      heading: text('a heading'),
      text: z.string().optional(),
      image: image.optional(),
      cta: cta.optional(),
    }),
    /** Where the file's Markdown body goes; without it the body comes first. */
    z.strictObject({ type: z.literal('body') }),
    z.strictObject({ type: z.literal('rich-text'), markdown }),
    z.strictObject({
      type: z.literal('cards'),
      heading: z.string().optional(),
      items: z
        .array(
          z.strictObject({
            title: text('a card title'),
            text: z.string().optional(),
            href: href.optional(),
            image: image.optional(),
          }),
        )
        .min(1, 'add at least one card'),
    }),
    z.strictObject({
      type: z.literal('cta'),
      heading: text('a heading'),
      text: z.string().optional(),
      ...cta.shape,
    }),
    z.strictObject({
      type: z.literal('video'),
      title: text('the video title'),
      provider: z.enum(['youtube', 'vimeo']),
      videoId: text('the provider video id'),
      transcript: markdown.optional(),
    }),
    z.strictObject({
      type: z.literal('documents'),
      heading: z.string().optional(),
      items: z
        .array(
          z.strictObject({
            title: text('the document title'),
            href,
            format: z.enum(['pdf', 'xlsx', 'html']),
            date: isoDate.optional(),
          }),
        )
        .min(1, 'add at least one document'),
    }),
    z
      .strictObject({
        type: z.literal('table'),
        caption: text('a caption saying what the table shows'),
        columns: z.array(text('a column heading')).min(1),
        rows: z.array(z.array(z.string())).min(1, 'add at least one row'),
      })
      .refine((t) => t.rows.every((r) => r.length === t.columns.length), {
        message: 'every row needs exactly one cell per column',
        path: ['rows'],
      }),
    z.strictObject({
      type: z.literal('accordion'),
      heading: z.string().optional(),
      items: z
        .array(z.strictObject({ title: text('a question or title'), markdown }))
        .min(1, 'add at least one item'),
    }),
    z.strictObject({
      type: z.literal('article-list'),
      heading: z.string().optional(),
      category: z.enum(ARTICLE_CATEGORIES).optional(),
      series: z.enum(COMMENTARY_SERIES).optional(),
      subsite,
      limit: z.int().positive().optional(),
    }),
    z.strictObject({ type: z.literal('team-list'), heading: z.string().optional(), subsite }),
    z.strictObject({ type: z.literal('portfolio-list'), heading: z.string().optional() }),
    z.strictObject({ type: z.literal('performance-table'), heading: z.string().optional() }),
    z.strictObject({ type: z.literal('fund-codes'), heading: z.string().optional() }),
    z.strictObject({ type: z.literal('site-map') }),
  ],
  {
    error: (issue) =>
      issue.code === 'invalid_union'
        ? 'set the block "type" to one of: hero, body, rich-text, cards, cta, video, documents, table, accordion, article-list, team-list, portfolio-list, performance-table, fund-codes, site-map'
        : undefined,
  },
)
export type Block = z.infer<typeof blockSchema>

export interface PortfolioCard {
  id: string
  title: string
  path: string
  description: string
  category: string
}

export type SiteMapSection = 'pages' | 'portfolios' | 'team' | 'articles' | 'institutional'

/** A block of a composed page, ready to render (`I`: how its images are given). */
export type BlockView<I = ImageRef> =
  | { type: 'hero'; heading: string; text?: string; image?: I; cta?: Link }
  | { type: 'rich-text'; html: string }
  | {
      type: 'cards'
      heading?: string
      items: Array<{ title: string; text?: string; href?: string; image?: I }>
    }
  | { type: 'cta'; heading: string; text?: string; cta: Link }
  | {
      type: 'video'
      title: string
      provider: 'youtube' | 'vimeo'
      videoId: string
      transcriptHtml?: string
    }
  | {
      type: 'documents'
      heading?: string
      items: Array<{ title: string; href: string; format: string; date?: string }>
    }
  | { type: 'table'; caption: string; columns: string[]; rows: string[][] }
  | { type: 'accordion'; heading?: string; items: Array<{ title: string; html: string }> }
  | { type: 'article-list'; heading?: string; items: ArticleCard[] }
  | { type: 'team-list'; heading?: string; items: PersonCard[] }
  | { type: 'portfolio-list'; heading?: string; items: PortfolioCard[] }
  | { type: 'performance-table'; heading?: string }
  | { type: 'fund-codes'; heading?: string }
  | { type: 'site-map'; sections: Array<{ key: SiteMapSection; links: Link[] }> }

export type BlockType = BlockView['type']

/** Blocks filled in from the content index when the records are made. */
export type ComputedBlock = Extract<
  Block,
  {
    type:
      | 'article-list'
      | 'team-list'
      | 'portfolio-list'
      | 'performance-table'
      | 'fund-codes'
      | 'site-map'
  }
>
/** A block as the content reader leaves it: Markdown rendered, lists still to fill. */
export type LoadedBlock =
  Exclude<BlockView<SourceImage>, { type: ComputedBlock['type'] }> | ComputedBlock

/** The images of a page's blocks: a hero's, and each card's. */
export function blockImageFields(blocks: readonly Block[] | undefined): ImageField[] {
  return (blocks ?? []).flatMap((b, i): ImageField[] => {
    if (b.type === 'hero' && b.image)
      return [{ image: b.image, at: ['blocks', i, 'image'], uses: ['hero'] }]
    if (b.type === 'cards')
      return b.items.flatMap((item, k): ImageField[] =>
        item.image
          ? [{ image: item.image, at: ['blocks', i, 'items', k, 'image'], uses: ['card'] }]
          : [],
      )
    return []
  })
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
