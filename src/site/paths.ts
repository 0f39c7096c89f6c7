import { DEFAULT_LOCALE, PREFIXED_LOCALES, localePrefix, type Locale } from './locales'

/**
 * Every public URL ends in `/`. Adds the slash, collapses repeated slashes and
 * leaves file-like paths (with an extension in the last segment) alone.
 */
export function withTrailingSlash(pathname: string): string {
  let path = pathname.replace(/\/{2,}/g, '/')
  if (!path.startsWith('/')) path = `/${path}`
  if (path.endsWith('/')) return path
  const last = path.slice(path.lastIndexOf('/') + 1)
  if (/\.[a-z0-9]+$/i.test(last)) return path
  return `${path}/`
}

/** The locale a public path belongs to, read from its first segment. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1] ?? ''
  return PREFIXED_LOCALES.find((code) => code === first) ?? DEFAULT_LOCALE
}

/** Builds the public path of a page: `localizedPath('fr', 'article/x')` -> `/fr/article/x/`. */
export function localizedPath(locale: string, slugPath: string): string {
  const prefix = localePrefix(locale)
  const rest = slugPath.replace(/^\/+|\/+$/g, '')
  const parts = [prefix, rest].filter((p): p is string => Boolean(p))
  return parts.length === 0 ? '/' : `/${parts.join('/')}/`
}

/** The path of the locale's not-found page (`/404/`, `/fr/404/`). */
export function notFoundPath(locale: string): string {
  return localizedPath(locale, '404')
}

/**
 * Where a page's data lives, as in the specification's section 7:
 * `/` -> `/page-data/index/page-data.json`, `/fr/x/` -> `/page-data/fr/x/page-data.json`.
 */
export function pageDataUrl(pathname: string): string {
  const trimmed = withTrailingSlash(pathname).replace(/^\/+|\/+$/g, '')
  return `/page-data/${trimmed === '' ? 'index' : trimmed}/page-data.json`
}

/** The page whose data lives at `url` (the inverse of `pageDataUrl`), or null for any other file. */
export function pageOfDataUrl(url: string): string | null {
  const match = /^\/page-data\/(.+)\/page-data\.json$/.exec(url)
  if (!match?.[1]) return null
  return match[1] === 'index' ? '/' : `/${match[1]}/`
}

export const APP_DATA_URL = '/page-data/app-data.json'

/** Where a static query result lives: `/page-data/sq/d/<hash>.json`. */
export function staticQueryUrl(hash: string): string {
  return `/page-data/sq/d/${hash}.json`
}

/**
 * Names the static queries a page's hydration needs (space-separated hashes):
 * their results are fetched, once per site and locale, instead of riding in
 * every page's HTML.
 */
export const STATIC_QUERIES_META = 'static-queries'
/** The head tag naming the build a prerendered page belongs to. */
export const BUILD_META = 'build'

/** Marks a document served at other URLs than the one it was rendered for (the 404.html files). */
export const RENDERED_PATH_META = 'rendered-path'

/** The redirect table as the browser and the preview server read it. */
export const REDIRECTS_URL = '/page-data/redirects.json'
