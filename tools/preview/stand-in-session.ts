import { cookiePair } from '../../src/auth/cookie-codec'
import { sessionKeys } from '../../src/auth/session'

/** The user a stand-in session is filed under. */
export const STAND_IN_USER = 'release-audit'

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
/** An unsigned JWT: the page's scripts read its claims, as they read any token; no server accepts it. */
const unsigned = (claims: object) =>
  `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`

/**
 * `Set-Cookie` values of a stand-in session, as the sign-in library stores a
 * real one: what lets the release audit measure a protected page as a
 * signed-in visitor gets it (its header, no client-side redirect), without a
 * user pool. Its tokens are unsigned, so the edge handler's check refuses
 * them; the audit's server runs without that check. Fresh for a day, with no
 * refresh token: the page never asks the pool to renew it.
 */
export function standInSessionCookies(clientId: string, nowSeconds: number): string[] {
  const keys = sessionKeys(clientId, STAND_IN_USER)
  const times = { iat: nowSeconds, exp: nowSeconds + 24 * 60 * 60 }
  const pairs: Array<[string, string]> = [
    [keys.lastAuthUser, STAND_IN_USER],
    [
      keys.accessToken,
      unsigned({ token_use: 'access', client_id: clientId, username: STAND_IN_USER, ...times }),
    ],
    [
      keys.idToken,
      unsigned({
        token_use: 'id',
        aud: clientId,
        'cognito:username': STAND_IN_USER,
        email: `${STAND_IN_USER}@example.com`,
        ...times,
      }),
    ],
    [keys.clockDrift, '0'],
  ]
  return pairs.map(([name, value]) => `${cookiePair(name, value)}; Path=/; SameSite=Lax`)
}
