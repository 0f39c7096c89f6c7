import { FORMATS_SCRIPT_ID } from '../../src/site/format'
import { beforeBodyEnd } from './first-paint'

/**
 * Puts the strings a page formatted at build time into the page, as a JSON
 * script before `</body>`, for hydration to reuse (see `rememberFormats`).
 * Nothing is added when the page formatted nothing.
 */
export function embedFormats(html: string, formats: Record<string, string>): string {
  if (Object.keys(formats).length === 0) return html
  // `<` escaped, so no text can close the script early.
  const json = JSON.stringify(formats).replace(/</g, '\\u003c')
  return beforeBodyEnd(
    html,
    `<script type="application/json" id="${FORMATS_SCRIPT_ID}">${json}</script>`,
  )
}
