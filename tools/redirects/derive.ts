import path from 'node:path'
import type { Redirect } from '../../src/redirects/lookup'
import type { Locale } from '../../src/site/locales'

/** What the derivation needs to know of a page: its translation group, locale, public path and file. */
export interface PageRef {
  /** The translation group: the front matter `id` shared by a page's translations. */
  id: string
  locale: Locale
  /** The public path, e.g. `/fr/qui-sommes-nous/`. */
  path: string
  /** The content file, relative to the project, e.g. `content/edgepoint/pages/fr/who-we-are.md`. */
  file: string
}

export interface DeriveOptions {
  /**
   * Other public paths of the built site that are not content pages (e.g.
   * `/search/`, `/fr/search/`): a derived row never redirects away from them.
   */
  otherPaths?: Iterable<string>
}

/** The specification's families of derived rows. */
export type DerivedFamily = 'chinese-fallback' | 'french-slug' | 'unprefixed-french'

/** Where a derived row comes from, in words an editor can act on. */
export interface Derivation {
  family: DerivedFamily
  /** The content file the row follows from: the English page (a), the French page (b, c). */
  file: string
  /** Why the content makes the row, e.g. "/who-we-are/ has no Chinese version". */
  because: string
  /** The change to the content that would make the row go. */
  change: string
}

/** A row the build derives from the content: never in the CSV. */
export interface DerivedRow {
  row: Redirect
  derived: Derivation
}

/** The flags of every derived row. */
export const DERIVED_FLAGS = {
  isPermanent: false,
  ignoreCase: true,
  redirectInBrowser: true,
} as const

const byFromPath = (a: DerivedRow, b: DerivedRow) =>
  a.row.fromPath < b.row.fromPath ? -1 : a.row.fromPath > b.row.fromPath ? 1 : 0

/** The same file name in another locale's folder (`content/<brand>/<section>/<locale>/<name>.md`). */
function inLocale(file: string, locale: Locale): string {
  return path.posix.join(
    path.posix.dirname(path.posix.dirname(file)),
    locale,
    path.posix.basename(file),
  )
}

/**
 * The rows of the specification's families, derived from the translation groups:
 *
 * - (a) `/cn<english path>` -> the English path, for every page with an English
 *   version and no Chinese one (the English home excepted);
 * - (b) `/fr<english path>` -> the French path, when the French slug differs;
 * - (c) the French path without `/fr` -> the English path, for the same pages.
 *
 * Temporary, case-insensitive, applied in the browser. Family by family, each
 * sorted by fromPath. A row whose source is a page (also up to letter case, as
 * the rows ignore case) or whose source another row already has is left out,
 * so the result has no duplicate, no chain and no loop.
 */
export function deriveRedirects(pages: readonly PageRef[], opts: DeriveOptions = {}): DerivedRow[] {
  const realPaths = new Set(
    [...pages.map((p) => p.path), ...(opts.otherPaths ?? [])].map((p) => p.toLowerCase()),
  )
  const groups = new Map<string, Partial<Record<Locale, PageRef>>>()
  for (const page of pages) {
    const group = groups.get(page.id) ?? {}
    group[page.locale] ??= page
    groups.set(page.id, group)
  }

  const chinese: DerivedRow[] = []
  const frenchSlug: DerivedRow[] = []
  const unprefixed: DerivedRow[] = []
  const row = (fromPath: string, toPath: string, derived: Derivation): DerivedRow => ({
    row: { fromPath, toPath, ...DERIVED_FLAGS },
    derived,
  })
  for (const { en, fr, cn } of groups.values()) {
    if (en === undefined) continue
    if (cn === undefined && en.path !== '/') {
      chinese.push(
        row(`/cn${en.path}`, en.path, {
          family: 'chinese-fallback',
          file: en.file,
          because: `${en.path} has no Chinese version`,
          change: `add its Chinese version (${inLocale(en.file, 'cn')})`,
        }),
      )
    }
    if (fr !== undefined && fr.path !== `/fr${en.path}` && fr.path.startsWith('/fr/')) {
      const because = `the French page ${fr.path} has a slug of its own (the English page is ${en.path})`
      const change = `give ${fr.file} the English page's slug`
      frenchSlug.push(
        row(`/fr${en.path}`, fr.path, { family: 'french-slug', file: fr.file, because, change }),
      )
      unprefixed.push(
        row(fr.path.slice('/fr'.length), en.path, {
          family: 'unprefixed-french',
          file: fr.file,
          because,
          change,
        }),
      )
    }
  }

  const taken = new Set<string>()
  const out: DerivedRow[] = []
  for (const family of [chinese, frenchSlug, unprefixed]) {
    for (const r of family.sort(byFromPath)) {
      const key = r.row.fromPath.toLowerCase()
      if (realPaths.has(key) || taken.has(key)) continue
      taken.add(key)
      out.push(r)
    }
  }
  return out
}
