import { describe, expect, it } from 'vitest'
import {
  localeOfPath,
  localizedPath,
  notFoundPath,
  pageDataUrl,
  pageOfDataUrl,
  withTrailingSlash,
} from './paths'

describe('withTrailingSlash', () => {
  it('adds the slash every page URL ends with', () => {
    expect(withTrailingSlash('/who-we-are')).toBe('/who-we-are/')
    expect(withTrailingSlash('/fr/article/x/')).toBe('/fr/article/x/')
    expect(withTrailingSlash('')).toBe('/')
    expect(withTrailingSlash('fr')).toBe('/fr/')
  })

  it('collapses repeated slashes and leaves files alone', () => {
    expect(withTrailingSlash('//fr//x')).toBe('/fr/x/')
    expect(withTrailingSlash('/page-data/app-data.json')).toBe('/page-data/app-data.json')
  })
})

describe('localizedPath', () => {
  it('prefixes every locale but the default', () => {
    expect(localizedPath('en', '')).toBe('/')
    expect(localizedPath('fr', '')).toBe('/fr/')
    expect(localizedPath('cn', 'article/x')).toBe('/cn/article/x/')
    expect(localizedPath('en', '/who-we-are/')).toBe('/who-we-are/')
  })

  it('rejects unknown locales', () => {
    expect(() => localizedPath('de', 'x')).toThrow('invalid locale provided')
  })
})

describe('localeOfPath', () => {
  it('reads the locale from the first segment only', () => {
    expect(localeOfPath('/fr/x/')).toBe('fr')
    expect(localeOfPath('/cn/')).toBe('cn')
    expect(localeOfPath('/')).toBe('en')
    expect(localeOfPath('/france/')).toBe('en')
    expect(localeOfPath('/en/x/')).toBe('en')
  })

  it('gives each locale its own not-found page', () => {
    expect(notFoundPath('en')).toBe('/404/')
    expect(notFoundPath('fr')).toBe('/fr/404/')
  })
})

describe('pageDataUrl', () => {
  it('follows the specification: index for the root, the path otherwise', () => {
    expect(pageDataUrl('/')).toBe('/page-data/index/page-data.json')
    expect(pageDataUrl('/fr/')).toBe('/page-data/fr/page-data.json')
    expect(pageDataUrl('/fr/article/x/')).toBe('/page-data/fr/article/x/page-data.json')
    expect(pageDataUrl('/who-we-are')).toBe('/page-data/who-we-are/page-data.json')
  })
})

describe('pageOfDataUrl', () => {
  it('gives back the page of a page-data file', () => {
    for (const page of ['/', '/fr/', '/fr/article/x/', '/cn/investment-approach/'])
      expect(pageOfDataUrl(pageDataUrl(page))).toBe(page)
  })

  it('is null for the files beside page data', () => {
    expect(pageOfDataUrl('/page-data/app-data.json')).toBeNull()
    expect(pageOfDataUrl('/page-data/sq/d/abc123.json')).toBeNull()
    expect(pageOfDataUrl('/pagefind/pagefind-entry.json')).toBeNull()
  })
})
