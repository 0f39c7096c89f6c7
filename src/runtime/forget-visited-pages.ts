import { visitedCaches } from '../site/visited-caches'

/**
 * Deletes the service worker's caches of what this visitor read. Called on
 * signing out (and when the session is found invalid): offline, the worker
 * would otherwise still show a signed-out visitor the protected pages it
 * cached for them.
 */
export async function forgetVisitedPages(): Promise<void> {
  if (typeof caches === 'undefined') return
  const names = visitedCaches(await caches.keys())
  await Promise.all(names.map((name) => caches.delete(name)))
}
