import { describe, expect, it } from 'vitest'
import { formatSearchReport, queryWordsOf } from './search'

describe('formatSearchReport', () => {
  it('reports the first query apart from the median of the later ones', () => {
    const report = formatSearchReport('dist', 'cn', {
      firstQuery: { requests: 14, bytes: 125_400, indexBytes: 110_000 },
      latenciesMs: [180, 12, 30, 20],
    })
    expect(report).toContain(
      '| First query: downloaded (KB, with headers) | 125.4 in 14 requests |',
    )
    expect(report).toContain('| of which /pagefind/ (KB) | 110.0 |')
    expect(report).toContain('| First query, Enter to results (ms) | 180 |')
    expect(report).toContain('median of 3 (ms) | 20 |')
    expect(report).toContain('### Search (dist, 中文,')
  })
})

describe('queryWordsOf', () => {
  it('splits Chinese titles into words of two Han characters or more', () => {
    const words = queryWordsOf(
      ['2024年第一季度信贷投资评论：通货膨胀', '我们为何不追随指数'],
      'zh-CN',
      4,
    )
    expect(words.length).toBe(4)
    for (const word of words) expect(word).toMatch(/^\p{Script=Han}{2,}$/u)
    expect(words).toContain('信贷')
  })

  it('keeps whole words of five letters or more in a spaced language, lower-cased, accents kept', () => {
    expect(
      queryWordsOf(['Commentaire Crédit du T1 2024 : l’inflation', 'Équipe'], 'fr-CA', 2),
    ).toEqual(['commentaire', 'crédit'])
  })

  it('spreads its picks over the list and says when the titles have too few words', () => {
    const titles = ['alpha bravo charlie delta', 'foxtrot golf hotel india']
    expect(queryWordsOf(titles, 'en-CA', 2)).toEqual(['alpha', 'delta'])
    expect(() => queryWordsOf(['short words'], 'en-CA', 3)).toThrow(/fewer than 3 query words/)
  })
})
