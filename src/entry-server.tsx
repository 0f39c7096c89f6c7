import type { ServerManifest } from '@tanstack/router-core'
import {
  RouterServer,
  createRequestHandler,
  getSsrStatus,
  transformHtmlStringWithRouter,
} from '@tanstack/react-router/ssr/server'
import type { ReactNode } from 'react'
import { renderToStaticMarkup, renderToString } from 'react-dom/server'
import type { i18n as I18n } from 'i18next'
import { BuildTimeRenderer } from './components/build-time-markup'
import { addChartStrings } from './components/charts/strings'
import { createI18n, loadLocale } from './i18n/i18n'
import type { PageDataSource } from './page-data/source'
import { createAppRouter } from './router'
import { noteMarkup, recordMarkup } from './site/build-time-markup'
import { recordFormats, withoutRecording } from './site/format'
import type { Locale } from './site/locales'
import { localeOfPath } from './site/paths'

export interface RenderedPage {
  status: number
  html: string
  /** The strings the page formatted (dates, percentages), which its hydration reuses. */
  formats: Record<string, string>
  /** Markup only the build draws (charts), by id, for the page data (src/site/build-time-markup.ts). */
  markup: Record<string, string>
}

/** Draws build-time markup: static, and its formatted strings are not the page's to carry. */
function drawAtBuildTime(id: string, node: ReactNode): string {
  const html = withoutRecording(() => renderToStaticMarkup(node))
  noteMarkup(id, html)
  return html
}

// Pages are rendered one at a time per process, so one i18next instance per
// locale serves them all; making one per page cost a sixth of the render time.
const i18nByLocale = new Map<Locale, I18n>()
async function i18nFor(pathname: string): Promise<I18n> {
  const locale = localeOfPath(pathname)
  let instance = i18nByLocale.get(locale)
  if (!instance) {
    instance = createI18n()
    await loadLocale(instance, locale)
    addChartStrings(instance, locale)
    i18nByLocale.set(locale, instance)
  }
  return instance
}

/** Renders one public path to a complete HTML document. Build-time only; one call at a time. */
export async function renderPage(
  pathname: string,
  pageData: PageDataSource,
  manifest: ServerManifest,
): Promise<RenderedPage> {
  const request = new Request(new URL(pathname, 'http://127.0.0.1'))
  const i18n = await i18nFor(pathname)
  const handler = createRequestHandler({
    request,
    createRouter: () => createAppRouter({ pageData, i18n }),
    getRouterManifest: () => manifest,
  })
  const stop = recordFormats()
  const stopMarkup = recordMarkup()
  try {
    // The router's own render handler wraps the HTML in a Response only for us to
    // read it back out of a stream: keep the string and answer with the status.
    let html = ''
    const response = await handler(async ({ router }) => {
      html = await transformHtmlStringWithRouter(
        router,
        renderToString(
          <BuildTimeRenderer.Provider value={drawAtBuildTime}>
            <RouterServer router={router} />
          </BuildTimeRenderer.Provider>,
        ),
      )
      return new Response(null, { status: getSsrStatus(router) })
    })
    return { status: response.status, html, formats: stop(), markup: stopMarkup() }
  } finally {
    stop()
    stopMarkup()
  }
}
