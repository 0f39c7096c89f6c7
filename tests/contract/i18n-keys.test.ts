import { globSync, readFileSync, readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { LOCALE_CODES } from '../../src/site/locales'

type Tree = { [key: string]: string | Tree }

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(path, value)
    else for (const [k, v] of leaves(value, path)) out.set(k, v)
  }
  return out
}

/**
 * Every string folder: the site's (src/i18n/locales), each feature's own
 * (`src/<feature>/locales`, e.g. the sign-in screens' and the charts') and
 * the build's (src/i18n/build/locales, which no page loads), found as the
 * code finds them, by their name.
 */
const RESOURCES = globSync('src/**/locales').sort()

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort()

it('finds the string folders of the site, the sign-in screens, the charts and the build', () => {
  expect(RESOURCES).toEqual(
    expect.arrayContaining([
      'src/auth/locales',
      'src/components/charts/locales',
      'src/i18n/build/locales',
      'src/i18n/locales',
    ]),
  )
})

describe.each(RESOURCES)('UI strings contract of %s', (dir) => {
  it('has one file per locale of the list (src/site/locales.ts), and no other', () => {
    expect(readdirSync(dir).sort()).toEqual(LOCALE_CODES.map((code) => `${code}.json`).sort())
  })

  const strings = (code: string) =>
    leaves(JSON.parse(readFileSync(`${dir}/${code}.json`, 'utf8')) as Tree)
  const english = strings('en')

  it.each(LOCALE_CODES)('%s has exactly the English keys, none empty', (code) => {
    const local = strings(code)
    const missing = [...english.keys()].filter((k) => !local.has(k))
    const extra = [...local.keys()].filter((k) => !english.has(k))
    const empty = [...local].filter(([, v]) => v.trim() === '').map(([k]) => k)
    expect({ missing, extra, empty }).toEqual({ missing: [], extra: [], empty: [] })
  })

  it.each(LOCALE_CODES)('%s keeps every {{placeholder}} of the English string', (code) => {
    const local = strings(code)
    const wrong = [...english].filter(([k, v]) => {
      const translated = local.get(k)
      return translated !== undefined && placeholders(translated).join() !== placeholders(v).join()
    })
    expect(wrong.map(([k]) => k)).toEqual([])
  })
})

it('the sign-in screens add keys the site does not already have', () => {
  const site = leaves(JSON.parse(readFileSync('src/i18n/locales/en.json', 'utf8')) as Tree)
  const auth = leaves(JSON.parse(readFileSync('src/auth/locales/en.json', 'utf8')) as Tree)
  expect([...auth.keys()].filter((k) => site.has(k))).toEqual([])
})
