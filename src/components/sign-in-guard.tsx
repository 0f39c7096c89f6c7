import { useLocation, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { signInPath } from '../auth/access'
import { sessionHint } from '../auth/session-hint'
import type { PageResult } from '../model/registry'

/**
 * A page that needs a signed-in visitor, reached without a session (a client
 * navigation, a page the service worker kept): on to the sign-in page,
 * which brings the visitor back here. The server refuses such pages too;
 * this covers what never asks it.
 */
export function SignInGuard({ page }: { page: PageResult }) {
  const router = useRouter()
  const { pathname, searchStr, hash } = useLocation()
  useEffect(() => {
    if (!page.needsSignIn || sessionHint()) return
    void router.navigate({
      href: signInPath(page.locale, `${pathname}${searchStr}${hash}`),
      replace: true,
    })
  }, [page, pathname, searchStr, hash, router])
  return null
}
