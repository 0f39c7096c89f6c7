import type { TFunction } from 'i18next'

/**
 * What every chart is drawn with: the page's strings and language. Charts
 * are drawn by the build alone (src/site/build-time-markup.ts), outside the
 * page's React tree, so they take these as props rather than from hooks.
 */
export interface Drawing {
  t: TFunction
  locale: string
}
