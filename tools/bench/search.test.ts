import { describe, expect, it } from 'vitest'
import { formatSearchReport } from './search'

describe('formatSearchReport', () => {
  it('reports the first query apart from the median of the later ones', () => {
    const report = formatSearchReport('dist', {
      firstQuery: { requests: 14, bytes: 125_400, indexBytes: 110_000 },
      latenciesMs: [180, 12, 30, 20],
    })
    expect(report).toContain(
      '| First query: downloaded (KB, with headers) | 125.4 in 14 requests |',
    )
    expect(report).toContain('| of which /pagefind/ (KB) | 110.0 |')
    expect(report).toContain('| First query, Enter to results (ms) | 180 |')
    expect(report).toContain('median of 3 (ms) | 20 |')
  })
})
