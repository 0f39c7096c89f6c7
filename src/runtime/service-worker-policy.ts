/** The site's service worker, at the root so its scope is the whole site. */
export const SERVICE_WORKER_URL = '/sw.js'

/** Looks for a new build this often while a tab stays open, besides on load and when the tab is shown. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000

/** Browsers allow service workers on HTTPS, and on localhost for development. */
export function serviceWorkerAllowed(location: { protocol: string; hostname: string }): boolean {
  if (location.protocol === 'https:') return true
  return (
    location.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(location.hostname)
  )
}

/** The specification's states of an installed worker: an update is ready, or the site now works offline. */
export function installedState(hadController: boolean): 'update-ready' | 'offline-ready' {
  return hadController ? 'update-ready' : 'offline-ready'
}
