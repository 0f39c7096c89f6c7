import { DEFAULT_LOCALE, LOCALE_CODES, type Locale } from '../../src/site/locales'

/**
 * What the bench writes in each locale (word lists, punctuation, set texts):
 * the default locale's entry is required, the others are optional. A locale
 * without an entry writes as the default locale does, so adding a locale to
 * the site needs nothing here; an entry of its own only makes its text real.
 */
export type PerLocale<T> = Readonly<Record<typeof DEFAULT_LOCALE, T>> &
  Readonly<Partial<Record<Locale, T>>>

/** `locale`'s entry, else the default locale's. */
export function inLocale<T>(table: PerLocale<T>, locale: Locale): T {
  return table[locale] ?? table[DEFAULT_LOCALE]
}

/** `f` of every locale of the list, in its order (which fixes the draws of a seeded `f`). */
export function everyLocale<T>(f: (locale: Locale) => T): Record<Locale, T> {
  return Object.fromEntries(LOCALE_CODES.map((locale) => [locale, f(locale)])) as Record<Locale, T>
}
