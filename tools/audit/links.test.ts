import { describe, expect, it } from 'vitest'
import { checkLinks, skipRule } from './links'

const FIXTURES = 'tests/fixtures/audit'

describe('links check', () => {
  it('passes a clean site: redirects ending on a page, fragments, CSS URLs, production URLs', async () => {
    const report = await checkLinks({ root: `${FIXTURES}/links-clean` })
    expect(report.broken).toEqual([])
    expect(report.ok).toBe(true)
    expect(report.siteUrl).toBe('https://example.org')
    expect(report.skipped).toBe(2)
  })

  it('reports every broken link, fragment, image and CSS URL with the page it appears on', async () => {
    const report = await checkLinks({ root: `${FIXTURES}/links-broken`, concurrency: 4 })
    expect(report.ok).toBe(false)
    expect(report.broken).toEqual([
      {
        page: '/',
        url: '/about/#nope',
        status: 200,
        kind: 'fragment',
        reason: 'no element with id "nope" on the target page',
      },
      // The hreflang link to https://example.org/cn/about/, checked against the build.
      { page: '/', url: '/cn/about/', status: 404, kind: 'page', reason: 'HTTP 404' },
      {
        page: '/',
        url: '/gone/',
        status: 404,
        kind: 'page',
        reason: 'redirected to /nowhere/, which answers HTTP 404',
      },
      { page: '/', url: '/images/missing.png', status: 404, kind: 'image', reason: 'HTTP 404' },
      { page: '/', url: '/missing/', status: 404, kind: 'page', reason: 'HTTP 404' },
      {
        page: '/assets/site.css',
        url: '/assets/missing.woff2',
        status: 404,
        kind: 'asset',
        reason: 'HTTP 404',
      },
    ])
  })

  it('treats production URLs as external when asked to', async () => {
    const report = await checkLinks({ root: `${FIXTURES}/links-broken`, siteUrl: null })
    expect(report.broken.map((b) => b.url)).not.toContain('/cn/about/')
    expect(report.siteUrl).toBeNull()
  })
})

describe('which links are skipped', () => {
  const origin = 'http://127.0.0.1:4173'
  it('skips other sites unless --external, never the site itself or its production URL', () => {
    const skip = skipRule({ origin, siteUrl: 'https://example.org', external: false })
    expect(skip(`${origin}/x/`)).toBe(false)
    expect(skip('https://example.org/fr/')).toBe(false)
    expect(skip('https://example.org.evil.test/')).toBe(true)
    expect(skip('http://127.0.0.1:9999/')).toBe(true)
    expect(skip('https://elsewhere.test/')).toBe(true)
    const all = skipRule({ origin, siteUrl: null, external: true })
    expect(all('https://elsewhere.test/')).toBe(false)
  })
})
