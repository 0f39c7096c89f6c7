import { describe, expect, it } from 'vitest'
import type { PortfolioSeries } from '../../model/site-data'
import { groupByPortfolio } from './series-cells'

const series = (portfolioId: string, name: string): PortfolioSeries => ({
  portfolioId,
  portfolio: portfolioId,
  path: `/portfolio/${portfolioId}/`,
  category: 'global-equity',
  series: name,
  codes: [],
  mer: 1,
  managementFee: 1,
  minimumInvestment: 1000,
  distributions: 'annual',
  startDate: '2008-11-17',
  performance: { oneYear: 1, threeYear: 1, fiveYear: 1, tenYear: 1, sinceInception: 1 },
})

describe('groupByPortfolio', () => {
  it('makes one group per run of a portfolio, keeping the order', () => {
    const rows = [series('g', 'A'), series('g', 'F'), series('c', 'A'), series('g', 'AN')]
    expect(groupByPortfolio(rows).map((g) => g.map((s) => `${s.portfolioId}${s.series}`))).toEqual([
      ['gA', 'gF'],
      ['cA'],
      ['gAN'],
    ])
  })

  it('has nothing to group in an empty table', () => {
    expect(groupByPortfolio([])).toEqual([])
  })
})
