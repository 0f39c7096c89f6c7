import type { ServerManifest } from '@tanstack/router-core'
import { createRequestHandler, defaultRenderHandler } from '@tanstack/react-router/ssr/server'
import { createI18n } from './i18n/i18n'
import type { PageDataSource } from './page-data/source'
import { createAppRouter } from './router'

export interface RenderedPage {
  status: number
  html: string
}

/** Renders one public path to a complete HTML document. Build-time only. */
export async function renderPage(
  pathname: string,
  pageData: PageDataSource,
  manifest: ServerManifest,
): Promise<RenderedPage> {
  const request = new Request(new URL(pathname, 'http://127.0.0.1'))
  const handler = createRequestHandler({
    request,
    createRouter: () => createAppRouter({ pageData, i18n: createI18n() }),
    getRouterManifest: () => manifest,
  })
  const response = await handler(defaultRenderHandler)
  return { status: response.status, html: await response.text() }
}
