import { localizedPath } from '../../site/paths'
import type { Locale } from '../../site/locales'
import type { Catalog } from '../catalog'
import type { Link, PageCommon } from '../common'
import { generatedPageCommon, type GeneratedPageType } from '../page-type'

/** The search pages every locale has: the whole site's, and the institutional subsite's. */

export interface SearchResult extends PageCommon {
  template: 'search'
  /** The locale's site map, which a visitor without JavaScript (no search) is pointed to. */
  siteMap?: Link
}

/** The page of `locale` that holds a site-map block, if there is one. */
function siteMapOf(catalog: Catalog, locale: Locale): Link | undefined {
  const entry = catalog.index.entries.find(
    (e) =>
      e.locale === locale &&
      e.data.type === 'page' &&
      (e.data.blocks ?? []).some((b) => b.type === 'site-map'),
  )
  return entry && { label: catalog.titleOf(entry), path: entry.path }
}

export const searchPages: GeneratedPageType<SearchResult> = {
  templates: ['search'],
  pages: [
    { id: 'search', path: (locale) => localizedPath(locale, 'search') },
    {
      id: 'search-institutional',
      path: (locale) => localizedPath(locale, 'search/institutional'),
      subsite: 'institutional',
    },
  ],
  result: (page, locale, translations, catalog): SearchResult => {
    const strings = catalog.buildStrings[locale].pages.search
    const siteMap = siteMapOf(catalog, locale)
    return {
      ...generatedPageCommon(page, locale, translations, catalog, strings),
      template: 'search',
      ...(siteMap ? { siteMap } : {}),
    }
  },
}
