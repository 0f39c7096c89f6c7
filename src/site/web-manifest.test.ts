import { describe, expect, it } from 'vitest'
import { LOCALE_CODES } from './locales'
import { manifestEntry, manifestFor } from './web-manifest'

describe('manifestFor', () => {
  it.each([
    ['/', '/manifest.webmanifest'],
    ['/investment-approach/', '/manifest.webmanifest'],
    ['/fr/', '/fr/manifest.webmanifest'],
    ['/fr/article/x/', '/fr/manifest.webmanifest'],
    ['/cn/investmest-approach/', '/cn/manifest.webmanifest'],
  ])('links %s to %s', (path, href) => {
    expect(manifestFor(path, LOCALE_CODES).href).toBe(href)
  })

  it('matches the start of the path only, with its slash', () => {
    expect(manifestFor('/france/', LOCALE_CODES).href).toBe('/manifest.webmanifest')
    expect(manifestFor('/article/fr/', LOCALE_CODES).href).toBe('/manifest.webmanifest')
  })

  it('uses the default manifest for a locale the brand does not have', () => {
    expect(manifestFor('/cn/x/', ['en', 'fr']).href).toBe('/manifest.webmanifest')
  })
})

describe('manifestEntry', () => {
  it('gives each locale its start URL, scope and language tag', () => {
    expect(manifestEntry('en')).toEqual({
      locale: 'en',
      lang: 'en-CA',
      start_url: '/',
      href: '/manifest.webmanifest',
    })
    expect(manifestEntry('cn')).toMatchObject({ lang: 'zh-CN', start_url: '/cn/' })
  })
})
