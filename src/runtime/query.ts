/**
 * Query strings with the specification's parse limits: nesting depth 5,
 * array index limit 20, at most 1,000 parameters. `a[b][c]=1&l[]=x&l[]=y`
 * becomes `{ a: { b: { c: '1' } }, l: ['x', 'y'] }`; anything past a limit is
 * kept flat or dropped, never allowed to build a huge object.
 */
export const QUERY_LIMITS = { depth: 5, arrayLimit: 20, parameterLimit: 1000 } as const

export type QueryValue = string | QueryValue[] | { [key: string]: QueryValue }
export type Query = Record<string, QueryValue>

const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype'])

function decode(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '))
  } catch {
    return s
  }
}

/** `a[b][]` -> ['a', 'b', ''], keeping what is past the depth limit as one literal key. */
function splitKey(key: string): string[] {
  const first = /^[^[]*/.exec(key)?.[0] ?? ''
  const parts = [first]
  const rest = key.slice(first.length)
  const re = /\[([^[\]]*)\]/g
  let match: RegExpExecArray | null
  let consumed = 0
  while (
    (match = re.exec(rest)) &&
    parts.length <= QUERY_LIMITS.depth &&
    match.index === consumed
  ) {
    parts.push(match[1] ?? '')
    consumed = re.lastIndex
  }
  if (consumed < rest.length) parts.push(rest.slice(consumed))
  return first === '' && parts.length > 1 ? [key] : parts
}

type Node = Record<string, QueryValue> | QueryValue[]

function assign(target: Node, keys: string[], value: string): void {
  const [key = '', ...rest] = keys
  if (FORBIDDEN.has(key)) return
  if (Array.isArray(target)) {
    const index = key === '' ? target.length : Number(key)
    if (!Number.isInteger(index) || index < 0 || index > QUERY_LIMITS.arrayLimit) return
    if (rest.length === 0) target[index] = value
    else {
      const next = (target[index] ??= rest[0] === '' || /^\d+$/.test(rest[0] ?? '') ? [] : {})
      if (typeof next !== 'string') assign(next, rest, value)
    }
    return
  }
  if (rest.length === 0) {
    const existing = target[key]
    if (existing === undefined) target[key] = value
    else if (Array.isArray(existing)) {
      if (existing.length <= QUERY_LIMITS.arrayLimit) existing.push(value)
    } else if (typeof existing === 'string') target[key] = [existing, value]
    return
  }
  const wantsArray = rest[0] === '' || /^\d+$/.test(rest[0] ?? '')
  let next = target[key]
  if (next === undefined || typeof next === 'string') {
    next = wantsArray ? [] : {}
    target[key] = next
  }
  assign(next, rest, value)
}

export function parseQuery(search: string): Query {
  const out: Query = {}
  const pairs = search
    .replace(/^\?/, '')
    .split('&')
    .filter(Boolean)
    .slice(0, QUERY_LIMITS.parameterLimit)
  for (const pair of pairs) {
    const eq = pair.indexOf('=')
    const key = decode(eq === -1 ? pair : pair.slice(0, eq))
    const value = eq === -1 ? '' : decode(pair.slice(eq + 1))
    if (key) assign(out, splitKey(key), value)
  }
  return out
}

function flatten(prefix: string, value: QueryValue | undefined, out: string[]): void {
  if (value === undefined) return
  if (typeof value === 'string') {
    out.push(`${encodeURIComponent(prefix)}=${encodeURIComponent(value)}`)
  } else if (Array.isArray(value)) {
    value.forEach((v) => flatten(`${prefix}[]`, v, out))
  } else {
    for (const [k, v] of Object.entries(value)) flatten(`${prefix}[${k}]`, v, out)
  }
}

export function stringifyQuery(query: Record<string, unknown>): string {
  const out: string[] = []
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue
    flatten(key, typeof value === 'object' ? (value as QueryValue) : String(value), out)
  }
  return out.length ? `?${out.join('&')}` : ''
}

/**
 * A site href as a router link's parts: the router treats `to` as a path and
 * adds the trailing slash to it, so a query left in `to` came out as
 * `/sign-in/?sign-out/`; the query goes in `search`, the hash in `hash`.
 */
export function linkParts(href: string): { to: string; search: Query; hash?: string } {
  const url = new URL(href, 'http://site.invalid')
  const hash = url.hash.slice(1)
  return { to: url.pathname, search: parseQuery(url.search), ...(hash ? { hash } : {}) }
}
