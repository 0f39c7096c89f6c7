import { FORMATS_SCRIPT_ID } from '../../src/site/format'

/**
 * Puts the strings a page formatted at build time into the page, as a JSON
 * script before `</body>`, for hydration to reuse (see `rememberFormats`).
 * Nothing is added when the page formatted nothing.
 */
export function embedFormats(html: string, formats: Record<string, string>): string {
  if (Object.keys(formats).length === 0) return html
  // `<` escaped, so no text can close the script early.
  const json = JSON.stringify(formats).replace(/</g, '\\u003c')
  const script = `<script type="application/json" id="${FORMATS_SCRIPT_ID}">${json}</script>`
  const end = html.lastIndexOf('</body>')
  if (end < 0) throw new Error('the rendered page has no </body>')
  return html.slice(0, end) + script + html.slice(end)
}
