import type { i18n as I18n } from 'i18next'
import type { LOCALE_CODES } from '../../site/locales'
import cn from './locales/cn.json'
import en from './locales/en.json'
import fr from './locales/fr.json'

/**
 * The charts' strings: only the build draws charts (src/site/build-time-markup.ts),
 * so they are a resource of the server renderer's alone, and no page's
 * script downloads them with the site's strings.
 */
export type ChartStrings = typeof en

const STRINGS: Record<(typeof LOCALE_CODES)[number], ChartStrings> = { en, fr, cn }

/**
 * Adds `locale`'s chart strings to the server renderer's `i18n`, after its
 * site strings (whose loading looks for the locale's resource, not for a key).
 */
export function addChartStrings(i18n: I18n, locale: (typeof LOCALE_CODES)[number]): void {
  i18n.addResourceBundle(locale, 'translation', STRINGS[locale], true, false)
}
