import { describe, expect, it } from 'vitest'
import fr from '../../i18n/build/locales/fr.json'
import cn from '../../i18n/locales/cn.json'
import { minimal, testCatalog, testIndex } from '../testing/test-content'
import { notFoundPages } from './not-found'
import { searchPages } from './search'

const catalog = testCatalog(testIndex([]))

describe('search pages', () => {
  it("are the site's and the institutional subsite's, in each locale", () => {
    expect(searchPages.pages.map((p) => [p.id, p.path('fr'), p.subsite])).toEqual([
      ['search', '/fr/search/', undefined],
      ['search-institutional', '/fr/search/institutional/', 'institutional'],
    ])
  })

  it('are titled in their locale and keep the subsite they search', () => {
    const [, institutional] = searchPages.pages
    if (!institutional) throw new Error('no institutional search')
    expect(searchPages.result(institutional, 'fr', [], catalog)).toMatchObject({
      template: 'search',
      id: 'search-institutional',
      title: fr.pages.search.title,
      description: fr.pages.search.description,
      subsite: 'institutional',
      pageContext: { originalPath: '/search/institutional/' },
    })
  })

  it("point to their locale's site map (for visitors without JavaScript) when it has one", () => {
    const withSiteMap = testCatalog(
      testIndex([
        {
          locale: 'fr',
          data: {
            ...minimal.page,
            id: 'plan',
            slug: 'plan',
            title: 'Plan du site',
            blocks: [{ type: 'site-map' }],
          },
        },
      ]),
    )
    const [site] = searchPages.pages
    if (!site) throw new Error('no search page')
    expect(searchPages.result(site, 'fr', [], withSiteMap)).toMatchObject({
      siteMap: { label: 'Plan du site', path: '/fr/plan/' },
    })
    expect(searchPages.result(site, 'cn', [], withSiteMap)).not.toHaveProperty('siteMap')
  })
})

describe('not-found pages', () => {
  it('are /404/ in each locale, with the locale’s words', () => {
    const [page] = notFoundPages.pages
    if (!page) throw new Error('no not-found page')
    expect(page.path('cn')).toBe('/cn/404/')
    expect(notFoundPages.result(page, 'cn', [], catalog)).toMatchObject({
      template: 'not-found',
      id: '404',
      title: cn.notFound.title,
      description: cn.notFound.body,
    })
  })
})
