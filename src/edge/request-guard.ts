import type { Handler } from './handler'

/**
 * Refuses requests a static site has no business answering, before any file,
 * redirect or token is looked at, the same way in Node and at a CDN's edge:
 * methods other than GET and HEAD (405: the site takes no form posts, sign-in
 * talks to the user pool from the browser, not to this server), oversized
 * requests (414, 431) and paths no file can have (400). A path that decodes
 * to a step out of its folder is answered as not found by the site handler.
 */

export const ALLOWED_METHODS = 'GET, HEAD'
/** Node's own limit (`maxHeaderSize`, 16 KiB): the edge answers as the preview server does. */
export const MAX_HEADER_BYTES = 16 * 1024
/** Longer than any page's path and query; CDNs refuse about here too. */
export const MAX_URL_BYTES = 8 * 1024

/** Dot, slash, backslash or NUL still percent-encoded after one decoding: a double encoding. */
const DOUBLE_ENCODED = /%(2e|2f|5c|00)/i
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL = /[\u0000-\u001f\u007f]/

function plain(status: number, text: string, headers: Record<string, string> = {}): Response {
  return new Response(`${text}\n`, {
    status,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      ...headers,
    },
  })
}

/**
 * Why no file can have this pathname, or undefined. The URL parser has
 * already resolved `..` and `%2e%2e` segments; refused here are bytes that are
 * not UTF-8 once decoded (the overlong `%c0%ae`), NUL and other control
 * characters, a backslash (`..%5c`: a separator on some origins) and a dot,
 * slash, backslash or NUL encoded twice (`%252e`: an origin that decodes again
 * would see a step up).
 */
export function badPathReason(pathname: string): string | undefined {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return 'the path is not UTF-8 once decoded'
  }
  if (CONTROL.test(decoded)) return 'the path holds a control character'
  if (decoded.includes('\\')) return 'the path holds a backslash'
  if (DOUBLE_ENCODED.test(decoded)) return 'the path is encoded twice'
  return undefined
}

/** Whether a (well-formed) pathname decodes to a `.` or `..` segment (`/a/..%2f..%2fetc`). */
export function stepsOutOfFolder(pathname: string): boolean {
  try {
    return decodeURIComponent(pathname)
      .split('/')
      .some((segment) => segment === '..' || segment === '.')
  } catch {
    return false
  }
}

function headerBytes(headers: Headers): number {
  let bytes = 0
  headers.forEach((value, name) => {
    bytes += name.length + value.length + 4
  })
  return bytes
}

export const requestGuard: Handler = async (request) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return plain(405, 'Method not allowed', { allow: ALLOWED_METHODS })
  }
  if (request.url.length > MAX_URL_BYTES) return plain(414, 'URI too long')
  if (headerBytes(request.headers) > MAX_HEADER_BYTES) {
    return plain(431, 'Request header fields too large')
  }
  const { pathname } = new URL(request.url)
  // `//host/x` would name another host once a redirect puts it in a Location.
  if (pathname.startsWith('//')) return plain(400, 'Bad request: the path starts with //')
  const reason = badPathReason(pathname)
  return reason ? plain(400, `Bad request: ${reason}`) : undefined
}
