import type { BrandConfig } from '../site/brands'
import { DEFAULT_LOCALE, localeConfig, type Locale } from '../site/locales'
import { localizedPath } from '../site/paths'
import type { ImageRef } from './images'
import type { SUBSITES } from './fields'

/**
 * What every page's record shares. Everything in a record is already resolved
 * at build time (Markdown rendered, references turned into links) and in the
 * page's one locale.
 */

export interface Translation {
  locale: Locale
  hrefLang: string
  path: string
}

export interface Link {
  label: string
  path: string
  /** The language of the linked page, where it is not the linking page's (a page missing in a locale). */
  lang?: Locale
}

/** The header menu's groups, each a disclosure button whose label is a UI string (`menu.groups.<group>`). */
export const MENU_GROUPS = ['about', 'portfolios', 'investors'] as const
export type MenuGroup = (typeof MENU_GROUPS)[number]

/** A main menu entry: a page, or a group of pages under a disclosure button. */
export type NavEntry = Link | NavGroup
export interface NavGroup {
  group: MenuGroup
  items: Link[]
}

/** The specification's page context, for localisation. */
export interface PageContext {
  locale: Locale
  hrefLang: string
  /** The path without its locale prefix. */
  originalPath: string
}

export type Subsite = (typeof SUBSITES)[number]

export interface SiteIdentity {
  name: string
  /** The name in the languages that write it otherwise (the brand's `localNames`). */
  localNames?: Partial<Record<Locale, string>>
  url: string
  brand: 'Edgepoint' | 'Cymbria'
}

/** The part of every page's `result` that the head and the wrapper read. */
export interface PageCommon {
  id: string
  locale: Locale
  title: string
  description: string
  /** Existing translations of this page, this page included. */
  translations: Translation[]
  site: SiteIdentity
  pageContext: PageContext
  subsite?: Subsite
  /** Set on the pages a signed-out visitor may not read (src/auth/access.ts), on a site with sign-in. */
  needsSignIn?: true
}

export interface ArticleCard {
  title: string
  path: string
  date: string
  category: string
  description: string
}

export interface PersonCard {
  name: string
  role: string
  path: string
  photo: ImageRef
}

export function siteIdentity(brand: BrandConfig): SiteIdentity {
  return {
    name: brand.name,
    ...(brand.localNames ? { localNames: brand.localNames } : {}),
    url: brand.siteUrl,
    brand: brand.enumValue,
  }
}

/** The common part of a page's result. */
export function pageCommon(
  site: SiteIdentity,
  page: {
    id: string
    locale: Locale
    path: string
    title: string
    description: string
    translations: Translation[]
    subsite?: Subsite | undefined
  },
): PageCommon {
  const { id, locale, path, title, description, translations, subsite } = page
  return {
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
  }
}

/** A page's path under a section (`article`, `your-team`), institutional ones under `/institutional/`. */
export function sectionPath(
  locale: Locale,
  section: string,
  slug: string,
  subsite: Subsite | undefined,
): string {
  return localizedPath(locale, subsite ? `${subsite}/${section}/${slug}` : `${section}/${slug}`)
}
