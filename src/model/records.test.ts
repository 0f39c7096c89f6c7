import { describe, expect, it } from 'vitest'
import { buildRecords, sitePagePaths } from './records'
import { minimal, testContext, testIndex } from './testing/test-content'

describe('buildRecords', () => {
  const index = testIndex(
    [
      { locale: 'en', data: { ...minimal.home, id: 'home' } },
      { locale: 'en', data: { ...minimal.page, id: 'about', slug: 'about' } },
      { locale: 'cn', data: { ...minimal.page, id: 'about', slug: 'about' } },
    ],
    {
      site: {
        asAtDate: '2025-06-30',
        performanceApprovalDate: '2025-07-10',
        navigation: { main: ['about'], footer: [] },
      },
    },
  )
  // A stand-in for the build's hash: the locale the site data is of.
  const hash = (json: string) => `sq-${(JSON.parse(json) as { locale: string }).locale}`
  const site = buildRecords(index, { ...testContext, hash })

  it('makes the content records in content order, then search and not-found pages per locale', () => {
    expect(site.records.map((r) => r.path)).toEqual([
      '/',
      '/about/',
      '/cn/about/',
      '/search/',
      '/search/institutional/',
      '/404/',
      '/cn/search/',
      '/cn/search/institutional/',
      '/cn/404/',
    ])
  })

  it('names the template, the build and the locale’s site data in each record', () => {
    const [home, , cnAbout] = site.records
    expect(home).toMatchObject({
      componentChunkName: 'component---src-templates-home-tsx',
      webpackCompilationHash: 'h1',
      matchPath: '/',
      staticQueryHashes: ['sq-en'],
    })
    expect(cnAbout?.staticQueryHashes).toEqual(['sq-cn'])
    expect([...site.staticQueries.keys()]).toEqual(['sq-en', 'sq-cn'])
    expect(site.staticQueries.get('sq-cn')?.navigation.main).toEqual([
      { label: 'T', path: '/cn/about/' },
    ])
  })

  it('links generated pages to their translations in every locale with content', () => {
    const notFound = site.records.find((r) => r.path === '/cn/404/')
    expect(notFound?.result.translations).toEqual([
      { locale: 'en', hrefLang: 'en-CA', path: '/404/' },
      { locale: 'cn', hrefLang: 'zh-CN', path: '/cn/404/' },
    ])
    expect(site.records.find((r) => r.path === '/cn/about/')?.result.translations).toHaveLength(2)
  })

  it('lists in sitePagePaths exactly the paths it makes records for', () => {
    expect([...sitePagePaths(index)].sort()).toEqual(site.records.map((r) => r.path).sort())
  })
})
