import { describe, expect, it } from 'vitest'
import { belongsToBuild, requestKind } from './requests'

const origin = 'https://example.com'
const kind = (href: string, mode = 'cors', method = 'GET') =>
  requestKind({ url: new URL(href, origin), origin, mode, method })

describe('requestKind', () => {
  it('answers navigations as pages', () => {
    expect(kind('/fr/article/x/', 'navigate')).toBe('page')
    expect(kind('/', 'navigate')).toBe('page')
  })

  it('caches page data and static queries, never the redirect table or the published build', () => {
    expect(kind('/page-data/fr/x/page-data.json')).toBe('page-data')
    expect(kind('/page-data/sq/d/123.json')).toBe('static-query')
    expect(kind('/page-data/redirects.json')).toBe('network')
    expect(kind('/page-data/app-data.json')).toBe('network')
  })

  it('caches images and the search index, whose entry file is asked of the network first', () => {
    expect(kind('/images/_r/abc-640.webp', 'no-cors')).toBe('image')
    expect(kind('/pagefind/pagefind-entry.json')).toBe('search-entry')
    expect(kind('/pagefind/index/en_4f2a1c3.pf_index')).toBe('search')
    expect(kind('/pagefind/pagefind.js')).toBe('search')
  })

  it('leaves other origins, other methods and everything else to the network', () => {
    expect(kind('https://www.googletagmanager.com/gtm.js', 'no-cors')).toBe('network')
    expect(kind('/page-data/index/page-data.json', 'cors', 'POST')).toBe('network')
    expect(kind('/sitemap.xml')).toBe('network')
  })
})

describe('belongsToBuild', () => {
  it('accepts a record of this build', () => {
    expect(belongsToBuild({ webpackCompilationHash: 'b1', path: '/' }, 'b1')).toBe(true)
  })

  // Static query results have a route of their own (cache-first, named by their content's hash).
  it('refuses a record of another build and bodies that are not records', () => {
    expect(belongsToBuild({ webpackCompilationHash: 'a0' }, 'b1')).toBe(false)
    expect(belongsToBuild({ navigation: [] }, 'b1')).toBe(false)
    expect(belongsToBuild(null, 'b1')).toBe(false)
    expect(belongsToBuild('text', 'b1')).toBe(false)
  })
})
