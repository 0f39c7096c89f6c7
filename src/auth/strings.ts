import type { i18n as I18n } from 'i18next'
import { stringFileOf } from '../i18n/string-files'
import type { Locale } from '../site/locales'
import type en from './locales/en.json'

/**
 * The sign-in screens' strings: a resource of their own, fetched by the
 * sign-in and account pages, so that no other page (and no build without
 * sign-in) downloads them with the site's strings. The header's stay in
 * src/i18n/locales/ (every page of a brand with sign-in shows them); the
 * pages' titles are the build's (src/i18n/build/locales/).
 */
export type AuthUiStrings = typeof en

declare module '../i18n/i18n' {
  interface FeatureStrings {
    auth: AuthUiStrings
  }
}

const loaders = import.meta.glob<AuthUiStrings>('./locales/*.json', { import: 'default' })

/** Adds `locale`'s sign-in strings to `i18n`, once; the site's strings stay as they are. */
export async function loadAuthStrings(i18n: I18n, locale: Locale): Promise<void> {
  if (i18n.getResource(locale, 'translation', 'authErrors') !== undefined) return
  const load = stringFileOf(loaders, locale, 'src/auth')
  // Deep: `signIn` is shared with the site's strings (the header).
  i18n.addResourceBundle(locale, 'translation', await load(), true, false)
}
