import { describe, expect, it } from 'vitest'
import { siteData } from './site-data'
import { minimal, testCatalog, testIndex, testPortfolio } from './test-content'

describe('siteData', () => {
  const index = testIndex(
    [
      { locale: 'en', data: { ...minimal.page, id: 'about', slug: 'about', title: 'About' } },
      { locale: 'en', data: { ...minimal.portfolio, id: 'global', slug: 'g', title: 'Global' } },
      { locale: 'en', data: { ...minimal.member, id: 'ann' } },
      { locale: 'fr', data: { ...minimal.page, id: 'about', slug: 'a-propos', title: 'À propos' } },
    ],
    {
      site: {
        asAtDate: '2025-06-30',
        performanceApprovalDate: '2025-07-10',
        navigation: {
          main: ['about', { group: 'portfolios', items: ['global'] }],
          footer: ['ann'],
        },
      },
      portfolios: [
        testPortfolio('global', 'global-equity'),
        testPortfolio('income', 'fixed-income'),
      ],
    },
  )
  const catalog = testCatalog(index)

  it('gives each locale the menu entries that exist in it, titled as in their lists', () => {
    expect(siteData(catalog, 'en').navigation).toEqual({
      main: [
        { label: 'About', path: '/about/' },
        { group: 'portfolios', items: [{ label: 'Global', path: '/portfolio/g/' }] },
      ],
      footer: [{ label: 'Ann Lee', path: '/your-team/annl/' }],
    })
    // A group without a page in the locale is left out; a footer page missing in it is the
    // default locale's, marked with its language, so every locale's footer has its links.
    expect(siteData(catalog, 'fr').navigation).toEqual({
      main: [{ label: 'À propos', path: '/fr/a-propos/' }],
      footer: [{ label: 'Ann Lee', path: '/your-team/annl/', lang: 'en' }],
    })
  })

  it("gives each locale the brand's footer details in its language", () => {
    expect(siteData(catalog, 'fr').contact).toMatchObject({
      address: ['150, rue Bloor Ouest, bureau 500', 'Toronto (Ontario) M5S 2X9'],
      phone: { dial: '+18667577207' },
    })
    expect(siteData(catalog, 'cn').contact.regulatory).toMatch(/共同基金/)
  })

  it('lists every series of every portfolio, linked to its page in the locale, else in English', () => {
    const fr = siteData(catalog, 'fr')
    expect(fr).toMatchObject({
      locale: 'fr',
      asAtDate: '2025-06-30',
      performanceApprovalDate: '2025-07-10',
    })
    expect(fr.allPortfolioSeries).toEqual([
      expect.objectContaining({
        portfolioId: 'global',
        portfolio: 'Global',
        path: '/portfolio/g/',
        series: 'A',
        codes: ['EDG100'],
      }),
      // No page at all: named by its id, with no link.
      expect.objectContaining({
        portfolioId: 'income',
        portfolio: 'income',
        path: '',
        category: 'fixed-income',
      }),
    ])
  })
})
