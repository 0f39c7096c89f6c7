import { z } from 'zod'

/**
 * The pieces every content schema is made of: ids, slugs, dates, links,
 * images and the enums the UI translates. Guide for editors: content/README.md.
 */

/**
 * How a field is written, where its type does not say it: the CMS (tools/cms)
 * gives each its editor. What is valid stays the schema's.
 */
export interface Editing {
  format?: 'date' | 'markdown' | 'paragraph' | 'image'
  /** The content type whose ids the field holds. */
  references?: 'team-member' | 'portfolio'
}
export const editing = z.registry<Editing>()

const kebab = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const id = z
  .string()
  .regex(kebab, 'use lowercase letters, digits and single hyphens, e.g. "who-we-are"')
export const slug = z
  .string()
  .regex(
    /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*(?:\/[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*)*$/,
    'use letters, digits and hyphens, with "/" between segments and none at either end, e.g. "careers"',
  )
const DATE_FORMAT = 'write the date as YYYY-MM-DD, e.g. 2024-03-31'

/** Why a date written YYYY-MM-DD is no day of the calendar, or undefined when it is one. */
function impossibleDate(value: string): string | undefined {
  const [year = 0, month = 0, day = 0] = value.split('-').map(Number)
  if (month < 1 || month > 12) return `month ${month}: months go from 01 to 12`
  // Day 0 of the next month is the last day of this one (leap years included).
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate()
  if (day < 1 || day > days) return `day ${day}: ${value.slice(0, 7)} has ${days} days`
  return undefined
}

/**
 * A calendar date. Its format and whether the day exists are told apart:
 * 2024-13-45 is written as asked, and "write YYYY-MM-DD" would not help.
 */
export const isoDate = z
  .string({ error: DATE_FORMAT })
  .superRefine((value, ctx) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) {
      ctx.addIssue({ code: 'custom', message: DATE_FORMAT })
      return
    }
    const wrong = impossibleDate(value)
    if (wrong) ctx.addIssue({ code: 'custom', message: `${value} is not a real date (${wrong})` })
  })
  .register(editing, { format: 'date' })
export const text = (what: string) => z.string().trim().min(1, `write ${what}`)
export const markdown = z.string().register(editing, { format: 'markdown' })
/** Ids of other pages: the team members or portfolios an article names. */
export const idsOf = (type: NonNullable<Editing['references']>) =>
  z.array(id.clone().register(editing, { references: type })).default([])

/** A link target: a site path ending in `/` (checked at build time), an https URL, mailto: or tel:. */
export const href = z
  .string()
  .regex(
    /^(\/(?:[^\s?#]*\/)?(?:[?#]\S*)?|https:\/\/\S+|mailto:\S+|tel:[+\d\s-]+)$/,
    'write a site path ending in "/" (e.g. "/fr/careers/"), an https:// address, mailto: or tel:',
  )

/**
 * An image under `content/<brand>/static/images/`, with its text alternative.
 * The alt text is required; it is empty only for an image marked decorative
 * (the specification's rule), so that a forgotten alt is never taken for one.
 */
export const image = z
  .strictObject({
    src: z
      .string()
      .regex(
        /^\/images\/[\w/.-]+\.(?:svg|png|jpe?g|webp|avif)$/,
        'write the path of a file under static/images/, e.g. "/images/team/geoffm.svg"',
      ),
    alt: z.string({
      error: 'add "alt": what the image shows, or "" with decorative: true',
    }),
    /** The image adds nothing the text does not say: screen readers skip it. */
    decorative: z.boolean().optional(),
  })
  .superRefine((img, ctx) => {
    const empty = img.alt.trim() === ''
    if (empty && img.decorative !== true) {
      ctx.addIssue({
        code: 'custom',
        path: ['alt'],
        message: 'say what the image shows in "alt", or mark it decorative: true',
      })
    }
    if (!empty && img.decorative === true) {
      ctx.addIssue({
        code: 'custom',
        path: ['decorative'],
        message: 'a decorative image has alt: "": remove its alt text or the decorative mark',
      })
    }
  })
  .register(editing, { format: 'image' })

export const SUBSITES = ['institutional'] as const
export const subsite = z.enum(SUBSITES).optional()

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

export const PORTFOLIO_CATEGORIES = [
  'canadian-equity',
  'global-equity',
  'canadian-balanced',
  'global-balanced',
  'fixed-income',
  'monthly-income',
] as const
export const ASSET_CLASSES = ['equities', 'bonds', 'cash', 'other'] as const
export const FREQUENCIES = ['monthly', 'quarterly', 'annual'] as const
/** The five steps of the Fund Facts' risk scale (standardized risk classification), low to high. */
export const RISK_LEVELS = ['low', 'low-to-medium', 'medium', 'medium-to-high', 'high'] as const

/**
 * The longest title: it is the page's H1, its `<title>`, its card and its
 * search result. Search engines show about 60 characters of a title and cards
 * clamp to three lines; 150 leaves room for the longest French title of the
 * sample content (136) while refusing a paragraph pasted into the field.
 */
export const TITLE_MAX = 150
/** The longest description: the meta description, of which search engines show about 155 characters. */
export const DESCRIPTION_MAX = 300

/** The fields every page with a title shares. */
export const common = {
  id,
  title: text('a title').max(
    TITLE_MAX,
    `keep the title under ${TITLE_MAX} characters: it is the page's <title>, card and search result`,
  ),
  description: z
    .string()
    .trim()
    .min(1, 'write a one-sentence description (search engines show it)')
    .max(DESCRIPTION_MAX, `keep the description under ${DESCRIPTION_MAX} characters`)
    .register(editing, { format: 'paragraph' }),
}
