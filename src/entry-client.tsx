import { RouterClient } from '@tanstack/react-router/ssr/client'
import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { activateLocale, createI18n } from './i18n/i18n'
import { createFetchSource } from './page-data/fetch-page-data'
import { createAppRouter } from './router'
import { RENDERED_PATH_META, localeOfPath } from './site/paths'

async function start() {
  const i18n = createI18n()
  // The prerendered HTML was rendered with this locale's strings: have them before hydrating.
  await activateLocale(i18n, localeOfPath(window.location.pathname))
  const renderedPath = document.querySelector<HTMLMetaElement>(
    `meta[name="${RENDERED_PATH_META}"]`,
  )?.content
  const here = window.location.pathname
  const router = createAppRouter(
    { pageData: createFetchSource(), i18n },
    renderedPath && renderedPath !== here ? { renderedAs: { url: here, path: renderedPath } } : {},
  )
  hydrateRoot(
    document,
    <StrictMode>
      <RouterClient router={router} />
    </StrictMode>,
  )
}

void start()
