import { forgetVisitedPages } from '../../runtime/forget-visited-pages'
import type { Locale } from '../../site/locales'
import { localizedPath } from '../../site/paths'
import { NEXT_PARAM, safeNext, signInPath } from '../access'
import type { AuthMessageKey } from './messages'

/** The query parameter naming why the visitor was sent to sign in (a key of `authErrors`). */
export const REASON_PARAM = 'reason'
/** `/sign-in/?sign-out`: the header's "Sign out" link; the sign-in page signs the visitor out. */
export const SIGN_OUT_PARAM = 'sign-out'
/** Where the hosted login's return finds the page the visitor wanted (the redirect carries no query of ours). */
const HOSTED_NEXT_KEY = 'sign-in.next'

/** The page to go to after signing in: the safe `?next=`, else the locale's home page. */
export function nextPath(search: string, locale: Locale): string {
  return safeNext(new URLSearchParams(search).get(NEXT_PARAM), localizedPath(locale, ''))
}

/** The sign-in page, keeping `next` and saying why the visitor is there. */
export function signInPathFor(locale: Locale, next: string | undefined, reason?: AuthMessageKey) {
  const path = signInPath(locale, next)
  if (!reason) return path
  return `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams({ [REASON_PARAM]: reason }).toString()}`
}

/**
 * The header's sign-out link of a locale; with `reason`, also where the
 * account page sends a visitor whom the provider could not sign out
 * everywhere (signed out on this device all the same).
 */
export function signOutPath(locale: Locale, reason?: AuthMessageKey): string {
  const path = `${signInPath(locale)}?${SIGN_OUT_PARAM}`
  return reason ? `${path}&${new URLSearchParams({ [REASON_PARAM]: reason }).toString()}` : path
}

/** Remembered for the hosted login's return (session storage: this tab only, gone with it). */
export function rememberHostedNext(next: string): void {
  sessionStorage.setItem(HOSTED_NEXT_KEY, next)
}

/** The page the visitor wanted before the hosted login, once. */
export function takeHostedNext(locale: Locale): string {
  const next = sessionStorage.getItem(HOSTED_NEXT_KEY)
  sessionStorage.removeItem(HOSTED_NEXT_KEY)
  return safeNext(next, localizedPath(locale, ''))
}

/**
 * After signing out, or when the session ended: what the service worker kept
 * of the pages this visitor read goes, so that the next person at this
 * device cannot read them offline.
 */
export async function forgetSession(): Promise<void> {
  await forgetVisitedPages().catch(() => {})
}
