import type { Subsite } from '../model/common'
import { localizedPath } from '../site/paths'

/** Longer queries are cut: a pasted page of text is not a search. */
export const MAX_QUERY_LENGTH = 200

/** The search page of a locale, or of a sub-site's section of it (`/fr/search/institutional/`). */
export function searchPath(locale: string, subsite?: Subsite): string {
  return localizedPath(locale, subsite ? `search/${subsite}` : 'search')
}

/** A query as typed, made comparable: spaces collapsed and trimmed, length capped. */
export function normalizeQuery(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH).trim()
}

/** The query a search page's URL carries (`?q=`), normalized; '' for none. */
export function queryOf(searchStr: string): string {
  return normalizeQuery(new URLSearchParams(searchStr).get('q') ?? '')
}

/** The URL of a search page showing `query`: shareable, and one history entry per query. */
export function searchHref(pathname: string, query: string): string {
  const q = normalizeQuery(query)
  return q ? `${pathname}?${new URLSearchParams({ q }).toString()}` : pathname
}
