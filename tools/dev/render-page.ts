import type { ServerManifest } from '@tanstack/router-core'
import type { ViteDevServer } from 'vite'
import type { RenderedPage, renderPage as RenderPage } from '../../src/entry-server'
import type { PageDataSource } from '../../src/page-data/source'
import { DEFAULT_LOCALE } from '../../src/site/locales'
import { localeOfPath, notFoundPath, withTrailingSlash } from '../../src/site/paths'
import { finishDocument, notFoundDocument } from '../builder/page-html'
import type { DevSite } from './dev-site'
import { VITE_CLIENT_URL } from './error-page'
import { ssrStyles, withStyles } from './ssr-styles'

const SERVER_ENTRY = '/src/entry-server.tsx'

/** The browser's entry in development (client-entry.ts), as Vite serves it. */
export const DEV_CLIENT_ENTRY = '/tools/dev/client-entry.ts'

/**
 * Vite's client, as a script of its own: it must run (and reload the page once
 * the code is fixed) even when a module of the page's entry fails to compile.
 * No preloads and no stylesheets: Vite serves the modules one by one as the
 * entry imports them, and the styles are put in the page (ssr-styles.ts).
 */
const DEV_MANIFEST: ServerManifest = {
  routes: { __root__: { scripts: [{ attrs: { type: 'module', src: VITE_CLIENT_URL } }] } },
}

export type DevDocument = { status: number; html: string } | { location: string }

export interface PageRenderer {
  /** Renders one page of the site as the build's renderer does. */
  page(site: DevSite, pathname: string): Promise<RenderedPage>
  /**
   * The document a request path is answered with, as a static host answers:
   * the page, the redirect to its path with the slash, or the locale's
   * not-found page with status 404 (marked with the path it was rendered for).
   */
  document(site: DevSite, pathname: string): Promise<DevDocument>
  /** Loads the server renderer ahead of the first request (a failure shows on that request). */
  warm(): Promise<void>
}

export function createPageRenderer(vite: ViteDevServer): PageRenderer {
  // The renderer keeps per-render state in its module (one page at a time):
  // concurrent requests take turns.
  let turn: Promise<unknown> = Promise.resolve()
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const next = turn.then(work, work)
    turn = next.catch(() => {})
    return next
  }

  // Vite loads the renderer again only when one of its modules has changed.
  const renderer = async () =>
    (await vite.ssrLoadModule(SERVER_ENTRY)) as { renderPage: typeof RenderPage }

  const page = (site: DevSite, pathname: string) =>
    inTurn(async () => {
      const { renderPage } = await renderer()
      const source: PageDataSource = {
        page: (p) => Promise.resolve(site.records.get(p) ?? null),
        staticQuery: (hash) => Promise.resolve(site.staticQueries.get(hash) ?? null),
        loadedStaticQuery: (hash) => site.staticQueries.get(hash),
      }
      return renderPage(pathname, source, DEV_MANIFEST)
    })

  const html = async (site: DevSite, pathname: string) => {
    const rendered = await page(site, pathname)
    const document = finishDocument(rendered, DEV_CLIENT_ENTRY)
    return { status: rendered.status, html: withStyles(document, await ssrStyles(vite)) }
  }

  return {
    page,
    warm: () =>
      inTurn(renderer).then(
        () => {},
        () => {},
      ),
    async document(site, pathname) {
      if (site.records.has(pathname)) return html(site, pathname)
      const slashed = withTrailingSlash(pathname)
      if (slashed !== pathname && site.records.has(slashed)) return { location: slashed }
      // The locale's not-found page, else the default locale's (a brand may lack a locale).
      for (const locale of new Set([localeOfPath(pathname), DEFAULT_LOCALE])) {
        const notFound = notFoundPath(locale)
        if (!site.records.has(notFound)) continue
        const rendered = await html(site, notFound)
        // As the build's 404.html files: hydration then knows where it is.
        return { status: 404, html: notFoundDocument(rendered.html, notFound) }
      }
      return { status: 404, html: '<!doctype html><title>Not found</title><p>Not found</p>' }
    },
  }
}
