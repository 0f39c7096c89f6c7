import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import type { SeriesFigures } from '../content/fund-figures'
import { setSeriesFigures } from './set-series-figures'

const text = [
  '# Figures shared by every locale.',
  'portfolios:',
  '  - id: global',
  '    risk: medium',
  '    series:',
  '      - name: A',
  '        mer: 1.95',
  '        performance: { oneYear: 14.2, threeYear: 12.8, fiveYear: null, tenYear: null, sinceInception: 11 }',
  '        calendarYearReturns: { 2023: 10.2, 2024: 17.3 } # the last ten full years',
  '        bestThreeMonths: { return: 24.7, endDate: 2024-02-29 }',
  '      - name: F',
  '        mer: 0.9',
  '        performance: { oneYear: 1.0, threeYear: null, fiveYear: null, tenYear: null, sinceInception: 1.0 }',
  '        worstThreeMonths: { return: -1.0, endDate: 2025-03-31 }',
  '    topHoldings: []',
  '',
].join('\n')

const performance = (oneYear: number): SeriesFigures['performance'] => ({
  oneYear,
  threeYear: 12.8,
  fiveYear: null,
  tenYear: null,
  sinceInception: 11,
})

describe('setSeriesFigures', () => {
  it('replaces the figures that change and leaves every other byte as it was', () => {
    const figures = new Map([
      [
        'global',
        new Map<string, SeriesFigures>([
          [
            'A',
            {
              performance: performance(15),
              calendarYearReturns: { '2023': 10.2, '2024': 17.3 },
              bestThreeMonths: { return: 24.7, endDate: '2024-02-29' },
            },
          ],
        ]),
      ],
    ])
    expect(setSeriesFigures(text, figures)).toBe(
      text.replace(
        '{ oneYear: 14.2, threeYear: 12.8, fiveYear: null, tenYear: null, sinceInception: 11 }',
        '{ oneYear: 15.0, threeYear: 12.8, fiveYear: null, tenYear: null, sinceInception: 11.0 }',
      ),
    )
  })

  it('adds a figure the series lacks under its last field, and removes one the values no longer give', () => {
    const figures = new Map([
      [
        'global',
        new Map<string, SeriesFigures>([
          [
            'F',
            {
              performance: performance(2),
              bestThreeMonths: { return: 3.5, endDate: '2025-05-31' },
              worstThreeMonths: { return: -1, endDate: '2025-03-31' },
              calendarYearReturns: { '2024': -0.04 },
            },
          ],
          ['A', { performance: performance(14.2) }],
        ]),
      ],
    ])
    const written = setSeriesFigures(text, figures)
    const lines = written.split('\n')
    expect(lines.slice(5, 14)).toEqual([
      '      - name: A',
      '        mer: 1.95',
      '        performance: { oneYear: 14.2, threeYear: 12.8, fiveYear: null, tenYear: null, sinceInception: 11 }',
      '      - name: F',
      '        mer: 0.9',
      '        performance: { oneYear: 2.0, threeYear: 12.8, fiveYear: null, tenYear: null, sinceInception: 11.0 }',
      '        worstThreeMonths: { return: -1.0, endDate: 2025-03-31 }',
      '        calendarYearReturns: { 2024: 0.0 }',
      '        bestThreeMonths: { return: 3.5, endDate: 2025-05-31 }',
    ])
    expect(lines.slice(14)).toEqual(['    topHoldings: []', ''])
    const read = parse(written) as { portfolios: Array<{ series: Array<Record<string, unknown>> }> }
    expect(read.portfolios[0]?.series[1]).toMatchObject({
      calendarYearReturns: { 2024: 0 },
      bestThreeMonths: { return: 3.5, endDate: '2025-05-31' },
    })
  })
})
