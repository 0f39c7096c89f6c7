import type autocannon from 'autocannon'
import { describe, expect, it } from 'vitest'
import { MEMORY_ACCESS, MEMORY_REDIRECTS } from '../../src/edge/testing/memory-site'
import { chooseCases, formatEdgeBenchReport, summarizeCase } from './edge'

const pages = ['/', '/404/', '/news/', '/fr/404/', '/old-news/', '/privacy-notice/']

describe('bench edge: the cases', () => {
  it('picks a public page that is neither a 404 page nor redirected, the first public redirect and the first protected page', () => {
    const signedIn = { ...MEMORY_ACCESS, pages: ['/', '/news/'] }
    expect(chooseCases({ pages, redirects: MEMORY_REDIRECTS, access: signedIn })).toEqual({
      cases: [
        { name: 'page', path: '/privacy-notice/', expected: 200 },
        { name: 'redirect', path: '/old-news/', expected: 301 },
        { name: 'refused', path: '/', expected: 302 },
      ],
      skipped: [],
    })
  })

  it('skips the refused case on a site without sign-in, and names a redirect that is not in the table', () => {
    const { cases, skipped } = chooseCases(
      { pages, redirects: MEMORY_REDIRECTS, access: undefined },
      { redirect: '/nope/', refused: '/news/' },
    )
    expect(cases).toEqual([{ name: 'page', path: '/', expected: 200 }])
    expect(skipped).toEqual([
      { name: 'redirect', reason: '/nope/ is not a row of the built redirect table' },
      { name: 'refused', reason: 'the site was built without sign-in' },
    ])
  })

  it('expects 401 for protected data', () => {
    const { cases } = chooseCases(
      { pages, redirects: [], access: MEMORY_ACCESS },
      { refused: '/page-data/news/page-data.json' },
    )
    expect(cases.find((c) => c.name === 'refused')?.expected).toBe(401)
  })
})

/** The fields of autocannon's result the summary reads. */
function result(statusCodeStats: Record<string, { count: number }>, errors = 0): autocannon.Result {
  const latency = { p50: 1, p99: 7 } as autocannon.Histogram
  return {
    statusCodeStats,
    errors,
    timeouts: 0,
    duration: 2,
    latency,
  } as unknown as autocannon.Result
}

describe('bench edge: the report', () => {
  const page = { name: 'page', path: '/', expected: 200 } as const

  it('counts answers by status and reports req/s and p99', () => {
    const summary = summarizeCase(page, result({ '200': { count: 1000 } }))
    expect(summary).toMatchObject({ requests: 1000, requestsPerSecond: 500, p99Ms: 7, ok: true })
  })

  it('fails a case with another status or a connection error', () => {
    expect(summarizeCase(page, result({ '200': { count: 9 }, '500': { count: 1 } }))).toMatchObject(
      {
        unexpected: { '500': 1 },
        ok: false,
      },
    )
    expect(summarizeCase(page, result({ '200': { count: 9 } }, 2)).ok).toBe(false)
    expect(summarizeCase(page, result({})).ok).toBe(false)
  })

  it('prints one table row a case, the skipped ones and the verdict', () => {
    const text = formatEdgeBenchReport({
      dir: 'dist',
      seconds: 2,
      connections: 10,
      cases: [summarizeCase(page, result({ '200': { count: 1000 }, '404': { count: 3 } }))],
      skipped: [{ name: 'refused', reason: 'the site was built without sign-in' }],
      ok: false,
    })
    expect(text).toContain('| page | `/` | 200 | 1003 | 502 | 1 | 7 | 0 | 404: 3 |')
    expect(text).toContain('Skipped refused: the site was built without sign-in.')
    expect(text).toContain('FAILED')
  })
})
