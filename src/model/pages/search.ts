import { localizedPath } from '../../site/paths'
import { pageCommon, type PageCommon } from '../common'
import type { GeneratedPageType } from '../page-type'

/** The search pages every locale has: the whole site's, and the institutional subsite's. */

export interface SearchResult extends PageCommon {
  template: 'search'
}

export const searchPages: GeneratedPageType = {
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
    const strings = catalog.uiStrings[locale].search
    return {
      ...pageCommon(catalog.site, {
        id: page.id,
        locale,
        path: page.path(locale),
        title: strings.title,
        description: strings.description,
        translations,
        subsite: page.subsite,
      }),
      template: 'search',
    }
  },
}
