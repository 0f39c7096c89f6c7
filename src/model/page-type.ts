import type { z } from 'zod'
import type { Locale } from '../site/locales'
import type { Catalog } from './catalog'
import { pageCommon, type PageCommon, type Subsite, type Translation } from './common'
import type { ContentEntry } from './content'
import type { ImageField } from './images'

/**
 * What the model knows of one kind of page. A content page type has files
 * under `content/` (its front-matter schema is in `schemas/`); a generated one
 * is made by the build for every locale with content. `R` is its record's
 * result: the registry gathers them all into `PageResult`.
 */

/** What every record's result names: the template that renders it. */
export interface ResultBase {
  template: string
}

export interface ContentPageType<
  D extends { type: string; id: string },
  R extends ResultBase = ResultBase,
> {
  /** The `type:` its content files give. */
  type: D['type']
  /** The templates its records name (`src/templates/<name>.tsx`). */
  templates: readonly R['template'][]
  /** Its public path. */
  path(locale: Locale, data: D): string
  /**
   * The path a file of this type claims though its front matter is invalid,
   * when the fields the path is made of are valid: a link to it then points
   * to a page that failed to load, not to no page.
   */
  claimedPath(locale: Locale, data: unknown): string | undefined
  /** Its title in menus and lists. */
  title(data: D): string
  /** The fields of its front matter that hold images, and what each is made for. */
  imageFields(data: D): ImageField[]
  /** Its record's result. */
  result(entry: ContentEntry & { data: D }, catalog: Catalog): R
}

/** A content page type's `path` and `claimedPath`, from the fields its path is made of. */
export function pathFrom<P>(
  fields: z.ZodType<P>,
  path: (locale: Locale, data: P) => string,
): Pick<ContentPageType<{ type: string; id: string } & P>, 'path' | 'claimedPath'> {
  return {
    path,
    claimedPath: (locale, data) => {
      const read = fields.safeParse(data)
      return read.success ? path(locale, read.data) : undefined
    },
  }
}

export interface GeneratedPage {
  id: string
  path(locale: Locale): string
  subsite?: Subsite
  /** Which screen of its template the page shows, when the template has several (sign-in). */
  screen?: string
}

export interface GeneratedPageType<R extends ResultBase = ResultBase> {
  templates: readonly R['template'][]
  /** Made only for a brand with sign-in built with its sign-in settings (`Catalog.signIn`). */
  onlyWithSignIn?: boolean
  /** The pages of this type each locale with content has. */
  pages: readonly GeneratedPage[]
  result(page: GeneratedPage, locale: Locale, translations: Translation[], catalog: Catalog): R
}

/** What a generated page's record shares with every page, titled and described by its locale's strings. */
export function generatedPageCommon(
  page: GeneratedPage,
  locale: Locale,
  translations: Translation[],
  catalog: Catalog,
  strings: { title: string; description: string },
): PageCommon {
  return pageCommon(catalog.site, {
    id: page.id,
    locale,
    path: page.path(locale),
    ...strings,
    translations,
    subsite: page.subsite,
  })
}
