import { createInstance, type i18n as I18n, type Resource } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LOCALE, LOCALE_CODES, assertLocale, type Locale } from '../site/locales'
import type { AuthUiStrings } from '../auth/strings'
import type { ChartStrings } from '../components/charts/strings'
import type en from './locales/en.json'

/** The site's strings, which every page loads. */
export type UiStrings = typeof en

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    // The sign-in screens add theirs (src/auth/strings.ts) on the pages that show them;
    // the server renderer adds the charts' (src/components/charts/strings.ts).
    resources: { translation: UiStrings & AuthUiStrings & ChartStrings }
  }
}

// One lazy chunk per locale: a visitor downloads only the strings of the language they read.
const loaders = import.meta.glob<UiStrings>('./locales/*.json', { import: 'default' })

export async function loadUiStrings(locale: Locale): Promise<UiStrings> {
  const load = loaders[`./locales/${assertLocale(locale)}.json`]
  if (!load) throw new Error(`No UI strings for locale "${locale}" in src/i18n/locales/`)
  return load()
}

/** A fresh instance per router, so server renders of different locales never share state. */
export function createI18n(): I18n {
  const instance = createInstance()
  void instance.use(initReactI18next).init({
    lng: DEFAULT_LOCALE,
    fallbackLng: false,
    supportedLngs: [...LOCALE_CODES],
    resources: {} satisfies Resource,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  })
  return instance
}

/** Fetches `locale`'s strings into `i18n` once, without changing the active language. */
export async function loadLocale(i18n: I18n, locale: Locale): Promise<void> {
  if (!i18n.hasResourceBundle(locale, 'translation')) {
    i18n.addResourceBundle(locale, 'translation', await loadUiStrings(locale))
  }
}

/** Makes `locale` the active language, fetching its strings first if needed. */
export async function activateLocale(i18n: I18n, locale: Locale): Promise<void> {
  await loadLocale(i18n, locale)
  if (i18n.language !== locale) await i18n.changeLanguage(locale)
}
