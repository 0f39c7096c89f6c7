import {
  createRedirectTable,
  findRedirect,
  redirectLocation,
  type Redirect,
  type RedirectTable,
} from '../../src/redirects/lookup'
import type { InputProblem } from '../content/errors'
import type { CsvRow } from './csv'
import type { DerivedRow } from './derive'

/**
 * A row of the effective table: a hand row of the CSV, at its line, or a row
 * the build derives from a content file.
 */
export type TableRow = CsvRow | DerivedRow

export const isDerived = (r: TableRow): r is DerivedRow => 'derived' in r

/** Stable ids of the checks, for JSON output and filtering. */
export type RedirectRule =
  | 'csv'
  | 'contradicts-content'
  | 'redundant'
  | 'path-format'
  | 'whitespace'
  | 'duplicate'
  | 'self'
  | 'loop'
  | 'chain'
  | 'missing-target'
  | 'shadows-page'
  | 'off-site'

export interface RedirectFinding extends InputProblem {
  severity: 'error' | 'warning'
  rule: RedirectRule
  /** The suggested change, in words; the message ends with it too. */
  fix?: string
}

export interface ValidateOptions {
  /** Every public path of the built site (pages, search pages), each ending in "/". */
  pagePaths: ReadonlySet<string>
  /** Off-site hosts an absolute https:// target may point to (the brand's redirectAllowList). */
  allowList: readonly string[]
}

/** Placeholder origin to resolve site paths exactly as the runtimes do. */
const ORIGIN = 'https://site.invalid'
const CODE_SCHEMES = new Set(['javascript', 'data', 'vbscript'])

type Target =
  | { kind: 'site'; path: string; rest: string }
  | { kind: 'absolute'; url: URL }
  | { kind: 'off-site'; what: string; fix: string }

/** `/a//b` -> `/a/b/`: one leading slash, one trailing slash, no repeated ones. */
function slashed(path: string): string {
  const inner = path.replace(/\/{2,}/g, '/').replace(/^\/+|\/+$/g, '')
  return inner === '' ? '/' : `/${inner}/`
}

/** A site path split into its path and its `?query#hash`. */
function splitPath(value: string): { path: string; rest: string } {
  const at = value.search(/[?#]/)
  return at < 0 ? { path: value, rest: '' } : { path: value.slice(0, at), rest: value.slice(at) }
}

function classifyTarget(toPath: string, allowList: readonly string[]): Target {
  const allowed = new Set(allowList.map((h) => h.toLowerCase()))
  if (toPath.startsWith('//')) {
    return {
      kind: 'off-site',
      what: `${toPath} is a protocol-relative URL that leaves the site`,
      fix: 'write a site path like /who-we-are/ (no open redirects)',
    }
  }
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(toPath)?.[1]?.toLowerCase()
  if (scheme === undefined) return { kind: 'site', ...splitPath(toPath) }
  if (CODE_SCHEMES.has(scheme)) {
    return {
      kind: 'off-site',
      what: `${scheme}: targets can run code and are never allowed`,
      fix: 'write a site path like /who-we-are/',
    }
  }
  if (scheme !== 'https' && scheme !== 'http') {
    return {
      kind: 'off-site',
      what: `${scheme}: targets are not allowed`,
      fix: 'write a site path or an https:// URL on the allow-list',
    }
  }
  let url: URL
  try {
    url = new URL(toPath)
  } catch {
    return {
      kind: 'off-site',
      what: `${toPath} is not a valid URL`,
      fix: 'write a site path or a complete https:// URL',
    }
  }
  const host = url.hostname.toLowerCase()
  const onList = allowed.has(host) || allowed.has(url.host.toLowerCase())
  if (!onList) {
    return {
      kind: 'off-site',
      what: `${toPath} leaves the site and ${host} is not on the brand's redirect allow-list (no open redirects)`,
      fix: `write a site path, or add ${host} to the brand's redirectAllowList`,
    }
  }
  if (scheme === 'http') {
    return {
      kind: 'off-site',
      what: `${toPath} is not https`,
      fix: `write ${toPath.replace(/^http:/i, 'https:')}`,
    }
  }
  return { kind: 'absolute', url }
}

/** How a site path is written wrong, if it is: what and the corrected form. */
function pathFormat(value: string, allowQuery: boolean): { what: string; fix: string } | undefined {
  const { path, rest } = splitPath(value)
  if (value === '') return { what: 'empty', fix: 'write a site path like /who-we-are/' }
  if (!allowQuery && rest !== '') {
    return {
      what: `${value} has a query string or hash, but redirects match the path only`,
      fix: `write ${slashed(path)}`,
    }
  }
  const fixed = `${slashed(path)}${rest}`
  const leading = path.startsWith('/')
  const trailing = path.endsWith('/')
  if (!leading && !trailing) {
    return { what: `${value} does not start and end with /`, fix: `write ${fixed}` }
  }
  if (!leading) return { what: `${value} does not start with /`, fix: `write ${fixed}` }
  if (!trailing) return { what: `${value} lacks the trailing slash`, fix: `write ${fixed}` }
  if (/\/{2,}/.test(path)) return { what: `${value} has repeated slashes`, fix: `write ${fixed}` }
  return undefined
}

function whitespace(value: string, site: boolean): { what: string; fix: string } | undefined {
  if (!/\s/.test(value)) return undefined
  const trimmed = value.trim()
  const shown = JSON.stringify(value)
  if (/\s/.test(trimmed)) {
    return { what: `${shown} contains whitespace`, fix: 'remove it or encode it as %20' }
  }
  const { path, rest } = splitPath(trimmed)
  return {
    what: `${shown} has whitespace around it`,
    fix: `write ${site ? `${slashed(path)}${rest}` : trimmed}`,
  }
}

function decodedPath(path: string): string {
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}

interface Graph {
  table: RedirectTable
  /** The row a request would reach next after following this one, as the runtimes do. */
  next(row: Redirect): Redirect | undefined
}

function graphOf(rows: readonly Redirect[]): Graph {
  const table = createRedirectTable(rows)
  const next = (row: Redirect) => {
    if (/^[a-z][a-z0-9+.-]*:/i.test(row.toPath) || row.toPath.startsWith('//')) return undefined
    const location = redirectLocation(row, new URL(`${ORIGIN}/`))
    return findRedirect(table, new URL(location, ORIGIN).pathname)
  }
  return { table, next }
}

type Walk =
  | { kind: 'self' }
  | { kind: 'end'; hops: Redirect[] }
  | { kind: 'loop'; hops: Redirect[]; cycleStart: number }

/** Follows a row through the table until a target no row redirects, or a row met before. */
function walk(graph: Graph, row: Redirect): Walk {
  const hops = [row]
  for (let cur = graph.next(row); cur; cur = graph.next(cur)) {
    const seen = hops.indexOf(cur)
    if (seen === 0 && hops.length === 1) return { kind: 'self' }
    if (seen >= 0) return { kind: 'loop', hops, cycleStart: seen }
    hops.push(cur)
  }
  return { kind: 'end', hops }
}

/** Where a request for the first hop finally lands: each hop applied as the runtimes apply it. */
function finalTarget(hops: readonly Redirect[]): string {
  const [first, ...rest] = hops
  let location = first?.toPath ?? '/'
  for (const hop of rest) location = redirectLocation(hop, new URL(location, ORIGIN))
  return location
}

/**
 * Checks the effective table (hand rows of `file`, then the rows derived from
 * the content) against itself and the site. Reports every problem at once,
 * each with a suggested fix: a hand row's at its CSV line, a derived row's at
 * the content file it comes from (line 1: `checkRedirects` finds the slug's),
 * saying so. The table's findings come first, by line, then the content's;
 * chains are warnings, everything else is an error.
 */
export function validateRedirects(
  file: string,
  rows: ReadonlyArray<TableRow>,
  opts: ValidateOptions,
): RedirectFinding[] {
  const findings: RedirectFinding[] = []
  const report = (
    rule: RedirectRule,
    at: TableRow,
    field: string | undefined,
    what: string,
    handFix: string,
    severity: RedirectFinding['severity'] = 'error',
  ) => {
    const derived = isDerived(at) ? at.derived : undefined
    const fix = derived ? `change the row of ${file} it runs into, or ${derived.change}` : handFix
    const said = derived
      ? `${what} (${at.row.fromPath} -> ${at.row.toPath} is derived from the content: ${derived.because})`
      : what
    findings.push({
      file: derived ? derived.file : file,
      line: isDerived(at) ? 1 : at.line,
      ...(field ? { field } : {}),
      message: `${said}: ${fix}`,
      severity,
      rule,
      fix,
    })
  }

  const pagesLower = new Map<string, string>()
  for (const page of opts.pagePaths) {
    if (!pagesLower.has(page.toLowerCase())) pagesLower.set(page.toLowerCase(), page)
  }
  const isPage = (path: string) => opts.pagePaths.has(path) || opts.pagePaths.has(decodedPath(path))
  const graph = graphOf(rows.map((r) => r.row))
  // Hand rows come first, in the order of their lines: a row's rank orders loops.
  const rankOf = new Map<Redirect, number>()
  const tableRowOf = new Map<Redirect, TableRow>()
  rows.forEach((r, i) => {
    if (!rankOf.has(r.row)) rankOf.set(r.row, i)
    if (!tableRowOf.has(r.row)) tableRowOf.set(r.row, r)
  })
  const placeOf = (r: Redirect): string => {
    const at = tableRowOf.get(r)
    return at === undefined ? '?' : isDerived(at) ? `derived from ${at.derived.file}` : `${at.line}`
  }
  const earlier = new Map<string, TableRow[]>()
  const reportedLoops = new Set<Redirect>()

  for (const current of rows) {
    const { row } = current
    const target = classifyTarget(row.toPath.trim(), opts.allowList)

    // Form of each path.
    const fromWrong = whitespace(row.fromPath, true) ?? pathFormat(row.fromPath, false)
    if (fromWrong) {
      report(
        /\s/.test(row.fromPath) ? 'whitespace' : 'path-format',
        current,
        'fromPath',
        fromWrong.what,
        fromWrong.fix,
      )
    }
    const toWrong =
      whitespace(row.toPath, target.kind === 'site') ??
      (target.kind === 'site' ? pathFormat(row.toPath, true) : undefined)
    if (toWrong) {
      report(
        /\s/.test(row.toPath) ? 'whitespace' : 'path-format',
        current,
        'toPath',
        toWrong.what,
        toWrong.fix,
      )
    }
    if (target.kind === 'off-site') report('off-site', current, 'toPath', target.what, target.fix)

    // Duplicates: the same path, or the same up to case when either row ignores case.
    const key = row.fromPath.toLowerCase()
    const before = earlier.get(key) ?? []
    const first = before.find(
      (b) => b.row.fromPath === row.fromPath || b.row.ignoreCase || row.ignoreCase,
    )
    if (first) {
      const asWritten = first.row.fromPath === row.fromPath ? '' : ` (as ${first.row.fromPath})`
      const where = isDerived(first) ? `by ${first.derived.file}` : `on line ${first.line}`
      report(
        'duplicate',
        current,
        'fromPath',
        `${row.fromPath} is already redirected ${where}${asWritten}`,
        `remove one of the two rows`,
      )
    }
    earlier.set(key, [...before, current])

    // A source that is a real page.
    if (!fromWrong) {
      if (isPage(row.fromPath)) {
        report(
          'shadows-page',
          current,
          'fromPath',
          `${row.fromPath} is a page of this site and the redirect would hide it`,
          'remove the row, or the page',
        )
      } else {
        const page = row.ignoreCase ? pagesLower.get(row.fromPath.toLowerCase()) : undefined
        if (page) {
          report(
            'shadows-page',
            current,
            'fromPath',
            `${row.fromPath} matches the page ${page} when case is ignored, so the redirect would hide it`,
            'set ignoreCase to false, or remove the row',
          )
        }
      }
    }

    if (target.kind !== 'site') continue
    const path = walk(graph, row)
    const sameText =
      target.path === row.fromPath ||
      (row.ignoreCase && target.path.toLowerCase() === row.fromPath.toLowerCase())
    if (path.kind === 'self' || sameText) {
      const caseOnly =
        target.path !== row.fromPath && target.path.toLowerCase() === row.fromPath.toLowerCase()
      report(
        'self',
        current,
        'toPath',
        `${row.fromPath} redirects to itself${caseOnly ? ` (${target.path} when case is ignored)` : ''}`,
        caseOnly
          ? 'set ignoreCase to false, or remove the row'
          : 'remove the row, or change toPath',
      )
      continue
    }
    if (path.kind === 'loop') {
      const cycle = path.hops.slice(path.cycleStart)
      // Report each loop once, on its first row: the hand row with the smallest line.
      if (cycle.length < 2 || cycle.some((r) => reportedLoops.has(r))) continue
      const byRank = (r: Redirect) => rankOf.get(r) ?? 0
      const start = cycle.reduce((a, b) => (byRank(b) < byRank(a) ? b : a))
      const at = cycle.indexOf(start)
      const ordered = [...cycle.slice(at), ...cycle.slice(0, at)]
      for (const r of ordered) reportedLoops.add(r)
      const steps = [ordered[0]?.fromPath ?? '', ...ordered.map((r) => r.toPath)].join(' -> ')
      report(
        'loop',
        tableRowOf.get(start) ?? current,
        'toPath',
        `loop ${steps} (lines ${ordered.map(placeOf).join(', ')})`,
        'point one of these rows at a page instead',
      )
      continue
    }
    if (path.hops.length >= 2) {
      const steps = [row.fromPath, ...path.hops.map((r) => r.toPath)].join(' -> ')
      const final = finalTarget(path.hops)
      report(
        'chain',
        current,
        'toPath',
        `${steps} is a chain of redirects`,
        `point ${row.fromPath} straight to ${final}`,
        'warning',
      )
      continue
    }
    if (!toWrong && !isPage(target.path)) {
      const page = pagesLower.get(target.path.toLowerCase())
      report(
        'missing-target',
        current,
        'toPath',
        `${target.path} is not a page of this site`,
        page ? `write ${page}${target.rest} (letter case matters)` : 'point it at an existing page',
      )
    }
  }
  const order = (f: RedirectFinding) => (f.file === file ? '' : f.file)
  return findings
    .map((f, i) => ({ f, i }))
    .sort((a, b) => order(a.f).localeCompare(order(b.f)) || a.f.line - b.f.line || a.i - b.i)
    .map(({ f }) => f)
}

/**
 * For `--fix`: every row whose target is another row's source points straight
 * to where the chain ends (query strings merged as the runtimes merge them).
 * Rows in or leading into a loop are left as they are.
 */
export function collapseChains(rows: readonly Redirect[]): Redirect[] {
  const graph = graphOf(rows)
  return rows.map((row) => {
    const path = walk(graph, row)
    if (path.kind !== 'end' || path.hops.length < 2) return row
    return { ...row, toPath: finalTarget(path.hops) }
  })
}
