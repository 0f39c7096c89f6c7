/**
 * A prerendered page's first paint waits for no request: the router inlines its
 * CSS (`inlineCss` in the manifest), and its scripts start once it has painted.
 * LCP is then the first paint, and the scripts hydrate the page right after it.
 */

/** The attributes the loader reads: the entry module, and the modules it preloads. */
export const LOADER_ENTRY = 'data-module'
export const LOADER_PRELOADS = 'data-modulepreload'

/**
 * Adds the page's entry module once the first contentful paint has been
 * presented (or after the first frame, where the Paint Timing API is missing),
 * then each modulepreload link in a task of its own: starting a request costs
 * the main thread time (more under Lighthouse, which watches each one), and
 * an article's links in one task made a long task on a slow phone
 * (docs/performance.md, "Measurements behind the code"). The same text on every page, so a content security policy needs one
 * hash for it.
 */
export const AFTER_PAINT_LOADER =
  '(function(d){var s=d.currentScript,P=window.PerformanceObserver;' +
  'function go(){var e=d.createElement("script");e.type="module";e.src=s.getAttribute("' +
  LOADER_ENTRY +
  '");d.head.appendChild(e);' +
  's.getAttribute("' +
  LOADER_PRELOADS +
  '").split(" ").forEach(function(h){if(h)setTimeout(function(){var l=d.createElement("link");l.rel="modulepreload";l.href=h;d.head.appendChild(l)})})}' +
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)' +
  'new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go)}}).observe({type:"paint",buffered:true});' +
  'else requestAnimationFrame(function(){setTimeout(go)})})(document)'

const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g

/**
 * Starts a page's scripts after its first paint: its modulepreload links and
 * the entry module become one loader at the end of the body. Before, a
 * simulated slow phone (Lighthouse) counted every script download that began
 * before the first paint as part of it. React hydrates the links back into the
 * head as it does any head link, and leaves the loader alone: the body may hold
 * elements it did not render.
 */
export function loadScriptsAfterFirstPaint(html: string, entry: string): string {
  const preloads: string[] = []
  const withoutPreloads = html.replace(MODULEPRELOAD, (_, href: string) => {
    preloads.push(href)
    return ''
  })
  const loader = `<script ${LOADER_ENTRY}="${entry}" ${LOADER_PRELOADS}="${preloads.join(' ')}">${AFTER_PAINT_LOADER}</script>`
  return beforeBodyEnd(withoutPreloads, loader)
}

/** Puts markup at the end of a rendered page's body. */
export function beforeBodyEnd(html: string, markup: string): string {
  const end = html.lastIndexOf('</body>')
  if (end < 0) throw new Error('the rendered page has no </body>')
  return html.slice(0, end) + markup + html.slice(end)
}
