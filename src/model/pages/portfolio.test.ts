import { describe, expect, it } from 'vitest'
import { minimal, resultAt, testIndex, testPortfolio } from '../testing/test-content'
import { portfolioPages } from './portfolio'
import { portfolioSchema } from '../schemas/portfolio'

describe('portfolio pages', () => {
  it('live under /portfolio/ and hold no image', () => {
    const page = portfolioSchema.parse({
      ...minimal.portfolio,
      id: 'global',
      slug: 'global-portfolio',
    })
    expect(portfolioPages.path('cn', page)).toBe('/cn/portfolio/global-portfolio/')
    expect(portfolioPages.imageFields(page)).toEqual([])
  })

  it('show the figures named by `data`, the managers and the newest commentaries in the page locale', () => {
    const index = testIndex(
      [
        { locale: 'en', data: { ...minimal.portfolio, id: 'page', slug: 'p', data: 'global' } },
        { locale: 'en', data: { ...minimal.member, id: 'ann', portfolios: ['global'] } },
        { locale: 'en', data: { ...minimal.member, id: 'bob', firstName: 'Bob' } },
        { locale: 'fr', data: { ...minimal.member, id: 'ann', portfolios: ['global'] } },
        ...[1, 2, 3, 4, 5].map((d) => ({
          locale: 'en' as const,
          data: {
            ...minimal.article,
            id: `c${d}`,
            slug: `c${d}`,
            date: `2025-0${d}-01`,
            portfolios: ['global'],
          },
        })),
      ],
      { portfolios: [testPortfolio('global', 'global-equity')] },
    )
    const result = resultAt(index, '/portfolio/p/', 'portfolio')
    expect(result).toMatchObject({
      portfolioId: 'global',
      category: 'global-equity',
      inceptionDate: '2008-11-17',
      topHoldings: [{ name: 'Holding', weight: 5 }],
      assetAllocation: [{ assetClass: 'equities', weight: 100 }],
      managers: [{ name: 'Ann Lee', path: '/your-team/annl/' }],
    })
    expect(result.managers).toHaveLength(1)
    expect(result.commentaries.map((a) => a.path)).toEqual(
      ['c5', 'c4', 'c3', 'c2'].map((s) => `/article/${s}/`),
    )
  })

  it('refuse to make a record without the portfolio figures', () => {
    const index = testIndex([{ locale: 'en', data: { ...minimal.portfolio, id: 'x', slug: 'x' } }])
    expect(() => resultAt(index, '/portfolio/x/', 'portfolio')).toThrow('no figures for "x"')
  })
})
