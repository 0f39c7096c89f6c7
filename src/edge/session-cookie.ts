import { parseCookies } from '../auth/cookie-codec'
import { sessionKeys } from '../auth/session'

/**
 * The visitor's access token, read from the cookies the sign-in library
 * writes (its CookieStorage, js-cookie's encoding; the names in
 * src/auth/session.ts): `…LastAuthUser` names the user and
 * `….<user>.accessToken` holds the token. Whatever the Cookie header holds,
 * this never throws.
 */
export function accessTokenCookie(header: string | null, clientId: string): string | undefined {
  const jar = parseCookies(header)
  const user = jar.get(sessionKeys(clientId).lastAuthUser)
  if (!user) return undefined
  return jar.get(sessionKeys(clientId, user).accessToken) || undefined
}
