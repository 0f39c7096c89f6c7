import { Link, useLocation } from '@tanstack/react-router'
import { useSyncExternalStore } from 'react'
import { signInPath } from '../auth/access'
import { signOutPath } from '../auth/screens/navigation'
import { onSessionChange, sessionHint, type SessionHint } from '../auth/session-hint'
import { accountPath } from '../auth/sign-in-pages'
import { useT } from '../i18n/translations'
import { linkParts } from '../runtime/query'
import type { PageResult } from '../model/registry'

/**
 * The header's sign-in state, from the session cookies alone (no sign-in
 * library on ordinary pages): "Sign in" for a signed-out visitor, their
 * username (to the account page) and "Sign out" for a signed-in one. Read
 * after hydration (the server's HTML is signed out), on each render, and
 * when the sign-in library says the session changed.
 */
let cached: { cookie: string; hint: SessionHint | null } | undefined
/** The hint of the cookies as they are, the same object while they do not change. */
function currentHint(): SessionHint | null {
  if (cached?.cookie !== document.cookie) cached = { cookie: document.cookie, hint: sessionHint() }
  return cached.hint
}

export function SignInStatus({ page }: { page: PageResult }) {
  const { t } = useT()
  const { pathname } = useLocation()
  const hint = useSyncExternalStore(onSessionChange, currentHint, () => null)
  if (!hint) {
    const next = page.template === 'sign-in' ? undefined : pathname
    return (
      <p className="sign-in-status">
        <Link {...linkParts(signInPath(page.locale, next))}>{t('signIn.header.signIn')}</Link>
      </p>
    )
  }
  // The email address a visitor knows, not the pool's id for them (a hosted login files the
  // session under that id, a UUID where the pool's usernames are email addresses).
  const shownName = hint.email ?? hint.username
  return (
    <nav className="sign-in-status" aria-label={t('signIn.header.label')}>
      <ul>
        <li>
          <Link
            to={accountPath(page.locale)}
            title={t('signIn.header.signedInAs', { username: shownName })}
          >
            {shownName}
          </Link>
        </li>
        <li>
          <Link {...linkParts(signOutPath(page.locale))}>{t('signIn.header.signOut')}</Link>
        </li>
      </ul>
    </nav>
  )
}
