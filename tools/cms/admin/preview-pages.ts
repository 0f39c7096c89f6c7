import { claimedPath } from '../../../src/model/registry'
import { LOCALE_CODES, type Locale } from '../../../src/site/locales'

/**
 * The pages of an entry on a server that shows the site (the dev server of
 * `npm run cms`), one per language written: what the preview frames and links.
 */
export function previewPages(
  fieldsByLocale: (locale: Locale) => Record<string, unknown> | undefined,
  origin: string,
): { locale: Locale; url: string }[] {
  return LOCALE_CODES.flatMap((locale) => {
    const fields = fieldsByLocale(locale)
    const path = fields ? claimedPath(locale, fields) : undefined
    return path ? [{ locale, url: `${origin}${path}` }] : []
  })
}
