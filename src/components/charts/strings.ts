import type { i18n as I18n } from 'i18next'
import { stringFileOf } from '../../i18n/string-files'
import type { Locale } from '../../site/locales'
import type en from './locales/en.json'

/**
 * The charts' strings: only the build draws charts (src/site/build-time-markup.ts),
 * so they are a resource of the server renderer's alone, and no page's
 * script downloads them with the site's strings.
 */
export type ChartStrings = typeof en

declare module '../../i18n/i18n' {
  interface FeatureStrings {
    charts: ChartStrings
  }
}

// Eager: the server renderer draws charts in every locale, and no browser loads this module.
const files = import.meta.glob<ChartStrings>('./locales/*.json', { import: 'default', eager: true })

/**
 * Adds `locale`'s chart strings to the server renderer's `i18n`, after its
 * site strings (whose loading looks for the locale's resource, not for a key).
 */
export function addChartStrings(i18n: I18n, locale: Locale): void {
  const strings = stringFileOf(files, locale, 'src/components/charts')
  i18n.addResourceBundle(locale, 'translation', strings, true, false)
}
