import { z } from 'zod'

/**
 * The content schema: the one description of what an editor may write under
 * `content/`. The build and `tools content check` both validate with it.
 * Guide for editors: content/README.md.
 */

const kebab = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const id = z
  .string()
  .regex(kebab, 'use lowercase letters, digits and single hyphens, e.g. "who-we-are"')
const slug = z
  .string()
  .regex(
    /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*(?:\/[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*)*$/,
    'use letters, digits and hyphens, with "/" between segments and none at either end, e.g. "careers"',
  )
export const isoDate = z.iso.date('write the date as YYYY-MM-DD, e.g. 2024-03-31')
const text = (what: string) => z.string().trim().min(1, `write ${what}`)
const markdown = z.string()

/** A link target: a site path ending in `/` (checked at build time), an https URL, mailto: or tel:. */
export const href = z
  .string()
  .regex(
    /^(\/(?:[^\s?#]*\/)?(?:[?#]\S*)?|https:\/\/\S+|mailto:\S+|tel:[+\d\s-]+)$/,
    'write a site path ending in "/" (e.g. "/fr/careers/"), an https:// address, mailto: or tel:',
  )

/** An image under `content/<brand>/static/images/`, with its text alternative. */
export const image = z.strictObject({
  src: z
    .string()
    .regex(
      /^\/images\/[\w/.-]+\.(?:svg|png|jpe?g|webp|avif)$/,
      'write the path of a file under static/images/, e.g. "/images/team/geoffm.svg"',
    ),
  alt: z.string({
    error: 'add "alt": what the image shows, or "" if it is decorative',
  }),
})

export const SUBSITES = ['institutional'] as const
const subsite = z.enum(SUBSITES).optional()

export const ARTICLE_CATEGORIES = [
  'commentary',
  'news',
  'reading-list',
  'educational',
  'inside-edge',
] as const
export const COMMENTARY_SERIES = ['edgepoint', 'credit', 'fixed-income'] as const
/** Quarterly commentary slugs, as in the specification: `Qn-YYYY-...-commentary`. */
export const QUARTERLY_SLUG = /^Q[1-4]-\d{4}-[A-Za-z0-9-]+-commentary$/

// ---- Blocks of a composed page -------------------------------------------------

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

// ---- Front matter of each content type -----------------------------------------

const common = {
  id,
  title: text('a title'),
  description: z
    .string()
    .trim()
    .min(1, 'write a one-sentence description (search engines show it)')
    .max(300, 'keep the description under 300 characters'),
}
const blocks = z.array(blockSchema).optional()

export const homeSchema = z.strictObject({ ...common, type: z.literal('home'), blocks })

export const pageSchema = z.strictObject({
  ...common,
  type: z.literal('page'),
  slug,
  template: z.enum(['general', 'inside-edge']).default('general'),
  subsite,
  blocks,
})

export const articleSchema = z
  .strictObject({
    ...common,
    type: z.literal('article'),
    slug,
    date: isoDate,
    category: z.enum(ARTICLE_CATEGORIES),
    series: z.enum(COMMENTARY_SERIES).optional(),
    authors: z.array(id).default([]),
    portfolios: z.array(id).default([]),
    image: image.optional(),
    subsite,
  })
  .superRefine((a, ctx) => {
    if (a.series && a.category !== 'commentary') {
      ctx.addIssue({
        code: 'custom',
        path: ['series'],
        message: 'only commentaries have a series: set category to commentary or remove series',
      })
    }
    if (a.series && !QUARTERLY_SLUG.test(a.slug)) {
      ctx.addIssue({
        code: 'custom',
        path: ['slug'],
        message:
          'a quarterly commentary slug follows Qn-YYYY-...-commentary, e.g. "Q3-2024-edgepoint-commentary"',
      })
    }
  })

export const teamMemberSchema = z.strictObject({
  id,
  type: z.literal('team-member'),
  firstName: text('the first name'),
  lastName: text('the last name'),
  role: text('the role'),
  description: common.description,
  photo: image,
  portfolios: z.array(id).default([]),
  joined: z.int().min(1990).max(2100).optional(),
  subsite,
})

export const portfolioSchema = z.strictObject({
  ...common,
  type: z.literal('portfolio'),
  slug,
  /** The id of this portfolio's figures in data/portfolios.yaml; the page id when omitted. */
  data: id.optional(),
})

export const frontMatterSchema = z.discriminatedUnion(
  'type',
  [homeSchema, pageSchema, articleSchema, teamMemberSchema, portfolioSchema],
  {
    error: (issue) =>
      issue.code === 'invalid_union'
        ? 'set "type" to one of: home, page, article, team-member, portfolio'
        : undefined,
  },
)

export type FrontMatter = z.infer<typeof frontMatterSchema>
export type ContentType = FrontMatter['type']

// ---- Data files: content/<brand>/data/*.yaml ------------------------------------

const percent = z.number().min(-100).max(1000)

export const PORTFOLIO_CATEGORIES = [
  'canadian-equity',
  'global-equity',
  'canadian-balanced',
  'global-balanced',
  'fixed-income',
  'monthly-income',
] as const
export const ASSET_CLASSES = ['equities', 'bonds', 'cash', 'other'] as const

export const portfolioDataSchema = z.strictObject({
  id,
  category: z.enum(PORTFOLIO_CATEGORIES),
  inceptionDate: isoDate,
  series: z
    .array(
      z.strictObject({
        name: z
          .string()
          .regex(/^[A-Z][A-Z0-9]{0,3}$/, 'name a series with capitals, e.g. A, F, AN'),
        codes: z.array(z.string().regex(/^EDG\d{3,4}$/, 'fund codes look like EDG100')).min(1),
        mer: percent.describe('management expense ratio, in percent'),
        managementFee: percent,
        minimumInvestment: z.number().int().nonnegative(),
        startDate: isoDate,
        distributions: z.enum(['monthly', 'quarterly', 'annual']),
        performance: z.strictObject({
          oneYear: percent.nullable(),
          threeYear: percent.nullable(),
          fiveYear: percent.nullable(),
          tenYear: percent.nullable(),
          sinceInception: percent,
        }),
      }),
    )
    .min(1, 'add at least one series'),
  topHoldings: z.array(z.strictObject({ name: text('the holding'), weight: percent })).max(15),
  assetAllocation: z
    .array(z.strictObject({ assetClass: z.enum(ASSET_CLASSES), weight: percent }))
    .refine(
      (a) => Math.abs(a.reduce((s, x) => s + x.weight, 0) - 100) < 0.5,
      'asset allocation weights must add up to 100',
    ),
})
export type PortfolioData = z.infer<typeof portfolioDataSchema>

export const portfoliosFileSchema = z.strictObject({ portfolios: z.array(portfolioDataSchema) })

export const siteFileSchema = z.strictObject({
  /** Date the performance figures are as at. */
  asAtDate: isoDate,
  /** Date compliance approved the performance figures. */
  performanceApprovalDate: isoDate,
  /** Page ids, in order, for the header and footer menus; a locale lists those it has. */
  navigation: z.strictObject({ main: z.array(id).min(1), footer: z.array(id).default([]) }),
})
export type SiteFile = z.infer<typeof siteFileSchema>
