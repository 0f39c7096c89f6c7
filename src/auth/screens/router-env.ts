import { useLocation, useRouter } from '@tanstack/react-router'
import { useMemo } from 'react'
import type { Locale } from '../../site/locales'
import { loadAuthClient } from '../load-client'
import { once, type AuthScreenEnv } from './screen-env'

// One client for the tab's life: every screen and page after the first reuses it.
const client = /* @__PURE__ */ once(loadAuthClient)

/** The screens' environment on a page: the router's navigation, the page's query, the one client. */
export function useRouterScreenEnv(locale: Locale): AuthScreenEnv {
  const router = useRouter()
  const { searchStr } = useLocation()
  return useMemo(
    () => ({
      locale,
      search: searchStr,
      client,
      navigate: (href: string) => void router.navigate({ href }),
    }),
    [locale, searchStr, router],
  )
}
