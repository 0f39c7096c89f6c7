import { createContext, useContext, type ReactNode } from 'react'
import type { Locale } from '../../site/locales'
import type { AuthClient } from '../client'

/**
 * What a sign-in screen needs from its page: the client (loaded on first
 * use, the one dynamic import of the library), a way to go to another page,
 * and the page's locale and query. The templates give the real ones; tests a
 * fake client and a recorded navigation.
 */
export interface AuthScreenEnv {
  locale: Locale
  /** The page's query string (`?next=…`), as the visitor arrived. */
  search: string
  client(): Promise<AuthClient>
  /** Goes to a path of this site. */
  navigate(href: string): void
}

// Pure: a build without sign-in drops this module whole.
const ScreenEnvContext = /* @__PURE__ */ createContext<AuthScreenEnv | null>(null)

export function AuthScreenEnvProvider({
  env,
  children,
}: {
  env: AuthScreenEnv
  children: ReactNode
}) {
  return <ScreenEnvContext.Provider value={env}>{children}</ScreenEnvContext.Provider>
}

export function useAuthScreenEnv(): AuthScreenEnv {
  const env = useContext(ScreenEnvContext)
  if (!env) throw new Error('a sign-in screen needs an <AuthScreenEnvProvider> above it')
  return env
}

/** `load` called once, its promise kept (a failed load is tried again on the next call). */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined
      throw error
    })
    return pending
  }
}
