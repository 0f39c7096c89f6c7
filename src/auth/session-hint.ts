import { settings } from '../site/settings'
import { parseCookies } from './cookie-codec'
import { jwtClaims, sessionKeys } from './session'

/**
 * Who is signed in, read from the session cookies without the sign-in
 * library, for the header and the client-side redirect of every page. A
 * hint only: the tokens are not verified here (the edge handler does), and
 * an expired access token may still be refreshed by the client.
 */
export interface SessionHint {
  /** The username the session is filed under (the library's LastAuthUser). */
  username: string
  /** The id token's email, when it has one: what the header shows. */
  email?: string
  /** The access token's expiry, in seconds since the epoch, by the provider's clock. */
  accessTokenExpiresAt: number
  /** Seconds this browser's clock is ahead of the provider's. */
  clockDrift: number
  /** Whether a refresh token is there to renew an expired access token. */
  refreshable: boolean
}

export function readSessionHint(clientId: string, cookieHeader: string): SessionHint | null {
  const jar = parseCookies(cookieHeader)
  const username = jar.get(sessionKeys(clientId).lastAuthUser)
  if (!username) return null
  const keys = sessionKeys(clientId, username)
  const access = jwtClaims(jar.get(keys.accessToken))
  if (typeof access?.exp !== 'number') return null
  const email = jwtClaims(jar.get(keys.idToken))?.email
  return {
    username,
    ...(typeof email === 'string' ? { email } : {}),
    accessTokenExpiresAt: access.exp,
    clockDrift: Number.parseInt(jar.get(keys.clockDrift) ?? '', 10) || 0,
    refreshable: Boolean(jar.get(keys.refreshToken)),
  }
}

/** True while the access token has not expired by the provider's clock. */
export function hintIsFresh(hint: SessionHint, nowSeconds: number): boolean {
  return nowSeconds - hint.clockDrift < hint.accessTokenExpiresAt
}

/** This page's session hint (`document.cookie`), for the build's app client by default. */
export function sessionHint(clientId = settings.signIn?.clientId): SessionHint | null {
  if (!clientId || typeof document === 'undefined') return null
  return readSessionHint(clientId, document.cookie)
}

/** A session that can still serve a protected page: fresh, or renewable by its refresh token. */
export function hintIsUsable(hint: SessionHint | null, nowSeconds: number): boolean {
  return hint !== null && (hint.refreshable || hintIsFresh(hint, nowSeconds))
}

/** Fired on `window` when the sign-in library stores or clears the session. */
export const SESSION_CHANGE_EVENT = 'sign-in:session-change'

/**
 * Calls `listener` whenever the session changes in this tab, for the
 * header, which otherwise reads the cookies only when the page changes (a
 * visitor signing out stays on the sign-in page). Returns the unsubscribe.
 */
export function onSessionChange(listener: () => void): () => void {
  window.addEventListener(SESSION_CHANGE_EVENT, listener)
  return () => window.removeEventListener(SESSION_CHANGE_EVENT, listener)
}
