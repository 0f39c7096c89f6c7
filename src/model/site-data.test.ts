import { describe, expect, it } from 'vitest'
import { siteData } from './site-data'
import { minimal, testCatalog, testIndex, testPortfolio } from './testing/test-content'

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
        contact: {
          address: {
            en: ['150 Bloor Street West, Suite 500', 'Toronto, Ontario M5S 2X9'],
            fr: ['150, rue Bloor Ouest, bureau 500', 'Toronto (Ontario) M5S 2X9'],
          },
          phone: { shown: '1 866 757-7207', dial: '+18667577207' },
          regulatory: { en: 'Mutual funds are not guaranteed.', cn: '共同基金不受保证。' },
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

  it("gives each locale the footer details of the brand's site.yaml in its language, else the default locale's", () => {
    expect(siteData(catalog, 'fr').contact).toEqual({
      address: ['150, rue Bloor Ouest, bureau 500', 'Toronto (Ontario) M5S 2X9'],
      phone: { shown: '1 866 757-7207', dial: '+18667577207' },
      regulatory: 'Mutual funds are not guaranteed.',
    })
    expect(siteData(catalog, 'cn').contact).toMatchObject({
      address: ['150 Bloor Street West, Suite 500', 'Toronto, Ontario M5S 2X9'],
      regulatory: '共同基金不受保证。',
    })
  })

  it('gives no footer details when site.yaml has none', () => {
    expect(siteData(testCatalog(testIndex([])), 'en')).not.toHaveProperty('contact')
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
