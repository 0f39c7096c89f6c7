import { z } from 'zod'
import type { ContentType, FrontMatter } from './front-matter'
import type { Locale } from '../site/locales'
import type { ImageField } from './images'
import type { ContentPageType, GeneratedPageType } from './page-type'
import { articlePages, type ArticleResult } from './pages/article'
import { bioPages, type BioResult } from './pages/bio'
import { homePages, type HomeResult } from './pages/home'
import { notFoundPages, type NotFoundResult } from './pages/not-found'
import { pagePages, type GeneralResult, type InsideEdgeResult } from './pages/page'
import { portfolioPages, type PortfolioResult } from './pages/portfolio'
import { searchPages, type SearchResult } from './pages/search'
import { accountPages, signInPages, type AccountResult, type SignInResult } from './pages/sign-in'

/** Every page type of the site: a new one is a module in pages/, its template, and its lines here. */

/** A page-data record's `result`, by template. */
export type PageResult =
  | HomeResult
  | GeneralResult
  | InsideEdgeResult
  | ArticleResult
  | BioResult
  | PortfolioResult
  | SearchResult
  | NotFoundResult
  | SignInResult
  | AccountResult
export type TemplateName = PageResult['template']

const CONTENT_PAGE_TYPES: {
  [T in ContentType]: ContentPageType<Extract<FrontMatter, { type: T }>, PageResult>
} = {
  home: homePages,
  page: pagePages,
  article: articlePages,
  'team-member': bioPages,
  portfolio: portfolioPages,
}

/**
 * The pages the build makes for every locale with content, in the order it
 * writes them; those `onlyWithSignIn` only when the catalog has sign-in.
 */
export const GENERATED_PAGE_TYPES: readonly GeneratedPageType<PageResult>[] = [
  searchPages,
  notFoundPages,
  signInPages,
  accountPages,
]

/** The generated page types of a build, with or without sign-in. */
export function generatedPageTypes(signIn: boolean): readonly GeneratedPageType<PageResult>[] {
  return GENERATED_PAGE_TYPES.filter((t) => signIn || !t.onlyWithSignIn)
}

/** The page type of a content file. */
export function contentPageType(data: FrontMatter): ContentPageType<FrontMatter, PageResult> {
  return CONTENT_PAGE_TYPES[data.type]
}

/** Every template a record can name. */
export const TEMPLATES: readonly TemplateName[] = [
  ...Object.values(CONTENT_PAGE_TYPES),
  ...GENERATED_PAGE_TYPES,
].flatMap((t) => t.templates)

/** `component---src-templates-article-tsx` etc., the name the page-data record gives its template. */
export function componentChunkName(template: TemplateName): string {
  return `component---src-templates-${template}-tsx`
}

/** The public path of an entry, from its locale and front matter. */
export function entryPath(locale: Locale, data: FrontMatter): string {
  return contentPageType(data).path(locale, data)
}

const isContentType = (type: string): type is ContentType => Object.hasOwn(CONTENT_PAGE_TYPES, type)
const typed = z.object({ type: z.string() })

/**
 * The path a content file claims though its front matter is invalid: when its
 * type and the fields its path is made of can be read (see `claimedPath` of
 * ContentPageType).
 */
export function claimedPath(locale: Locale, data: unknown): string | undefined {
  const read = typed.safeParse(data)
  if (!read.success || !isContentType(read.data.type)) return undefined
  return CONTENT_PAGE_TYPES[read.data.type].claimedPath(locale, data)
}

/** The title of an entry in menus and lists: a team member's is their name. */
export function entryTitle(data: FrontMatter): string {
  return contentPageType(data).title(data)
}

/** The fields of an entry's front matter that hold images. */
export function imageFieldsOf(data: FrontMatter): ImageField[] {
  return contentPageType(data).imageFields(data)
}
