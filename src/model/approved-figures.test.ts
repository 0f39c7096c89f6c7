import { describe, expect, it } from 'vitest'
import { approvedData, siteFileSchema, type ShareMonth } from './brand-data'
import type { MonthValue } from './fund-history'
import { resolveBlock } from './resolve-blocks'
import { minimal, resultAt, testCatalog, testIndex, testPortfolio } from './testing/test-content'

/** The site's as-at date in test content is 2025-06-30: July's row awaits approval. */
const growth: MonthValue[] = [
  { month: '2025-04', value: 10_100 },
  { month: '2025-05', value: 10_200 },
  { month: '2025-06', value: 10_300 },
  { month: '2025-07', value: 10_900 },
]
const shares: ShareMonth[] = [
  { month: '2025-05', nav: 20, price: 18 },
  { month: '2025-06', nav: 21, price: 19 },
  { month: '2025-07', nav: 25, price: 24 },
]

const index = () =>
  testIndex([{ locale: 'en', data: { ...minimal.portfolio, id: 'global', slug: 'g' } }], {
    portfolios: [testPortfolio('global', 'global-equity')],
    growth: { global: { A: growth } },
    shareHistory: shares,
  })

describe('figures dated after the as-at date never reach a page', () => {
  it('leave the growth chart and its table of a portfolio page', () => {
    const result = resultAt(index(), '/portfolio/g/', 'portfolio')
    const chart = result.charts.buildOnly?.growth[0]
    // Since inception: the $10,000 of the start, at March's end, then April to June.
    expect(chart?.chart.months).toEqual({ first: '2025-03', last: '2025-06' })
    expect(chart?.to).toBe('2025-06')
    expect(JSON.stringify(result)).not.toContain('10900')
  })

  it('leave the share history block', () => {
    const view = resolveBlock({ type: 'share-history' }, 'en', testCatalog(index()))
    if (view.type !== 'share-history') throw new Error(`a ${view.type} block`)
    expect(view.buildOnly?.chart.months).toEqual({ first: '2025-05', last: '2025-06' })
    expect(view.buildOnly?.table.rows.map((r) => r.label)).toEqual(['2025-06', '2025-05'])
  })

  it('are kept in the content, for the day they are approved', () => {
    const data = index().data
    expect(data.growth.global?.A).toHaveLength(4)
    const approved = approvedData({ ...data, site: { ...data.site, asAtDate: '2025-07-31' } })
    expect(approved.growth.global?.A?.at(-1)).toEqual({ month: '2025-07', value: 10_900 })
    expect(approved.shareHistory.at(-1)?.month).toBe('2025-07')
    expect(approvedData(data).growth.global?.A?.at(-1)?.month).toBe('2025-06')
  })
})

describe("site.yaml's dates", () => {
  const site = (asAtDate: string, performanceApprovalDate: string) =>
    siteFileSchema.safeParse({
      asAtDate,
      performanceApprovalDate,
      navigation: { main: ['home'] },
    })
  const issues = (asAtDate: string, approval: string) =>
    site(asAtDate, approval).error?.issues.map((i) => ({ path: i.path, message: i.message })) ?? []

  it('take figures as at a month-end, approved on that day or after', () => {
    expect(issues('2025-06-30', '2025-07-10')).toEqual([])
    expect(issues('2025-06-30', '2025-06-30')).toEqual([])
    expect(issues('2024-02-29', '2024-03-05')).toEqual([])
  })

  it('refuse figures approved before the date they are as at, naming both fixes', () => {
    expect(issues('2025-07-31', '2025-07-10')).toEqual([
      {
        path: ['asAtDate'],
        message:
          'figures as at 2025-07-31 cannot have been approved on 2025-07-10, before that date: set performanceApprovalDate to the day compliance approved them, or asAtDate to the month-end they approved',
      },
    ])
  })

  it('refuse an as-at date that is no month-end, naming the month-end', () => {
    expect(issues('2025-06-15', '2025-07-10')).toEqual([
      {
        path: ['asAtDate'],
        message:
          "2025-06-15 is no month-end: figures are as at the last day of a month, write 2025-06-30 (or the month before's)",
      },
    ])
  })
})
