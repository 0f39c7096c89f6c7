import type { Locale } from '../../src/site/locales'

/** The characters JavaScript's `\s` matches. */
function isSpace(c: number): boolean {
  return (
    (c >= 0x09 && c <= 0x0d) ||
    c === 0x20 ||
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  )
}

/**
 * Words in rendered HTML, for an article's reading time: what is left once
 * each tag (`<` to the next `>`, with something between) is read as a space.
 * Chinese is written without spaces: two characters count as a word. One pass
 * over the characters, as the content check does for every page: replacing
 * the tags and splitting the text took a twentieth of the check.
 */
export function wordCount(html: string, locale: Locale): number {
  let words = 0
  let characters = 0
  let inWord = false
  for (let k = 0; k < html.length; k++) {
    const c = html.charCodeAt(k)
    if (c === 0x3c) {
      const end = html.indexOf('>', k + 1)
      if (end > k + 1) {
        inWord = false
        k = end
        continue
      }
      // Printable ASCII is never a space: most characters skip the test.
    } else if ((c <= 0x20 || c >= 0x7f) && isSpace(c)) {
      inWord = false
      continue
    }
    characters++
    if (!inWord) words++
    inWord = true
  }
  return locale === 'cn' ? Math.round(characters / 2) : words
}
