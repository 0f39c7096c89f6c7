import type { i18n as I18n } from 'i18next'
import type { PageDataSource } from './source'

/**
 * What every route is given: the page-data source and the translations. Here,
 * below the routes, not in router.tsx, which imports the route tree: the root
 * route would import it back.
 */
export interface RouterContext {
  pageData: PageDataSource
  i18n: I18n
}
