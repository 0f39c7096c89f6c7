import type { Subsite } from '../model/common'
import type { PageResult } from '../model/registry'

/**
 * What the search index knows of a page, decided from its record: whether it
 * is in the index at all, the section a result names, its date, and the
 * sub-site a scoped search keeps. The build's indexer and the page's markup
 * (data-pagefind-* attributes) both follow this one decision.
 */

/** The sections a result can name; an article names its category instead. */
export const SEARCH_SECTIONS = ['page', 'team', 'portfolio'] as const
export type SearchSection = (typeof SEARCH_SECTIONS)[number]

export interface SearchEntry {
  /** An article's category (translated under `categories.`), or a section (under `search.sections.`). */
  section: { category: string } | { section: SearchSection }
  /** ISO date, for pages that have one. */
  date?: string
  subsite?: Subsite
}

/**
 * The page's entry in the search index, or null when it stays out: the search
 * and not-found pages, the sign-in screens and the account page, which are
 * not content. Pages behind sign-in are indexed: a brand with sign-in guards
 * its whole index as it guards them (`/pagefind/` is one of the access
 * manifest's data folders, tools/builder/access-manifest.ts), so a signed-out
 * visitor reads none of it.
 */
export function searchEntry(page: PageResult): SearchEntry | null {
  const subsite = page.subsite ? { subsite: page.subsite } : {}
  switch (page.template) {
    case 'search':
    case 'not-found':
    case 'sign-in':
    case 'account':
      return null
    case 'article':
      return { section: { category: page.category }, date: page.date, ...subsite }
    case 'bio':
      return { section: { section: 'team' }, ...subsite }
    case 'portfolio':
      return { section: { section: 'portfolio' }, ...subsite }
    case 'home':
    case 'general':
    case 'inside-edge':
      return { section: { section: 'page' }, ...subsite }
  }
}
