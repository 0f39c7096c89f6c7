/**
 * The session cookies as the sign-in library writes them (js-cookie 3's
 * encoding), read and measured without the library: the session hint and the
 * Cookie-header budget use this, the library keeps writing its own.
 */

/** A cookie name as js-cookie writes it. */
export function encodeCookieName(name: string): string {
  return encodeURIComponent(name)
    .replace(/%(2[346B]|5E|60|7C)/g, decodeURIComponent)
    .replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
}

/** A cookie value as js-cookie writes it. */
export function encodeCookieValue(value: string): string {
  return encodeURIComponent(value).replace(
    /%(2[346BF]|3[AC-F]|40|5[BDE]|60|7[BCD])/g,
    decodeURIComponent,
  )
}

/** One `name=value` pair of a Cookie header, as the browser sends it back. */
export function cookiePair(name: string, value: string): string {
  return `${encodeCookieName(name)}=${encodeCookieValue(value)}`
}

/** `document.cookie` (or a Cookie header) as name to value, the first of a name winning. */
export function parseCookies(header: string): Map<string, string> {
  const jar = new Map<string, string>()
  for (const part of header ? header.split(/;\s*/) : []) {
    const at = part.indexOf('=')
    if (at < 0) continue
    try {
      const name = decodeURIComponent(part.slice(0, at))
      let value = part.slice(at + 1)
      if (value.startsWith('"')) value = value.slice(1, -1)
      if (!jar.has(name)) jar.set(name, value.replace(/(%[\dA-F]{2})+/gi, decodeURIComponent))
    } catch {
      // A cookie of someone else's, not URI-encoded: not ours.
    }
  }
  return jar
}

/** The bytes of the Cookie header these cookies make (`a=1; b=2`). */
export function cookieHeaderBytes(cookies: Iterable<readonly [string, string]>): number {
  const pairs = [...cookies].map(([name, value]) => cookiePair(name, value))
  return new TextEncoder().encode(pairs.join('; ')).length
}
