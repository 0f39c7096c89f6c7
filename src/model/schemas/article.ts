import { z } from 'zod'
import {
  ARTICLE_CATEGORIES,
  COMMENTARY_SERIES,
  QUARTERLY_SLUG,
  common,
  idsOf,
  image,
  isoDate,
  slug,
  subsite,
} from '../fields'

/** An article: commentary, news, a reading list, an educational piece or an Inside Edge issue. */
export const articleSchema = z
  .strictObject({
    ...common,
    type: z.literal('article'),
    slug,
    date: isoDate,
    category: z.enum(ARTICLE_CATEGORIES),
    series: z.enum(COMMENTARY_SERIES).optional(),
    authors: idsOf('team-member'),
    portfolios: idsOf('portfolio'),
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
export type ArticleFrontMatter = z.infer<typeof articleSchema>
