import { describe, expect, it } from 'vitest'
import { formatNavigationReport, summarizeNavigations, type Navigation } from './navigation'

const run = (renderMs: number, gzipBytes: number, pageDataRequests = 1): Navigation => ({
  from: '/article/a/',
  to: '/article/b/',
  pageDataRequests,
  transferredBytes: gzipBytes - 100,
  gzipBytes,
  renderMs,
})

describe('summarizeNavigations', () => {
  it('gives the median, 95th percentile and worst render time, page-data sizes and requests', () => {
    const runs = [run(40, 2000), run(10, 3000), run(120, 2500, 2), run(30, 2600)]
    expect(summarizeNavigations(runs)).toEqual({
      navigations: 4,
      renderMs: { median: 30, p95: 120, max: 120 },
      gzipBytes: { median: 2500, max: 3000 },
      pageDataRequests: { max: 2 },
    })
  })
})

describe('formatNavigationReport', () => {
  it('prints the figures next to their targets', () => {
    const report = formatNavigationReport('dist', [run(40, 2048), run(60, 4096)])
    expect(report).toContain('| Page data to new page shown (ms) | 40.0 | 60.0 | 60.0 | ≤ 100 |')
    expect(report).toContain('| Page data, gzip (KiB) | 2.0 | | 4.0 | ≤ 20 KB |')
    expect(report).toContain('| Page-data requests per navigation | | | 1 | 1 |')
  })
})
