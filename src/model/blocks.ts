import { z } from 'zod'
import type { ArticleCard, Link, PersonCard } from './common'
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
import type { BuildOnly } from './build-only'
import type { BarChartGeometry, FigureTable, LineChartGeometry } from './charts/geometry'
import { PERIODS, type Period } from './fund-history'

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
    /** The portfolios side by side: one series' annualized returns over the periods named. */
    z.strictObject({
      type: z.literal('performance-chart'),
      heading: z.string().optional(),
      series: z.string().regex(/^[A-Z][A-Z0-9]{0,3}$/, 'name a series with capitals, e.g. F'),
      periods: z
        .array(z.enum([...PERIODS, 'sinceInception']))
        .min(1)
        .max(4),
    }),
    /** A listed company's net asset value and share price since listing (data/share-history.csv). */
    z.strictObject({ type: z.literal('share-history'), heading: z.string().optional() }),
    z.strictObject({ type: z.literal('site-map') }),
  ],
  {
    error: (issue) =>
      issue.code === 'invalid_union'
        ? 'set the block "type" to one of: hero, body, rich-text, cards, cta, video, documents, table, accordion, article-list, team-list, portfolio-list, performance-table, fund-codes, performance-chart, share-history, site-map'
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
  | ({ type: 'performance-chart'; heading?: string } & BuildOnly<PerformanceChart>)
  | ({ type: 'share-history'; heading?: string } & BuildOnly<ShareHistoryChart>)
  | { type: 'site-map'; sections: Array<{ key: SiteMapSection; links: Link[] }> }

/** The portfolios side by side: a row per portfolio (its page's title), a bar per period. */
export interface PerformanceChart {
  series: string
  periods: Period[]
  chart: BarChartGeometry
  portfolios: Link[]
}

export interface ShareHistoryChart {
  chart: LineChartGeometry
  table: FigureTable
  /** The last approved month: NAV, price and the price's premium (negative: discount) to NAV, in percent. */
  latest?: { month: string; nav: number; price: number; premium: number }
}

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
      | 'performance-chart'
      | 'share-history'
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
