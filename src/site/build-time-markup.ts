/**
 * Markup only the build draws (charts): rendered once into the page at build
 * time, and never by the browser, which takes it as it is. No code that draws
 * it reaches the browser, and no copy of what it is drawn from.
 *
 * - The build renders it (`renderBuildTimeMarkup` in the server renderer) and
 *   notes it by id; the page data written with the page carries it.
 * - Hydration reads it back from the prerendered page, where it already is.
 * - A client-side navigation takes it from the page data (`rememberMarkup`).
 */

/** Marks the element whose content is build-time markup, by its id. */
export const BUILD_TIME_MARKUP_ATTRIBUTE = 'data-build-markup'

const remembered = new Map<string, string>()
let recording: Record<string, string> | null = null

/** Notes every piece of markup rendered from now on; the function returned stops and gives them. */
export function recordMarkup(): () => Record<string, string> {
  const record: Record<string, string> = {}
  recording = record
  return () => {
    if (recording === record) recording = null
    return record
  }
}

/** Build time: what was drawn for `id`, for the page data. */
export function noteMarkup(id: string, html: string): void {
  if (recording) recording[id] = html
}

/** Markup from a page's data, for the page a client-side navigation renders. */
export function rememberMarkup(markup: unknown): void {
  if (typeof markup !== 'object' || markup === null) return
  for (const [id, html] of Object.entries(markup))
    if (typeof html === 'string') remembered.set(id, html)
}

/** In the browser: the markup of `id`, from page data, else as the prerendered page shows it. */
export function markupFor(id: string): string {
  const known = remembered.get(id)
  if (known !== undefined) return known
  if (typeof document === 'undefined') return ''
  for (const element of document.querySelectorAll(`[${BUILD_TIME_MARKUP_ATTRIBUTE}]`)) {
    if (element.getAttribute(BUILD_TIME_MARKUP_ATTRIBUTE) === id) return element.innerHTML
  }
  return ''
}
