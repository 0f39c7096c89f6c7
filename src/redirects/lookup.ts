/**
 * The redirect table as every runtime applies it: the browser (first load and
 * client-side navigation), the preview server and the edge handler. Pure and
 * tiny on purpose: no Node imports, no dependencies.
 */
export interface Redirect {
  fromPath: string
  toPath: string
  isPermanent: boolean
  ignoreCase: boolean
  redirectInBrowser: boolean
}

export interface RedirectTable {
  /** Every row, keyed by its fromPath exactly as written. */
  exact: Map<string, Redirect>
  /** Rows with ignoreCase only, keyed by their lowercased fromPath. */
  lower: Map<string, Redirect>
}

/** Indexes the rows. When two rows claim the same key, the first one wins (the check reports it). */
export function createRedirectTable(rows: readonly Redirect[]): RedirectTable {
  const exact = new Map<string, Redirect>()
  const lower = new Map<string, Redirect>()
  for (const row of rows) {
    if (!exact.has(row.fromPath)) exact.set(row.fromPath, row)
    const key = row.fromPath.toLowerCase()
    if (row.ignoreCase && !lower.has(key)) lower.set(key, row)
  }
  return { exact, lower }
}

function decoded(pathname: string): string {
  if (!pathname.includes('%')) return pathname
  try {
    return decodeURI(pathname)
  } catch {
    return pathname
  }
}

/**
 * The row that applies to a request path: an exact match first, then the
 * lowercased path for rows with ignoreCase. The path is tried as requested,
 * percent-decoded (`/fr/vid%C3%A9os/` matches a row for `/fr/vidéos/`) and with
 * the trailing slash every site URL ends in.
 */
export function findRedirect(table: RedirectTable, pathname: string): Redirect | undefined {
  const candidates = [...new Set([pathname, decoded(pathname)])]
  for (const path of [...candidates]) if (!path.endsWith('/')) candidates.push(`${path}/`)
  for (const path of candidates) {
    const found = table.exact.get(path)
    if (found) return found
  }
  for (const path of candidates) {
    const found = table.lower.get(path.toLowerCase())
    if (found) return found
  }
  return undefined
}

const ABSOLUTE = /^https?:\/\//i

/** The query part of one `key=value` pair, decoded as URLSearchParams decodes it. */
function keyOf(pair: string): string {
  return new URLSearchParams(pair).keys().next().value ?? ''
}

/** The target's query first, then the request's pairs for keys the target does not set; raw text kept. */
function mergedSearch(target: string, request: string): string {
  const own = target.replace(/^\?/, '').split('&').filter(Boolean)
  const taken = new Set(own.map(keyOf))
  const kept = request
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair !== '' && !taken.has(keyOf(pair)))
  const pairs = [...own, ...kept]
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`
}

/**
 * Where to send a request for `url`: the row's target with the request's query
 * string and hash kept. A target with its own query keeps its parameters first,
 * then gets the request's others; a target with its own hash keeps it (as
 * browsers do with a Location that has a fragment). Absolute targets
 * (`https://…`) come back absolute; anything else is a path on this site
 * (`/path/?query#hash`) and can never leave it.
 */
export function redirectLocation(redirect: Redirect, url: URL): string {
  const absolute = ABSOLUTE.test(redirect.toPath)
  const base = 'https://site.invalid'
  const target = absolute
    ? new URL(redirect.toPath)
    : new URL(redirect.toPath.replace(/^\/*/, '/'), base)
  const search = mergedSearch(target.search, url.search)
  const hash = target.hash || url.hash
  if (absolute) return `${target.origin}${target.pathname}${search}${hash}`
  return `${target.pathname.replace(/^\/+/, '/')}${search}${hash}`
}

/** 301 for a permanent row, 302 (temporary) otherwise. */
export function redirectStatus(redirect: Redirect): 301 | 302 {
  return redirect.isPermanent ? 301 : 302
}
