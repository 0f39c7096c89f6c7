import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { BRANDS } from '../../src/site/brands'
import type { PageDataRecord } from '../../src/model/page-data-record'
import { loadContent } from '../content/load'
import {
  TEST_BUILD_STRINGS,
  TEST_UI_STRINGS,
  testImage,
} from '../../src/model/testing/test-content'
import { sitePagePaths, type SiteRecords } from '../../src/model/records'
import { buildRecords } from './page-records'

let site: SiteRecords
const byPath = (p: string): PageDataRecord => {
  const found = site.records.find((r) => r.path === p)
  if (!found) throw new Error(`no record ${p}`)
  return found
}

beforeAll(async () => {
  const index = await loadContent(path.resolve('tests/fixtures/small-site'), 'edgepoint')
  site = buildRecords(index, {
    brand: BRANDS.edgepoint,
    buildHash: 'h1',
    uiStrings: TEST_UI_STRINGS,
    buildStrings: TEST_BUILD_STRINGS,
    image: testImage,
  })
})

describe('buildRecords', () => {
  it('makes one record per content file, plus search and 404 pages for each locale with content', () => {
    expect(site.records.map((r) => r.path).sort()).toEqual(
      [
        '/',
        '/404/',
        '/article/Q1-2025-edgepoint-commentary/',
        '/article/Q4-2024-edgepoint-commentary/',
        '/fr/',
        '/fr/404/',
        '/fr/qui-sommes-nous/',
        '/fr/search/',
        '/fr/search/institutional/',
        '/portfolio/edgepoint-global-portfolio/',
        '/search/',
        '/search/institutional/',
        '/who-we-are/',
        '/your-team/margaretc/',
      ].sort(),
    )
  })

  it('names the template and the build in each record, in its own locale only', () => {
    const r = byPath('/fr/qui-sommes-nous/')
    expect(r.componentChunkName).toBe('component---src-templates-general-tsx')
    expect(r.webpackCompilationHash).toBe('h1')
    expect(r.result.pageContext).toEqual({
      locale: 'fr',
      hrefLang: 'fr-CA',
      originalPath: '/qui-sommes-nous/',
    })
    expect(JSON.stringify(r)).not.toContain('We invest alongside you')
  })

  it('shares one site-data static query per locale with menus, dates and every portfolio series', () => {
    const hashEn = byPath('/').staticQueryHashes
    expect(hashEn).toHaveLength(1)
    expect(byPath('/who-we-are/').staticQueryHashes).toEqual(hashEn)
    expect(byPath('/fr/').staticQueryHashes).not.toEqual(hashEn)
    const data = site.staticQueries.get(hashEn[0] ?? '')
    expect(data).toMatchObject({
      locale: 'en',
      asAtDate: '2025-06-30',
      performanceApprovalDate: '2025-07-10',
      navigation: {
        main: [
          { label: 'Who we are', path: '/who-we-are/' },
          { label: 'EdgePoint Global Portfolio', path: '/portfolio/edgepoint-global-portfolio/' },
        ],
      },
      allPortfolioSeries: [
        {
          portfolioId: 'global',
          series: 'A',
          codes: ['EDG100'],
          path: '/portfolio/edgepoint-global-portfolio/',
        },
      ],
    })
    // French has no portfolio page: its menu lists only what exists in French.
    const fr = site.staticQueries.get(byPath('/fr/').staticQueryHashes[0] ?? '')
    expect(fr?.navigation.main).toEqual([
      { label: 'Qui sommes-nous', path: '/fr/qui-sommes-nous/' },
    ])
  })

  it('fills the lists of composed pages from the content', () => {
    const home = byPath('/').result
    if (home.template !== 'home') throw new Error('not home')
    expect(home.blocks.map((b) => b.type)).toEqual(['rich-text', 'article-list', 'site-map'])
    expect(home.blocks[1]).toMatchObject({
      type: 'article-list',
      items: [{ path: '/article/Q1-2025-edgepoint-commentary/' }],
    })
    expect(home.blocks[2]).toMatchObject({
      type: 'site-map',
      sections: [
        { key: 'pages', links: [{ label: 'Home' }, { label: 'Who we are' }] },
        { key: 'portfolios' },
        { key: 'team', links: [{ label: 'Margaret Chen', path: '/your-team/margaretc/' }] },
        { key: 'articles' },
      ],
    })
  })

  it('resolves authors, portfolios, managers and related articles', () => {
    const article = byPath('/article/Q1-2025-edgepoint-commentary/').result
    expect(article).toMatchObject({
      template: 'article',
      authors: [
        { name: 'Margaret Chen', path: '/your-team/margaretc/', role: 'Portfolio Manager' },
      ],
      portfolios: [
        { label: 'EdgePoint Global Portfolio', path: '/portfolio/edgepoint-global-portfolio/' },
      ],
      related: [{ path: '/article/Q4-2024-edgepoint-commentary/' }],
    })
    const portfolio = byPath('/portfolio/edgepoint-global-portfolio/').result
    expect(portfolio).toMatchObject({
      template: 'portfolio',
      managers: [{ name: 'Margaret Chen' }],
      commentaries: [{ path: '/article/Q1-2025-edgepoint-commentary/' }],
    })
    const bio = byPath('/your-team/margaretc/').result
    expect(bio).toMatchObject({ template: 'bio', name: 'Margaret Chen', joined: 2009 })
  })

  it('gives every locale a not-found page in its own language', () => {
    expect(byPath('/404/').result.title).toBe(TEST_UI_STRINGS.en.notFound.title)
    expect(byPath('/fr/404/').result.title).toBe(TEST_UI_STRINGS.fr.notFound.title)
  })
})

describe('sitePagePaths', () => {
  it('lists exactly the paths the build writes pages for', async () => {
    const index = await loadContent(path.resolve('tests/fixtures/small-site'), 'edgepoint')
    expect([...sitePagePaths(index)].sort()).toEqual(site.records.map((r) => r.path).sort())
  })
})
