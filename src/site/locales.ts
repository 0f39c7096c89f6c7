/**
 * The one list of locales. Everything that needs to know which languages exist
 * (routing, content loading, head tags, i18n resources, sitemap, the CMS, the
 * bench) reads it here; adding one is the checklist of docs/architecture.md.
 * The first entry is the default locale.
 */
export const LOCALES = [
  { code: 'en', hrefLang: 'en-CA', intl: 'en-CA', label: 'English' },
  { code: 'fr', hrefLang: 'fr-CA', intl: 'fr-CA', label: 'Français' },
  { code: 'cn', hrefLang: 'zh-CN', intl: 'zh-CN', label: '中文' },
] as const

export type LocaleConfig = (typeof LOCALES)[number]
export type Locale = LocaleConfig['code']

/** The specification's settings: `defaultLang` (the list's first entry), `prefixDefault` false. */
export const DEFAULT_LOCALE = LOCALES[0].code
export const PREFIX_DEFAULT = false

export const LOCALE_CODES: readonly Locale[] = LOCALES.map((l) => l.code)

export function isLocale(code: unknown): code is Locale {
  return typeof code === 'string' && (LOCALE_CODES as readonly string[]).includes(code)
}

/** Throws the specification's message for any code that is not a configured locale. */
export function assertLocale(code: unknown): Locale {
  if (!isLocale(code)) throw new Error('invalid locale provided')
  return code
}

export function localeConfig(code: string): LocaleConfig {
  const locale = assertLocale(code)
  const found = LOCALES.find((l) => l.code === locale)
  if (!found) throw new Error('invalid locale provided')
  return found
}

/** The URL prefix segment of a locale, or undefined for the unprefixed default. */
export function localePrefix(code: string): Locale | undefined {
  const locale = assertLocale(code)
  return locale === DEFAULT_LOCALE && !PREFIX_DEFAULT ? undefined : locale
}

/** Locales that appear as the first path segment (`fr`, `cn`). */
export const PREFIXED_LOCALES: readonly Locale[] = LOCALE_CODES.filter(
  (code) => localePrefix(code) !== undefined,
)

/** `fr-CA` -> `fr_CA`, as Open Graph wants it. */
export function ogLocale(code: string): string {
  return localeConfig(code).hrefLang.replace('-', '_')
}
