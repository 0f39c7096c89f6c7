import { RouterClient } from '@tanstack/react-router/ssr/client'
import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { activateLocale, createI18n } from './i18n/i18n'
import { createFetchSource } from './page-data/fetch-page-data'
import { redirectLocation } from './redirects/lookup'
import { createAppRouter } from './router'
import { RENDERED_PATH_META, localeOfPath } from './site/paths'

async function start() {
  const pageData = createFetchSource()
  const here = window.location.pathname
  // A host answered this URL with a not-found page: an old path the host did not
  // redirect (another letter case, say) still goes where the redirect table says.
  const renderedPath = document.querySelector<HTMLMetaElement>(
    `meta[name="${RENDERED_PATH_META}"]`,
  )?.content
  const servedNotFound = renderedPath !== undefined && renderedPath !== here
  if (servedNotFound) {
    const row = await pageData.redirect?.(here).catch(() => undefined)
    if (row) {
      window.location.replace(redirectLocation(row, new URL(window.location.href)))
      return
    }
  }

  const i18n = createI18n()
  // The prerendered HTML was rendered with this locale's strings: have them before hydrating.
  await activateLocale(i18n, localeOfPath(here))
  const router = createAppRouter(
    { pageData, i18n },
    servedNotFound ? { renderedAs: { url: here, path: renderedPath } } : {},
  )
  hydrateRoot(
    document,
    <StrictMode>
      <RouterClient router={router} />
    </StrictMode>,
  )
}

void start()
