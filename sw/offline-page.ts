/**
 * The offline page lists the pages this visitor can read offline: the worker
 * fills the list of the locale's precached offline page from its pages cache.
 */
import { decodeEntities } from '../src/site/html-entities'

/** Where the build's offline page leaves room for the list (see tools/builder/offline-pages.ts). */
export const OFFLINE_LIST_MARKER = '<!--offline-pages-->'

/** The offline page of a locale's prefix: `/offline.html`, `/fr/offline.html`. */
export function offlinePageUrl(prefix: string): string {
  return `${prefix}/offline.html`
}

export interface OfflinePage {
  path: string
  title: string
}

/** Text made safe for HTML text and attributes (numeric references). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** A cached page's title, read from its `<title>` (the path when it has none). */
export function titleOfHtml(html: string, path: string): string {
  const raw = /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1]?.trim()
  if (!raw) return path
  return decodeEntities(raw)
}

/** The offline page with the list of readable pages, sorted by title, in place of its marker. */
export function fillOfflinePage(html: string, pages: readonly OfflinePage[]): string {
  const items = [...pages]
    .sort((a, b) => a.title.localeCompare(b.title))
    .map((p) => `<li><a href="${escapeHtml(p.path)}">${escapeHtml(p.title)}</a></li>`)
    .join('')
  return html.replace(OFFLINE_LIST_MARKER, items)
}
