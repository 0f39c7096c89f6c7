import { parseExcerpt, type ExcerptPart } from './excerpt'

/** What the index gives for one result (`result.data()`), the fields read here. */
export interface IndexedPage {
  url: string
  excerpt: string
  meta: Record<string, string | undefined>
}

/** One result as the search page shows it. */
export interface SearchHit {
  url: string
  title: string
  section?: string
  date?: string
  excerpt: ExcerptPart[]
}

/** A result's page, its title, section and date (as the build wrote them, in the page's language) and excerpt. */
export function toHit(page: IndexedPage): SearchHit {
  const { title, section, date } = page.meta
  return {
    url: page.url,
    title: title?.trim() || page.url,
    ...(section ? { section } : {}),
    ...(date ? { date } : {}),
    excerpt: parseExcerpt(page.excerpt),
  }
}

/** The filters of a search in a sub-site's scope; none for the whole site. */
export function scopeFilters(subsite: string | undefined): Record<string, string> {
  return subsite ? { subsite } : {}
}

/** Results are shown this many at a time: each one shown costs a fragment download. */
export const PAGE_SIZE = 10
