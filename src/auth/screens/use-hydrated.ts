import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False in the server's HTML and while hydrating, true after: the forms
 * appear only where JavaScript runs them, never as forms that would send a
 * password in a URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
