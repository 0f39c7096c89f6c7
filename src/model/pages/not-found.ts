import { notFoundPath } from '../../site/paths'
import { pageCommon, type PageCommon } from '../common'
import type { GeneratedPageType } from '../page-type'

/** Each locale's not-found page, which the host serves for a path with no page. */

export interface NotFoundResult extends PageCommon {
  template: 'not-found'
}

export const notFoundPages: GeneratedPageType = {
  templates: ['not-found'],
  pages: [{ id: '404', path: notFoundPath }],
  result: (page, locale, translations, catalog): NotFoundResult => {
    const strings = catalog.uiStrings[locale].notFound
    return {
      ...pageCommon(catalog.site, {
        id: page.id,
        locale,
        path: page.path(locale),
        title: strings.title,
        description: strings.body,
        translations,
      }),
      template: 'not-found',
    }
  },
}
