import type { RenderedPage } from '../../src/entry-server'
import type { PageDataRecord } from '../../src/model/page-data-record'
import { RENDERED_PATH_META } from '../../src/site/paths'
import { loadScriptsAfterFirstPaint } from './first-paint'
import { withoutBuildOnly } from '../../src/page-data/build-only'
import { embedFormats } from './page-formats'
import { routerStateAsData } from './router-state'

/** A rendered page as the site serves it: its document and its page-data file. */
export interface FinishedPage {
  html: string
  pageData: string
}

/**
 * Turns what the server renderer gave for a record into the files a host
 * serves: the document, with the strings it formatted and its script loader
 * (see first-paint.ts), and the page data, which carries the same strings for
 * client-side navigation.
 */
export function finishPage(
  record: PageDataRecord,
  rendered: RenderedPage,
  clientEntry: string,
): FinishedPage {
  return {
    html: finishDocument(rendered, clientEntry),
    pageData: JSON.stringify({
      ...record,
      // The geometry charts are drawn from stays at build time; the drawn charts travel instead.
      result: withoutBuildOnly(record.result),
      formats: rendered.formats,
      ...(Object.keys(rendered.markup).length > 0 && { markup: rendered.markup }),
    }),
  }
}

/**
 * The document of a rendered page: its router state as data (one script text
 * for every page, see router-state.ts), its formatted strings, then its script loader.
 */
export function finishDocument({ html, formats }: RenderedPage, clientEntry: string): string {
  return loadScriptsAfterFirstPaint(embedFormats(routerStateAsData(html), formats), clientEntry)
}

/**
 * A locale's not-found page as `404.html`, which static hosts serve for any
 * unknown path under it: it names the path it was rendered for, so the app
 * can tell it was served in place of another (an old path to redirect).
 */
export function notFoundDocument(html: string, renderedPath: string): string {
  return html.replace(
    '<head>',
    `<head><meta name="${RENDERED_PATH_META}" content="${renderedPath}"/>`,
  )
}
