import type { Redirect } from '../../src/redirects/lookup'
import type { Locale } from '../../src/site/locales'

/** What the generator needs to know of a page: its translation group, locale and public path. */
export interface PageRef {
  /** The translation group: the front matter `id` shared by a page's translations. */
  id: string
  locale: Locale
  /** The public path, e.g. `/fr/qui-sommes-nous/`. */
  path: string
}

export interface GenerateOptions {
  /**
   * Other public paths of the built site that are not content pages (e.g.
   * `/search/`, `/fr/search/`): a generated row never redirects away from them.
   */
  otherPaths?: Iterable<string>
}

/** The flags of every generated row. */
const DERIVED = { isPermanent: false, ignoreCase: true, redirectInBrowser: true } as const

const byFromPath = (a: Redirect, b: Redirect) =>
  a.fromPath < b.fromPath ? -1 : a.fromPath > b.fromPath ? 1 : 0

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
export function generateRedirects(
  pages: readonly PageRef[],
  opts: GenerateOptions = {},
): Redirect[] {
  const realPaths = new Set(
    [...pages.map((p) => p.path), ...(opts.otherPaths ?? [])].map((p) => p.toLowerCase()),
  )
  const groups = new Map<string, Partial<Record<Locale, string>>>()
  for (const page of pages) {
    const group = groups.get(page.id) ?? {}
    group[page.locale] ??= page.path
    groups.set(page.id, group)
  }

  const chinese: Redirect[] = []
  const frenchSlug: Redirect[] = []
  const unprefixed: Redirect[] = []
  const row = (fromPath: string, toPath: string): Redirect => ({ fromPath, toPath, ...DERIVED })
  for (const { en, fr, cn } of groups.values()) {
    if (en === undefined) continue
    if (cn === undefined && en !== '/') chinese.push(row(`/cn${en}`, en))
    if (fr !== undefined && fr !== `/fr${en}` && fr.startsWith('/fr/')) {
      frenchSlug.push(row(`/fr${en}`, fr))
      unprefixed.push(row(fr.slice('/fr'.length), en))
    }
  }

  const taken = new Set<string>()
  const out: Redirect[] = []
  for (const family of [chinese, frenchSlug, unprefixed]) {
    for (const r of family.sort(byFromPath)) {
      const key = r.fromPath.toLowerCase()
      if (realPaths.has(key) || taken.has(key)) continue
      taken.add(key)
      out.push(r)
    }
  }
  return out
}

/** The keys `isDerivedRow` compares: the generated rows' fromPaths, lowercased. */
export function generatedKeys(generated: readonly Redirect[]): Set<string> {
  return new Set(generated.map((r) => r.fromPath.toLowerCase()))
}

/**
 * Whether a row of the table belongs to the generator, so regenerating may
 * replace or drop it. The CSV has no column to mark derived rows, so a row is
 * derived when it carries the generator's flags (temporary, ignoreCase,
 * redirectInBrowser) and either
 *
 * - its fromPath, up to letter case, is one the generator emits now
 *   (`generatedKeys`): the content decides where it goes; or
 * - it has the shape of family (a), `/cn<path>` -> `<path>`: such a row says
 *   nothing the content does not, and once the page gets a Chinese version it
 *   must go, or it would hide that page.
 *
 * Everything else is hand-written and kept as it is. A row with other flags is
 * always hand-written, so a deliberate override of a derived source (e.g. a
 * permanent redirect) survives regeneration. Rows from renamed French slugs
 * (family c of an old slug) stay as hand-written legacy redirects, which is
 * what a renamed page wants; the check reports any that stop making sense.
 */
export function isDerivedRow(row: Redirect, generatedFromPaths: ReadonlySet<string>): boolean {
  const flags =
    row.isPermanent === DERIVED.isPermanent &&
    row.ignoreCase === DERIVED.ignoreCase &&
    row.redirectInBrowser === DERIVED.redirectInBrowser
  if (!flags) return false
  return generatedFromPaths.has(row.fromPath.toLowerCase()) || row.fromPath === `/cn${row.toPath}`
}

/**
 * The table after regeneration: the hand-written rows (those `isGenerated`
 * rejects) in their order, then the generated rows, less any whose source a
 * hand-written row already redirects (up to letter case, as generated rows
 * ignore case): the hand-written row wins. Idempotent for a fixed `generated`.
 */
export function mergeGenerated(
  existing: readonly Redirect[],
  generated: readonly Redirect[],
  isGenerated: (r: Redirect) => boolean,
): Redirect[] {
  const kept = existing.filter((r) => !isGenerated(r))
  const handKeys = new Set(kept.map((r) => r.fromPath.toLowerCase()))
  return [...kept, ...generated.filter((r) => !handKeys.has(r.fromPath.toLowerCase()))]
}
