import { createInstance, type i18n as I18n, type Resource } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LOCALE, LOCALE_CODES, type Locale } from '../site/locales'
import type en from './locales/en.json'
import { stringFileOf } from './string-files'

/** The site's strings, which every page loads. */
export type UiStrings = typeof en

/**
 * The strings features add to the site's, each under a name of its own, by
 * declaration merging in the feature's strings module
 * (`declare module '../i18n/i18n' { interface FeatureStrings { auth: AuthUiStrings } }`):
 * the features depend on i18n, never i18n on them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface FeatureStrings {}

/** `A | B` -> `A & B`: every feature's keys are in the one `translation` namespace. */
type AllOf<U> = (U extends unknown ? (u: U) => void : never) extends (all: infer I) => void
  ? I
  : never

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: { translation: UiStrings & AllOf<FeatureStrings[keyof FeatureStrings]> }
  }
}

// One lazy chunk per locale: a visitor downloads only the strings of the language they read.
const loaders = import.meta.glob<UiStrings>('./locales/*.json', { import: 'default' })

export async function loadUiStrings(locale: Locale): Promise<UiStrings> {
  return stringFileOf(loaders, locale, 'src/i18n')()
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
