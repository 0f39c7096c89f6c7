import { notFound } from '@tanstack/react-router'
import { localeOfPath, notFoundPath, withTrailingSlash } from '../site/paths'
import type { PageDataSource } from './source'
import type { PageDataRecord } from './types'
import { pageHead, type HeadTags } from '../site/head'

export interface LoadedPage {
  record: PageDataRecord
  /** True when the requested page does not exist and this is the locale's 404 page. */
  missing: boolean
}

/** A route loader's work: the page's record, or its locale's not-found page. */
export async function loadPage(source: PageDataSource, pathname: string): Promise<LoadedPage> {
  const path = withTrailingSlash(pathname)
  const record = await source(path)
  if (record) return { record, missing: false }
  const fallback = await source(notFoundPath(localeOfPath(path)))
  if (!fallback) throw notFound()
  return { record: fallback, missing: true }
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
