import { z } from 'zod'

/**
 * The content schema: the one description of what an editor may write in the
 * front matter of a file under `content/`. The build and `tools content check`
 * both validate with it.
 */
const id = z
  .string()
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'use lowercase letters, digits and single hyphens, e.g. "who-we-are"',
  )
const slug = z
  .string()
  .regex(
    /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*(?:\/[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*)*$/,
    'use letters, digits and hyphens, with "/" between segments and none at either end, e.g. "careers"',
  )
const isoDate = z.iso.date('write the date as YYYY-MM-DD, e.g. 2024-03-31')

const common = {
  id,
  title: z.string().trim().min(1, 'give the page a title'),
  description: z
    .string()
    .trim()
    .min(1, 'give the page a one-sentence description (used by search engines)')
    .max(300, 'keep the description under 300 characters'),
}

export const ARTICLE_CATEGORIES = [
  'commentary',
  'news',
  'reading-list',
  'educational',
  'inside-edge',
] as const

export const homeSchema = z.strictObject({ ...common, type: z.literal('home') })
export const pageSchema = z.strictObject({ ...common, type: z.literal('page'), slug })
export const articleSchema = z.strictObject({
  ...common,
  type: z.literal('article'),
  slug,
  date: isoDate,
  category: z.enum(ARTICLE_CATEGORIES),
})

export const frontMatterSchema = z.discriminatedUnion(
  'type',
  [homeSchema, pageSchema, articleSchema],
  {
    error: (issue) =>
      issue.code === 'invalid_union' ? 'set "type" to one of: home, page, article' : undefined,
  },
)

export type FrontMatter = z.infer<typeof frontMatterSchema>
export type ContentType = FrontMatter['type']
