import type { Locale } from '../../src/site/locales'

/**
 * Words in rendered HTML, for an article's reading time. Chinese is written
 * without spaces: two characters count as a word.
 */
export function wordCount(html: string, locale: Locale): number {
  const text = html.replace(/<[^>]+>/g, ' ')
  return locale === 'cn'
    ? Math.round(text.replace(/\s/g, '').length / 2)
    : text.split(/\s+/).filter(Boolean).length
}
