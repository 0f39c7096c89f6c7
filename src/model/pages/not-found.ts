import { notFoundPath } from '../../site/paths'
import type { PageCommon } from '../common'
import { generatedPageCommon, type GeneratedPageType } from '../page-type'

/** Each locale's not-found page, which the host serves for a path with no page. */

export interface NotFoundResult extends PageCommon {
  template: 'not-found'
}

export const notFoundPages: GeneratedPageType<NotFoundResult> = {
  templates: ['not-found'],
  pages: [{ id: '404', path: notFoundPath }],
  result: (page, locale, translations, catalog): NotFoundResult => {
    const strings = catalog.uiStrings[locale].notFound
    return {
      ...generatedPageCommon(page, locale, translations, catalog, {
        title: strings.title,
        description: strings.body,
      }),
      template: 'not-found',
    }
  },
}
