import { describe, expect, it } from 'vitest'
import { APP_DATA_URL, REDIRECTS_URL, pageDataUrl, staticQueryUrl } from '../../src/site/paths'
import { classifyRequest } from './dev-urls'

describe('classifyRequest', () => {
  it.each(['/', '/fr/', '/cn/', '/investment-approach/', '/fr/article/x/', '/cn/谢谢/', '/404/'])(
    'maps the page-data URL of %s back to its page',
    (pagePath) => {
      expect(classifyRequest(pageDataUrl(pagePath))).toEqual({ kind: 'page-data', path: pagePath })
    },
  )

  it('reads the hash of a static query', () => {
    expect(classifyRequest(staticQueryUrl('23c154f2b6b35838'))).toEqual({
      kind: 'static-query',
      hash: '23c154f2b6b35838',
    })
  })

  it('knows the app data and the redirect table', () => {
    expect(classifyRequest(APP_DATA_URL)).toEqual({ kind: 'app-data' })
    expect(classifyRequest(REDIRECTS_URL)).toEqual({ kind: 'redirects' })
  })

  it('takes a processed image by its flat name only', () => {
    expect(classifyRequest('/images/_r/harbour-at-dawn-cca40ef4c504-1280.avif')).toEqual({
      kind: 'image',
      file: 'harbour-at-dawn-cca40ef4c504-1280.avif',
    })
    expect(classifyRequest('/images/_r/../../package.json')).toEqual({ kind: 'page' })
    expect(classifyRequest('/images/_r/.meta')).toEqual({ kind: 'page' })
    expect(classifyRequest('/images/_r/')).toEqual({ kind: 'page' })
  })

  it('takes anything else for a page', () => {
    expect(classifyRequest('/fr/investment-approach/')).toEqual({ kind: 'page' })
    expect(classifyRequest('/page-data/nothing.json')).toEqual({ kind: 'page' })
    expect(classifyRequest('/investment-approach')).toEqual({ kind: 'page' })
  })
})
