import { notFound } from '@tanstack/react-router'
import { localeOfPath, notFoundPath, withTrailingSlash } from '../site/paths'
import { pageHead, type HeadTags } from '../site/head'
import type { PageDataSource } from './source'
import type { PageDataRecord, SiteData } from './types'

export interface LoadedPage {
  record: PageDataRecord
  /** True when the requested page does not exist and this is the locale's 404 page. */
  missing: boolean
  /** The page's static query results, by hash. */
  staticQueries: Record<string, SiteData>
}

async function withStaticQueries(
  source: PageDataSource,
  record: PageDataRecord,
  missing: boolean,
): Promise<LoadedPage> {
  const results = await Promise.all(
    record.staticQueryHashes.map(async (hash) => {
      const data = await source.staticQuery(hash)
      if (!data) throw new Error(`We couldn't load "/page-data/sq/d/${hash}.json"`)
      return [hash, data] as const
    }),
  )
  return { record, missing, staticQueries: Object.fromEntries(results) }
}

/**
 * A route loader's work: the page's record, else the record at `shell` (a page
 * that serves a whole section, like search), else its locale's not-found page.
 */
export async function loadPage(
  source: PageDataSource,
  pathname: string,
  shell?: string,
): Promise<LoadedPage> {
  const path = withTrailingSlash(pathname)
  const record = (await source.page(path)) ?? (shell ? await source.page(shell) : null)
  if (record) return withStaticQueries(source, record, false)
  const fallback = await source.page(notFoundPath(localeOfPath(path)))
  if (!fallback) throw notFound()
  return withStaticQueries(source, fallback, true)
}

/** Whether a loaded page is a not-found page, which search engines must not index. */
export function isNotFound(loaded: LoadedPage): boolean {
  return loaded.missing || loaded.record.result.template === 'not-found'
}

/** The head tags of a loaded page, for a route's `head` option. */
export function headOf(loaded: LoadedPage | undefined): HeadTags | Record<string, never> {
  if (!loaded) return {}
  return pageHead(loaded.record.result, loaded.record.path, isNotFound(loaded))
}

export function isLoadedPage(value: unknown): value is LoadedPage {
  return typeof value === 'object' && value !== null && 'record' in value && 'missing' in value
}
