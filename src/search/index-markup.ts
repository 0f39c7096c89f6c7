import type { SearchEntry } from './entry'

/** The filter a scoped search narrows by (`/search/institutional/`). */
export const SUBSITE_FILTER = 'subsite'

/**
 * The data-pagefind-* attributes of a page's main element: only a page with an
 * entry is indexed (`data-pagefind-body`: the header, menus and footer never
 * are), with its section and date as metadata (read from attributes, so a
 * comma in a date cannot split them) and its sub-site as a filter.
 */
export function indexAttributes(
  entry: SearchEntry | null,
  labels: { section: string; date?: string },
): Record<string, string> {
  if (!entry) return {}
  const meta = ['section[data-search-section]']
  const attributes: Record<string, string> = {
    'data-pagefind-body': '',
    'data-search-section': labels.section,
  }
  if (labels.date !== undefined) {
    meta.push('date[data-search-date]')
    attributes['data-search-date'] = labels.date
  }
  attributes['data-pagefind-meta'] = meta.join(', ')
  if (entry.subsite) attributes['data-pagefind-filter'] = `${SUBSITE_FILTER}:${entry.subsite}`
  return attributes
}
