import { Workbox } from 'workbox-window'
import type { SiteSettings } from '../site/settings'
import { dataLayer } from './analytics'
import { resourcesFailed } from './resource-failures'
import {
  SERVICE_WORKER_URL,
  UPDATE_CHECK_INTERVAL_MS,
  installedState,
  serviceWorkerAllowed,
} from './service-worker-policy'
import { showServiceWorkerNotice, type NoticeStrings } from './service-worker-notice'

const REGISTRATION_FAILED = 'Error during service worker registration:'

export interface ServiceWorkerOptions {
  analytics: SiteSettings['analytics']
  /** Read when a notice shows, in the language of the page the visitor is on then. */
  strings: () => NoticeStrings
  /** Notices wait for it (see showServiceWorkerNotice). */
  firstInput: Promise<void>
}

/**
 * Registers the site's worker and follows the specification's states: a
 * worker installed while another controls the page is an update (a prompt, or
 * a reload at once if resources had failed); installed with no controller, the
 * site now works offline; redundant is an error; activated goes to analytics.
 * The new worker waits until the visitor accepts the update.
 */
export async function registerServiceWorker({
  analytics,
  strings,
  firstInput,
}: ServiceWorkerOptions): Promise<void> {
  // Checked first: an insecure origin has no navigator.serviceWorker at all.
  if (!serviceWorkerAllowed(window.location)) {
    console.warn('Service workers need HTTPS or localhost')
    return
  }
  if (!('serviceWorker' in navigator)) return
  const hadController = navigator.serviceWorker.controller !== null
  // A browser that refuses workers without an error (automation blocking them, say)
  // gives no registration: leave it alone rather than report a failure.
  const registration = await navigator.serviceWorker
    .register(SERVICE_WORKER_URL)
    .catch((error: unknown) => {
      console.error(REGISTRATION_FAILED, error)
      return null
    })
  if (!registration) return
  const wb = new Workbox(SERVICE_WORKER_URL)

  const takeUpdate = () => {
    // Reload once the new worker controls the page, so every file is the new build's.
    wb.addEventListener('controlling', () => window.location.reload())
    wb.messageSkipWaiting()
  }
  wb.addEventListener('waiting', () => {
    if (
      installedState(hadController || navigator.serviceWorker.controller !== null) !==
      'update-ready'
    )
      return
    if (resourcesFailed()) takeUpdate()
    else
      showServiceWorkerNotice(firstInput, strings().updateReady, {
        action: strings().reload,
        onAction: takeUpdate,
      })
  })
  // A worker that has been active turns redundant when a newer one takes over, which
  // is no error; one that never activated (its install failed, say) is.
  const wasActive = new WeakSet<ServiceWorker>()
  if (navigator.serviceWorker.controller) wasActive.add(navigator.serviceWorker.controller)
  const redundant = (worker: ServiceWorker | undefined) => {
    if (!worker || !wasActive.has(worker))
      console.error('Installing service worker became redundant')
  }
  const activated = (worker: ServiceWorker | undefined, isUpdate: boolean) => {
    if (worker) wasActive.add(worker)
    dataLayer(analytics).push({ event: 'service-worker-activated', isUpdate })
  }
  // The first install began with the register call above: workbox-window's own
  // registration waits for it to finish (registrations run one at a time) and so
  // never sees that worker installing or activating. Follow it here.
  const first = registration.installing
  if (first && installedState(hadController) === 'offline-ready') {
    const follow = () => {
      if (first.state === 'installed') showServiceWorkerNotice(firstInput, strings().offlineReady)
      else if (first.state === 'activated') {
        activated(first, false)
        first.removeEventListener('statechange', follow)
      } else if (first.state === 'redundant') {
        redundant(first)
        first.removeEventListener('statechange', follow)
      }
    }
    first.addEventListener('statechange', follow)
  }
  wb.addEventListener('redundant', (event) => redundant(event.sw))
  wb.addEventListener('activated', (event) => activated(event.sw, event.isUpdate === true))

  wb.register().then(
    () => {
      const check = () => void wb.update().catch(() => undefined)
      setInterval(check, UPDATE_CHECK_INTERVAL_MS)
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check()
      })
    },
    (error: unknown) => console.error(REGISTRATION_FAILED, error),
  )
}
