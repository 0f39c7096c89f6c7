/**
 * The sign-in session as the browser keeps it: the library's cookie names
 * (plan decision 1), its tokens' claims, and when it is valid. Pure: no
 * library, no document; `cognito/` and `session-hint.ts` both read it.
 */

/** The specification's limit for the Cookie header the session adds to every request. */
export const COOKIE_HEADER_LIMIT_BYTES = 8 * 1024

/** The cookies' names, as amazon-cognito-identity-js's CookieStorage names them. */
export function sessionKeys(clientId: string, username = '') {
  const prefix = `CognitoIdentityServiceProvider.${clientId}`
  const user = `${prefix}.${username}`
  return {
    lastAuthUser: `${prefix}.LastAuthUser`,
    idToken: `${user}.idToken`,
    accessToken: `${user}.accessToken`,
    refreshToken: `${user}.refreshToken`,
    clockDrift: `${user}.clockDrift`,
    /** The library's cache of GetUser's answer; we never fill it, but clear it. */
    userData: `${user}.userData`,
    deviceKey: `${user}.deviceKey`,
    deviceGroupKey: `${user}.deviceGroupKey`,
    randomPasswordKey: `${user}.randomPasswordKey`,
  }
}

/** The cookies a signed-in session is made of; the device's own stay after signing out. */
export const SESSION_COOKIES = [
  'lastAuthUser',
  'idToken',
  'accessToken',
  'refreshToken',
  'clockDrift',
  'userData',
] as const

export interface JwtClaims {
  exp?: number
  iat?: number
  username?: string
  'cognito:username'?: string
  email?: string
  scope?: string
  [claim: string]: unknown
}

function base64UrlDecode(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/')
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='))
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)))
}

/** A JWT's payload, unverified (the edge handler verifies); null when it is not a JWT. */
export function jwtClaims(token: string | null | undefined): JwtClaims | null {
  const payload = token?.split('.')[1]
  if (!payload) return null
  try {
    const claims: unknown = JSON.parse(base64UrlDecode(payload))
    return claims && typeof claims === 'object' ? (claims as JwtClaims) : null
  } catch {
    return null
  }
}

export interface SessionTokens {
  idToken: string
  accessToken: string
  refreshToken?: string
  /** Seconds the browser's clock is ahead of the provider's (the library's `clockDrift`). */
  clockDrift: number
}

/** The library's clock drift: how far this clock is ahead of the one that issued the tokens. */
export function clockDriftOf(
  tokens: Pick<SessionTokens, 'idToken' | 'accessToken'>,
  nowSeconds: number,
): number {
  const issued = [jwtClaims(tokens.accessToken)?.iat, jwtClaims(tokens.idToken)?.iat].filter(
    (iat): iat is number => typeof iat === 'number',
  )
  return issued.length > 0 ? nowSeconds - Math.min(...issued) : 0
}

/** When the session ends, in the provider's seconds: the earlier of the two tokens' expiry. */
export function sessionExpiresAt(tokens: Pick<SessionTokens, 'idToken' | 'accessToken'>): number {
  const exp = [jwtClaims(tokens.accessToken)?.exp, jwtClaims(tokens.idToken)?.exp]
  return exp.every((e): e is number => typeof e === 'number') ? Math.min(...exp) : 0
}

/** Valid while not expired, the browser's clock taken back to the provider's by the drift. */
export function isSessionValid(tokens: SessionTokens, nowSeconds: number): boolean {
  return nowSeconds - tokens.clockDrift < sessionExpiresAt(tokens)
}

/** The username the session's cookies are filed under, from the tokens (hosted login). */
export function usernameOf(accessToken: string): string | undefined {
  const claims = jwtClaims(accessToken)
  const name = claims?.username ?? claims?.['cognito:username']
  return typeof name === 'string' && name ? name : undefined
}

/** The scope that lets a token read and change the user's own attributes. */
export const ADMIN_SCOPE = 'aws.cognito.signin.user.admin'

export function canReadAttributes(accessToken: string): boolean {
  const scope = jwtClaims(accessToken)?.scope
  return typeof scope === 'string' && scope.split(' ').includes(ADMIN_SCOPE)
}
