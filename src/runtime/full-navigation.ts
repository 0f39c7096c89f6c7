/**
 * Leaves the single-page app for a real page load: when the site's build has
 * changed, a resource failed, or a page exists only as HTML. A marker per path
 * in sessionStorage makes sure this happens once, never as a reload loop.
 */
const KEY = 'site:full-navigation'

export function alreadyTried(href: string): boolean {
  try {
    return sessionStorage.getItem(KEY) === href
  } catch {
    return false
  }
}

/** Navigates with a full page load; resolves never, so the router stays pending meanwhile. */
export function fullNavigation(href: string): Promise<never> {
  try {
    sessionStorage.setItem(KEY, href)
  } catch {
    // Storage may be off (private mode): the navigation still happens.
  }
  window.location.assign(href)
  return new Promise<never>(() => {})
}

/** Called once a page rendered fine, so a later failure on it may reload again. */
export function clearFullNavigationMarker(): void {
  try {
    sessionStorage.removeItem(KEY)
  } catch {
    // Nothing to clear.
  }
}

/** Whether an error is a script chunk or stylesheet that failed to load. */
export function isResourceLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error)
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Failed to fetch dynamically|preload/i.test(
    message,
  )
}
