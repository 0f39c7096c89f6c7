import { localeOfPath } from '../site/paths'
import { AuthError } from './client'
import { loadAuthClient } from './load-client'
import { hintIsUsable, sessionHint } from './session-hint'
import { authMessageKey } from './screens/messages'
import { signInPathFor } from './screens/navigation'

/**
 * The page-data loader's renewal (src/page-data/session-renewal.ts) in a
 * build with sign-in, loaded only when the server first refuses data: the
 * client renews an expired session from its refresh token; a session that
 * is gone, or that the provider ended (revoked, disabled), sends the
 * visitor to sign in with why, and back to `href` after.
 */
export async function renewSession(href: string): Promise<true | string> {
  const locale = localeOfPath(new URL(href, location.href).pathname)
  // Nothing to renew (a signed-out visitor's link to a protected page): no library to load.
  if (!hintIsUsable(sessionHint(), Date.now() / 1000)) return signInPathFor(locale, href)
  try {
    const client = await loadAuthClient()
    if (await client.currentSession()) return true
    return signInPathFor(locale, href)
  } catch (error) {
    const ended = error instanceof AuthError && error.signOut
    return signInPathFor(locale, href, ended ? authMessageKey(error) : undefined)
  }
}
