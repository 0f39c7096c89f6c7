import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { signInPath } from '../auth/access'
import { hintIsUsable, sessionHint } from '../auth/session-hint'
import type { PageResult } from '../model/registry'
import { useSiteContext } from '../site-context/site-context'

/**
 * A page that needs a signed-in visitor, reached without a session (a client
 * navigation, a page the service worker kept): on to the sign-in page,
 * which brings the visitor back here. The server refuses such pages too;
 * this covers what never asks it.
 */
export function SignInGuard({ page }: { page: PageResult }) {
  const router = useRouter()
  const { path } = useSiteContext().pageData
  useEffect(() => {
    // Once per page, and only while the address is still this page's: the
    // location moves on before the next page replaces this one.
    if (!page.needsSignIn || window.location.pathname !== path) return
    if (hintIsUsable(sessionHint(), Date.now() / 1000)) return
    const { search, hash } = window.location
    void router.navigate({
      href: signInPath(page.locale, `${path}${search}${hash}`),
      replace: true,
    })
  }, [page, path, router])
  return null
}
