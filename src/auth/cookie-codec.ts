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

/** Decodes what js-cookie encoded: runs of %XX, left as they are when they are not UTF-8. */
function decode(text: string): string {
  return text.replace(/(%[\dA-F]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run)
    } catch {
      return run
    }
  })
}

/**
 * The cookies of a Cookie header by decoded name, the first of a name
 * winning as in browsers. Never throws, whatever the header holds: the edge
 * handler reads visitors' headers with it too.
 */
export function parseCookies(header: string | null): Map<string, string> {
  const jar = new Map<string, string>()
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=')
    if (at < 0) continue
    const name = decode(part.slice(0, at).trim())
    let value = part.slice(at + 1).trim()
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"'))
      value = value.slice(1, -1)
    if (name && !jar.has(name)) jar.set(name, decode(value))
  }
  return jar
}

/** The bytes of the Cookie header these cookies make (`a=1; b=2`). */
export function cookieHeaderBytes(cookies: Iterable<readonly [string, string]>): number {
  const pairs = [...cookies].map(([name, value]) => cookiePair(name, value))
  return new TextEncoder().encode(pairs.join('; ')).length
}
