import { notFound, redirect } from '@tanstack/react-router'
import { loadLookup } from '../redirects/load-lookup'
import { fullNavigation } from '../runtime/full-navigation'
import { StaleBuildError } from './fetch-page-data'
import {
  STATIC_QUERIES_META,
  BUILD_META,
  localeOfPath,
  notFoundPath,
  staticQueryUrl,
  withTrailingSlash,
} from '../site/paths'
import { pageHead, type HeadTags } from './head'
import { LOCALE_CODES } from '../site/locales'
import { manifestFor } from '../site/web-manifest'
import { rememberMarkup } from '../site/build-time-markup'
import { asFormats, rememberFormats } from '../site/format'
import type { PageDataSource } from './source'
import { withSessionRenewal } from './session-renewal'
import type { PageDataRecord } from '../model/page-data-record'

/**
 * What a page's route loader gives its template, and what the prerendered HTML
 * carries for hydration. The static query results are not part of it: the
 * same for every page of a locale, they would weigh on every page's HTML
 * (docs/performance.md, "Measurements behind the code"); the template takes
 * them from the source (see loadStaticQueries).
 */
export interface LoadedPage {
  record: PageDataRecord
  /** True when the requested page does not exist and this is the locale's 404 page. */
  missing: boolean
}

/** Loads the static query results of `hashes` into `source`; fails naming one that is missing. */
export async function loadStaticQueries(
  source: PageDataSource,
  hashes: readonly string[],
): Promise<void> {
  await Promise.all(
    hashes.map(async (hash) => {
      if (!(await source.staticQuery(hash))) {
        throw new Error(`We couldn't load "${staticQueryUrl(hash)}"`)
      }
    }),
  )
}

async function withStaticQueries(
  source: PageDataSource,
  record: PageDataRecord,
  missing: boolean,
): Promise<LoadedPage> {
  rememberFormats(asFormats(record.formats))
  rememberMarkup(record.markup)
  await loadStaticQueries(source, record.staticQueryHashes)
  return { record, missing }
}

/**
 * A route loader's work: the page's record, else the record at `shell` (a page
 * that serves a whole section, like search), else where the redirect table
 * sends an old path, else its locale's not-found page. `href` is the path with
 * its query and hash, which a redirect keeps.
 */
export function loadPage(
  source: PageDataSource,
  href: string,
  shell?: string,
): Promise<LoadedPage> {
  // A protected page's data is refused once the access token has expired: renewed, asked again.
  return withSessionRenewal(
    () => loadPageOnce(source, href, shell),
    href,
    source.renewSession,
    toSignIn,
  )
}

/**
 * A redirect of the router, not a page load: a link only hovered or
 * focused (a preload) then preloads the sign-in page instead of leaving.
 */
function toSignIn(href: string): Promise<never> {
  throw redirect({ to: './', href })
}

async function loadPageOnce(
  source: PageDataSource,
  href: string,
  shell?: string,
): Promise<LoadedPage> {
  const url = new URL(href, 'http://site.invalid')
  const path = withTrailingSlash(url.pathname)
  let record: PageDataRecord | null
  try {
    record = (await source.page(path)) ?? (shell ? await source.page(shell) : null)
  } catch (error) {
    if (error instanceof StaleBuildError)
      return fullNavigation(url.pathname + url.search + url.hash)
    throw error
  }
  // The page lives at another path than asked (e.g. without its trailing slash): go there.
  if (record && !shell && record.path !== url.pathname) {
    throw redirect({ to: './', href: record.path + url.search + url.hash, replace: true })
  }
  if (record) return withStaticQueries(source, record, false)
  const row = await source.redirect?.(url.pathname)
  if (row) {
    const { redirectLocation } = await loadLookup()
    const to = redirectLocation(row, url)
    // An allow-listed off-site target leaves the app; a site path stays in it.
    // `href` decides where to go; the router's types still ask for a `to`.
    if (/^https:\/\//.test(to)) throw redirect({ to: './', href: to, reloadDocument: true })
    throw redirect({ to: './', href: to, replace: true })
  }
  const fallback = await source.page(notFoundPath(localeOfPath(path)))
  if (!fallback) throw notFound()
  return withStaticQueries(source, fallback, true)
}

/** Whether a loaded page is a not-found page, which search engines must not index. */
export function isNotFound(loaded: LoadedPage): boolean {
  return loaded.missing || loaded.record.result.template === 'not-found'
}

/**
 * The head tags of a loaded page, for a route's `head` option, with what its
 * hydration needs: the static queries, and the build it belongs to. The build
 * is named in the page, not in the scripts: a change of content alone then
 * leaves every script's name, and visitors' cached copies, as they were.
 */
export function headOf(loaded: LoadedPage | undefined): HeadTags | Record<string, never> {
  if (!loaded) return {}
  const head = pageHead(loaded.record.result, loaded.record.path, isNotFound(loaded))
  const hashes = loaded.record.staticQueryHashes
  return {
    // The web app manifest of the page's language (a brand has pages only in its own locales).
    links: [
      ...head.links,
      { rel: 'manifest', href: manifestFor(loaded.record.path, LOCALE_CODES).href },
    ],
    meta: [
      ...head.meta,
      ...(hashes.length > 0 ? [{ name: STATIC_QUERIES_META, content: hashes.join(' ') }] : []),
      { name: BUILD_META, content: loaded.record.webpackCompilationHash },
    ],
  }
}

/** The content of the prerendered page's `<meta name>` tag, if it has one. */
export function metaContent(head: ParentNode, name: string): string | undefined {
  return head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content
}

/** The build a prerendered page names in its head (see headOf); 'development' if none. */
export function buildHashOf(head: ParentNode): string {
  return metaContent(head, BUILD_META) ?? 'development'
}

/** The static query hashes a prerendered page names in its head (see headOf). */
export function staticQueryHashesOf(head: ParentNode): string[] {
  return metaContent(head, STATIC_QUERIES_META)?.split(' ').filter(Boolean) ?? []
}

export function isLoadedPage(value: unknown): value is LoadedPage {
  return typeof value === 'object' && value !== null && 'record' in value && 'missing' in value
}
