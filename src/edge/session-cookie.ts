/**
 * The visitor's access token, read from the cookies the sign-in library
 * writes (its CookieStorage, js-cookie's encoding):
 * `CognitoIdentityServiceProvider.<clientId>.LastAuthUser` names the user and
 * `CognitoIdentityServiceProvider.<clientId>.<user>.accessToken` holds the token.
 * Whatever the Cookie header holds, this never throws.
 */

const KEY_PREFIX = 'CognitoIdentityServiceProvider'

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

/** The cookies of a Cookie header by decoded name; the first of a name wins, as in browsers. */
export function readCookies(header: string | null): Map<string, string> {
  const jar = new Map<string, string>()
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=')
    if (at < 0) continue
    const name = decode(part.slice(0, at).trim())
    let value = part.slice(at + 1).trim()
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
      value = value.slice(1, -1)
    }
    if (name && !jar.has(name)) jar.set(name, decode(value))
  }
  return jar
}

/** The signed-in user's access token for this app client, if the cookies hold one. */
export function accessTokenCookie(header: string | null, clientId: string): string | undefined {
  const jar = readCookies(header)
  const user = jar.get(`${KEY_PREFIX}.${clientId}.LastAuthUser`)
  if (!user) return undefined
  return jar.get(`${KEY_PREFIX}.${clientId}.${user}.accessToken`) || undefined
}
