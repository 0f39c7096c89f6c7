import type { SignInPolicy } from '../site/brands'
import type { Locale } from '../site/locales'
import { localizedPath } from '../site/paths'

/**
 * Who may read what, for a brand with mandatory sign-in: one rule, read by
 * the build (which pages the edge handler guards, what the search index
 * holds) and by the browser (where a signed-out visitor is sent).
 */

/** The templates of the sign-in screens, which a signed-out visitor must reach. */
export const SIGN_IN_TEMPLATES = ['sign-in'] as const
/** Templates every visitor may read whatever the policy: the not-found pages. */
const ALWAYS_PUBLIC_TEMPLATES: readonly string[] = ['not-found', ...SIGN_IN_TEMPLATES]

/** The query parameter carrying the page a visitor wanted, to go back to after signing in. */
export const NEXT_PARAM = 'next'

/** The locale's sign-in page, remembering `next` (a site path) when given. */
export function signInPath(locale: Locale, next?: string): string {
  const path = localizedPath(locale, 'sign-in')
  return next ? `${path}?${new URLSearchParams({ [NEXT_PARAM]: next }).toString()}` : path
}

/** True when a signed-out visitor may not read this page. */
export function needsSignIn(
  page: { id: string; template: string },
  policy: SignInPolicy | undefined,
): boolean {
  if (!policy) return false
  return !ALWAYS_PUBLIC_TEMPLATES.includes(page.template) && !policy.publicPageIds.includes(page.id)
}

/**
 * A `next` value safe to send the visitor to: a path of this site, never
 * another origin (`//evil.example`, `/\evil.example`, `https:...`).
 */
export function safeNext(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return fallback
  }
  try {
    const url = new URL(value, 'http://site.invalid')
    return url.origin === 'http://site.invalid'
      ? `${url.pathname}${url.search}${url.hash}`
      : fallback
  } catch {
    return fallback
  }
}
