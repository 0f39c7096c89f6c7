/**
 * MINIMAL VERSION for the auth-screens branch: auth-lib writes the real one
 * (the lead keeps theirs when merging). Who is signed in, read from the
 * session cookies without the sign-in library, for the header and the
 * client-side guard of every page.
 */
import { settings } from '../site/settings'

export interface SessionHint {
  username: string
  /** When the access token expires, in seconds since the epoch (its `exp`). */
  accessTokenExpiresAt: number
}

function cookies(header: string): Map<string, string> {
  const jar = new Map<string, string>()
  for (const part of header ? header.split(/;\s*/) : []) {
    const at = part.indexOf('=')
    if (at < 0) continue
    try {
      const name = decodeURIComponent(part.slice(0, at))
      if (!jar.has(name)) jar.set(name, decodeURIComponent(part.slice(at + 1)))
    } catch {
      // Not URI-encoded: not one of the session's cookies.
    }
  }
  return jar
}

function expiryOf(token: string): number | undefined {
  const payload = token.split('.')[1]
  if (!payload) return undefined
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'))
    const exp = (JSON.parse(json) as { exp?: unknown }).exp
    return typeof exp === 'number' ? exp : undefined
  } catch {
    return undefined
  }
}

/** The session the cookies of `clientId` name, or null when there is none. */
export function readSessionHint(cookieHeader: string, clientId: string): SessionHint | null {
  const jar = cookies(cookieHeader)
  const prefix = `CognitoIdentityServiceProvider.${clientId}`
  const username = jar.get(`${prefix}.LastAuthUser`)
  if (!username) return null
  const accessToken = jar.get(`${prefix}.${username}.accessToken`)
  const accessTokenExpiresAt = accessToken ? expiryOf(accessToken) : undefined
  return accessTokenExpiresAt === undefined ? null : { username, accessTokenExpiresAt }
}

/** This page's session hint; null outside a browser or in a build without sign-in. */
export function sessionHint(): SessionHint | null {
  const clientId = settings.signIn?.clientId
  if (typeof document === 'undefined' || !clientId) return null
  return readSessionHint(document.cookie, clientId)
}
