import { DEFAULT_LOCALE, localeConfig, localePrefix, type Locale } from './locales'
import { localizedPath } from './paths'

/** One web app manifest of the site: the specification's entry (`lang`, `start_url`) and where it is. */
export interface ManifestEntry {
  locale: Locale
  lang: string
  start_url: string
  href: string
}

/** Every locale's manifest: the default locale's at the root, the others under their prefix. */
export function manifestEntry(locale: Locale): ManifestEntry {
  const start = localizedPath(locale, '')
  return {
    locale,
    lang: localeConfig(locale).hrefLang,
    start_url: start,
    href: `${start}manifest.webmanifest`,
  }
}

/**
 * The manifest a page links (specification, section 5): the first prefixed
 * locale's whose `start_url` the path starts with, the default manifest otherwise.
 */
export function manifestFor(pathname: string, locales: readonly Locale[]): ManifestEntry {
  const prefixed = locales.filter((code) => localePrefix(code) !== undefined).map(manifestEntry)
  return (
    prefixed.find((entry) => pathname.startsWith(entry.start_url)) ?? manifestEntry(DEFAULT_LOCALE)
  )
}
