/**
 * Caching rules of the built site, shared by the preview server and the
 * `_headers` file hosts read: content-hashed files are immutable; pages and
 * page data are revalidated so a new build shows at once.
 */
export const IMMUTABLE_PREFIXES = ['/assets/', '/images/_r/'] as const

export const IMMUTABLE = 'public, max-age=31536000, immutable'
/** The same for a file only the visitor's own browser may keep (a protected image). */
export const PRIVATE_IMMUTABLE = 'private, max-age=31536000, immutable'
export const REVALIDATE = 'public, max-age=0, must-revalidate'

/** True for the content-hashed files, whose bytes never change under their name. */
export function isImmutable(urlPath: string): boolean {
  return IMMUTABLE_PREFIXES.some((prefix) => urlPath.startsWith(prefix))
}

export function cacheControl(urlPath: string): string {
  return isImmutable(urlPath) ? IMMUTABLE : REVALIDATE
}

/**
 * Headers every response of the site carries (the content security policy,
 * which depends on the build's pages, is added by the build: see
 * tools/builder/security-headers.ts). HSTS is sent over plain HTTP too, where
 * browsers ignore it; no `preload`, which is a commitment to make on purpose.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'cross-origin-opener-policy': 'same-origin',
  // Powerful features the site never uses, denied to it and to any frame in it.
  'permissions-policy':
    'accelerometer=(), browsing-topics=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
}

/**
 * Headers that mean something only on a document (or a worker's script): sent
 * with every script, style and image they would add to each response's bytes,
 * which Lighthouse counts in a page's script bytes (docs/performance.md,
 * "Measurements behind the code"). HSTS is learnt from the
 * document, the first answer of a visit. Other files get `nosniff`.
 */
export const DOCUMENT_ONLY_HEADERS: readonly string[] = [
  'content-security-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'referrer-policy',
  'strict-transport-security',
]

/** True for an answer whose document-only headers apply: a page, or the service worker. */
export function governsADocument(urlPath: string, contentType: string): boolean {
  return contentType.startsWith('text/html') || urlPath === '/sw.js'
}

/** The security headers of an answer, by whether it is a document. */
export function securityHeadersOf(urlPath: string, contentType: string): Record<string, string> {
  if (governsADocument(urlPath, contentType)) return { ...SECURITY_HEADERS }
  return Object.fromEntries(
    Object.entries(SECURITY_HEADERS).filter(([name]) => !DOCUMENT_ONLY_HEADERS.includes(name)),
  )
}

/**
 * `_headers` for Netlify- and Cloudflare-Pages-style hosts, from the same rules;
 * `site` adds headers for every path (the build's content security policy).
 */
export function hostHeaders(site: Readonly<Record<string, string>> = {}): string {
  const lines: string[] = ['/*']
  for (const [name, value] of Object.entries({ ...SECURITY_HEADERS, ...site }))
    lines.push(`  ${name}: ${value}`)
  for (const prefix of IMMUTABLE_PREFIXES) lines.push(`${prefix}*`, `  cache-control: ${IMMUTABLE}`)
  lines.push('/page-data/*', `  cache-control: ${REVALIDATE}`)
  return `${lines.join('\n')}\n`
}
