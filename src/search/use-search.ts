import { useEffect, useState } from 'react'
import { findPages, type FoundPage } from './pagefind'
import { toHit, type SearchHit } from './results'

export type SearchState =
  | { status: 'idle' }
  | { status: 'searching'; query: string }
  | { status: 'unavailable' }
  | { status: 'failed'; query: string }
  | { status: 'done'; query: string; count: number; hits: SearchHit[]; more: boolean }

/**
 * Runs `query` (nothing for '') in the scope of `filters` and gives its first
 * results, then `shown` of them as the visitor asks for more. The index loads
 * with the first query: a search page without one downloads none of it. The
 * dev server has no index: there, search says it is unavailable.
 */
export function useSearch(
  query: string,
  filters: Record<string, string>,
  buildHash: string,
  shown: number,
): SearchState {
  const [found, setFound] = useState<
    { query: string; filterKey: string; pages: FoundPage[] } | { query: string; error: true } | null
  >(null)
  const [hits, setHits] = useState<{ pages: FoundPage[]; hits: SearchHit[] } | null>(null)
  const filterKey = JSON.stringify(filters)

  useEffect(() => {
    if (!query || import.meta.env.DEV) return
    let current = true
    findPages(query, JSON.parse(filterKey) as Record<string, string>, buildHash).then(
      (pages) => current && setFound({ query, filterKey, pages }),
      () => current && setFound({ query, error: true }),
    )
    return () => {
      current = false
    }
  }, [query, filterKey, buildHash])

  const pages =
    found && 'pages' in found && found.query === query && found.filterKey === filterKey
      ? found.pages
      : null
  useEffect(() => {
    if (!pages) return
    let current = true
    Promise.all(pages.slice(0, shown).map((p) => p.data())).then(
      (data) => current && setHits({ pages, hits: data.map(toHit) }),
      () => current && setFound({ query, error: true }),
    )
    return () => {
      current = false
    }
  }, [pages, shown, query])

  if (!query) return { status: 'idle' }
  if (import.meta.env.DEV) return { status: 'unavailable' }
  if (found?.query === query && 'error' in found) return { status: 'failed', query }
  if (!pages || hits?.pages !== pages) return { status: 'searching', query }
  return {
    status: 'done',
    query,
    count: pages.length,
    hits: hits.hits,
    more: pages.length > hits.hits.length,
  }
}
