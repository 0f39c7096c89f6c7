import { createHash } from 'node:crypto'

const MAIN_OPEN = '<main'
const MAIN_CLOSE = '</main>'

/**
 * What Pagefind could read elsewhere than the main element: the language, the
 * first `h1` (its default title) and the images after it (its default image),
 * and any data-pagefind-* attribute. None is there today; a page that had one
 * would still be keyed rightly.
 */
const READ_OUTSIDE_MAIN =
  /<html\b[^>]*>|<h1\b[\s\S]*?<\/h1>|<img\b[^>]*>|<[^>]*\bdata-pagefind-[^>]*>/g

/**
 * A digest of what Pagefind reads of a page's document: its main element
 * (the one with `data-pagefind-body`), and whatever outside it Pagefind could
 * read (READ_OUTSIDE_MAIN). The header, the language links, the footer and
 * the page's data are not in it, so a change there (a translation added, the
 * code's hash) leaves the index's key alone. A document without a main
 * element is taken whole.
 */
export function searchReadsDigest(html: string): string {
  const start = html.indexOf(MAIN_OPEN)
  const end = start < 0 ? -1 : html.indexOf(MAIN_CLOSE, start)
  const hash = createHash('sha256')
  if (end < 0) return hash.update(html).digest('hex')
  hash.update(html.slice(start, end + MAIN_CLOSE.length))
  const outside = html.slice(0, start) + html.slice(end + MAIN_CLOSE.length)
  for (const read of outside.match(READ_OUTSIDE_MAIN) ?? []) hash.update('\0').update(read)
  return hash.digest('hex')
}
