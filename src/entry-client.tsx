import { RouterClient } from '@tanstack/react-router/ssr/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { i18n as I18n } from 'i18next'
import { activateLocale, createI18n } from './i18n/i18n'
import { createFetchSource } from './page-data/fetch-page-data'
import {
  buildHashOf,
  loadStaticQueries,
  metaContent,
  staticQueryHashesOf,
} from './page-data/load-page'
import { loadLookup } from './redirects/load-lookup'
import { createAppRouter } from './router'
import { loadTagManager, trackPrinting, trackWebVitals } from './runtime/analytics'
import { prefetchAllowed } from './runtime/connection'
import { untilFirstInput } from './runtime/first-input'
import { nextTask } from './runtime/next-task'
import { noteResourceFailure } from './runtime/resource-failures'
import { alreadyTried, fullNavigation } from './runtime/full-navigation'
import { FORMATS_SCRIPT_ID, parseFormats, rememberFormats } from './site/format'
import { RENDERED_PATH_META, localeOfPath } from './site/paths'
import { settings } from './site/settings'

/** The page's own script modules, as its head lists them for preloading. */
function loadPageModules(): Promise<unknown> {
  const links = document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')
  return Promise.all([...links].map((link) => import(/* @vite-ignore */ link.href)))
}

async function start() {
  // Each step below is a task of its own: evaluating the modules, starting
  // i18next, making the router and hydrating each fit in a frame on a slow phone.
  await nextTask()
  const pageData = createFetchSource(
    buildHashOf(document),
    // Sign-in code loads only in a build with sign-in, and only once the server refuses data.
    import.meta.env.SIGN_IN
      ? {
          renewSession: (href) =>
            import('./auth/renew-session').then(({ renewSession }) => renewSession(href)),
        }
      : {},
  )
  const here = window.location.pathname
  // A host answered this URL with a not-found page: an old path the host did not
  // redirect (another letter case, say) still goes where the redirect table says.
  const renderedPath = metaContent(document, RENDERED_PATH_META)
  const servedNotFound = renderedPath !== undefined && renderedPath !== here
  if (servedNotFound) {
    const row = await pageData.redirect?.(here).catch(() => undefined)
    if (row) {
      const { redirectLocation } = await loadLookup()
      window.location.replace(redirectLocation(row, new URL(window.location.href)))
      return
    }
  }

  rememberFormats(parseFormats(document.getElementById(FORMATS_SCRIPT_ID)?.textContent))
  const i18n = createI18n()
  try {
    // The prerendered HTML was rendered with this locale's strings, these route
    // modules and these static query results: have them all before hydrating,
    // or leave the readable HTML alone.
    await Promise.all([
      activateLocale(i18n, localeOfPath(renderedPath ?? here)),
      loadPageModules(),
      loadStaticQueries(pageData, staticQueryHashesOf(document)),
    ])
  } catch {
    console.error(`Page resources for ${here} not found, not rendering`)
    noteResourceFailure()
    startServiceWorker(i18n)
    return
  }
  await nextTask()
  const router = createAppRouter(
    { pageData, i18n },
    {
      prefetch: prefetchAllowed(),
      ...(servedNotFound ? { renderedAs: { url: here, path: renderedPath } } : {}),
    },
  )
  // A script chunk or stylesheet that fails to load sends the visitor to the page by a full navigation.
  window.addEventListener('vite:preloadError', (event) => {
    // During a navigation the latest location is where the visitor is going.
    const href = router.latestLocation.href
    noteResourceFailure()
    if (alreadyTried(href)) return
    event.preventDefault()
    void fullNavigation(href)
  })
  await nextTask()
  // Hydrating as a transition lets React yield to the browser every few
  // milliseconds instead of blocking the main thread for the whole page.
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RouterClient router={router} />
      </StrictMode>,
    )
  })
  await nextTask()
  trackPrinting(settings.analytics)
  trackWebVitals(settings.analytics)
  loadTagManager(settings.analytics)
  startServiceWorker(i18n)
}

/**
 * The service worker and workbox-window load after the page has loaded, in a
 * chunk of their own: nothing of them is on the first load's path. Built sites only.
 */
function startServiceWorker(i18n: I18n): void {
  if (!import.meta.env.PROD) return
  const start = () =>
    void import('./runtime/service-worker').then(({ registerServiceWorker }) =>
      registerServiceWorker({
        analytics: settings.analytics,
        firstInput,
        strings: () => ({
          updateReady: i18n.t('serviceWorker.updateReady'),
          reload: i18n.t('serviceWorker.reload'),
          offlineReady: i18n.t('serviceWorker.offlineReady'),
        }),
      }),
    )
  if (document.readyState === 'complete') setTimeout(start, 0)
  else window.addEventListener('load', () => setTimeout(start, 0), { once: true })
}

// Listening from the start: an input before hydration counts too.
const firstInput = untilFirstInput()
void start()
