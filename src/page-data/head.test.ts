import { describe, expect, it } from 'vitest'
import type { PageCommon } from '../model/common'
import { documentTitle, ogLocaleAlternates, pageHead } from './head'

const page: PageCommon = {
  id: 'who-we-are',
  locale: 'fr',
  title: 'Qui sommes-nous',
  description: 'Une société indépendante.',
  translations: [
    { locale: 'en', hrefLang: 'en-CA', path: '/who-we-are/' },
    { locale: 'fr', hrefLang: 'fr-CA', path: '/fr/qui-sommes-nous/' },
  ],
  site: { name: 'EdgePoint', url: 'https://example.com', brand: 'Edgepoint' },
  pageContext: { locale: 'fr', hrefLang: 'fr-CA', originalPath: '/qui-sommes-nous/' },
}

describe('pageHead', () => {
  it('links each existing translation and x-default to the default-language version', () => {
    const { links } = pageHead(page, '/fr/qui-sommes-nous/')
    expect(links).toEqual([
      { rel: 'canonical', href: 'https://example.com/fr/qui-sommes-nous/' },
      { rel: 'alternate', hrefLang: 'en-CA', href: 'https://example.com/who-we-are/' },
      { rel: 'alternate', hrefLang: 'fr-CA', href: 'https://example.com/fr/qui-sommes-nous/' },
      { rel: 'alternate', hrefLang: 'x-default', href: 'https://example.com/who-we-are/' },
    ])
  })

  it('writes og:locale, and one og:locale:alternate per other translation, with underscores', () => {
    const { meta } = pageHead(page, '/fr/qui-sommes-nous/')
    expect(meta).toContainEqual({ property: 'og:locale', content: 'fr_CA' })
    expect(ogLocaleAlternates(page)).toEqual(['en_CA'])
    expect(ogLocaleAlternates({ ...page, locale: 'en' })).toEqual(['fr_CA'])
    expect(ogLocaleAlternates(page, true)).toEqual([])
    expect(meta).toContainEqual({ title: 'Qui sommes-nous | EdgePoint' })
    expect(meta).toContainEqual({ name: 'description', content: 'Une société indépendante.' })
  })

  it('points x-default at the site root when there is no default-language version', () => {
    const { links } = pageHead(
      { ...page, translations: page.translations.slice(1) },
      '/fr/qui-sommes-nous/',
    )
    expect(links.at(-1)).toEqual({
      rel: 'alternate',
      hrefLang: 'x-default',
      href: 'https://example.com/',
    })
  })

  it('keeps a not-found page out of search engines', () => {
    const head = pageHead(page, '/fr/x/', true)
    expect(head.links).toEqual([])
    expect(head.meta).toContainEqual({ name: 'robots', content: 'noindex' })
  })
})

describe('documentTitle', () => {
  const site = {
    name: 'Cymbria Corporation',
    localNames: { fr: 'Corporation Cymbria' },
    url: 'https://example.com',
    brand: 'Cymbria' as const,
  }

  it("follows the page's title with the site's name", () => {
    expect(documentTitle({ title: 'Qui sommes-nous', site })).toBe(
      'Qui sommes-nous | Cymbria Corporation',
    )
  })

  it("does not repeat the site's name on a page titled with it, in any of its languages", () => {
    expect(documentTitle({ title: 'Cymbria Corporation', site })).toBe('Cymbria Corporation')
    expect(documentTitle({ title: 'Corporation Cymbria', site })).toBe('Corporation Cymbria')
    expect(pageHead({ ...page, title: 'Corporation Cymbria', site }, '/fr/').meta).toContainEqual({
      title: 'Corporation Cymbria',
    })
  })
})
