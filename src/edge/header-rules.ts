/**
 * The headers a build gives its paths, as the edge handler and the preview
 * server read them (`_edge/headers.json`, written by the build beside the
 * `_headers` file hosts read, from the same rules).
 */
import { canonicalPath } from './access-manifest'
import { DOCUMENT_ONLY_HEADERS, governsADocument } from './caching'
import type { Handler } from './handler'

/** The folder of the build's files for the server and the release tools (its record), never served. */
export const EDGE_DIR = '/_edge/'
export const HEADER_RULES_FILE = '_edge/headers.json'

/** Headers for the paths a pattern matches: an exact path, or a prefix ending in `*`. */
export interface HeaderRule {
  path: string
  headers: Record<string, string>
}

export function matchesRule(pattern: string, urlPath: string): boolean {
  return pattern.endsWith('*') ? urlPath.startsWith(pattern.slice(0, -1)) : urlPath === pattern
}

function isHeaderRule(value: unknown): value is HeaderRule {
  if (typeof value !== 'object' || value === null) return false
  const { path, headers } = value as Record<string, unknown>
  return (
    typeof path === 'string' &&
    path.startsWith('/') &&
    typeof headers === 'object' &&
    headers !== null &&
    Object.values(headers).every((v) => typeof v === 'string')
  )
}

/** The rules of `text`; a clear error naming the file and the fix when it is not a list of rules. */
export function parseHeaderRules(text: string, file: string): HeaderRule[] {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    throw new Error(`${file}: not JSON (${(error as Error).message}); rebuild the site`)
  }
  if (!Array.isArray(value)) throw new Error(`${file}: expected a list of rules; rebuild the site`)
  value.forEach((rule, index) => {
    if (!isHeaderRule(rule))
      throw new Error(
        `${file}: rule ${index + 1} is not {"path": "/…", "headers": {name: value}}; rebuild the site`,
      )
  })
  return value as HeaderRule[]
}

/** The headers of every rule matching a path, later rules winning, names in lower case. */
export function headersFor(rules: readonly HeaderRule[], urlPath: string): Map<string, string> {
  const headers = new Map<string, string>()
  for (const rule of rules)
    if (matchesRule(rule.path, urlPath))
      for (const [name, value] of Object.entries(rule.headers))
        headers.set(name.toLowerCase(), value)
  return headers
}

const CSP = 'content-security-policy'

/**
 * A policy without `upgrade-insecure-requests`, for a site served over plain
 * HTTP (the preview server on a name other than localhost): there the
 * directive would send the page's own scripts and styles to an HTTPS server
 * that is not there. Hosts and the edge serve HTTPS, where it stays.
 */
export function withoutUpgrade(policy: string): string {
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive !== 'upgrade-insecure-requests')
    .join('; ')
}

/**
 * The rules as the site handler's `headers` hook (`src/edge/site-handler.ts`),
 * for the preview server and edge functions alike: a response gets the rules'
 * headers, as a host adds its `_headers` (the document-only ones on documents only); a header the handler set itself is
 * kept (a protected page's `private, no-store`). Over plain HTTP the policy
 * goes without `upgrade-insecure-requests` (see withoutUpgrade).
 */
export function headerRulesHook(
  rules: readonly HeaderRule[],
): (path: string, response: Response, protocol?: string) => Response {
  return (urlPath, response, protocol = 'https:') => {
    const rulesHeaders = headersFor(rules, urlPath)
    if (!governsADocument(urlPath, response.headers.get('content-type') ?? ''))
      for (const name of DOCUMENT_ONLY_HEADERS) rulesHeaders.delete(name)
    const policy = rulesHeaders.get(CSP)
    if (policy && protocol === 'http:') rulesHeaders.set(CSP, withoutUpgrade(policy))
    const added = [...rulesHeaders].filter(([name]) => !response.headers.has(name))
    if (added.length === 0) return response
    const headers = new Headers(response.headers)
    for (const [name, value] of added) headers.set(name, value)
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    })
  }
}

/** The handler's answers with the rules' headers added; the rules' own folder is answered 404. */
export function withHeaderRules(rules: readonly HeaderRule[], handler: Handler): Handler {
  const addHeaders = headerRulesHook(rules)
  return async (request) => {
    const url = new URL(request.url)
    // Checked on the path as files are looked up (decoded, dot segments resolved).
    if ((canonicalPath(url.pathname) ?? '').startsWith(EDGE_DIR))
      return new Response('Not found', {
        status: 404,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      })
    const response = await handler(request)
    return response && addHeaders(url.pathname, response, url.protocol)
  }
}
