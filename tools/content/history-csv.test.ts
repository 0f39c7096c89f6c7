import { describe, expect, it } from 'vitest'
import { formatProblem } from './errors'
import { parseHistoryCsv, type HistoryColumn } from './history-csv'

const FILE = 'content/edgepoint/data/growth/global.csv'
const AS_AT = { date: '2025-06-30', file: 'content/edgepoint/data/site.yaml' }
const SERIES: HistoryColumn[] = [
  { name: 'A', startDate: '2025-01-15' },
  { name: 'F', startDate: '2025-03-03' },
]

const parse = (text: string, columns = SERIES) =>
  parseHistoryCsv(FILE, text, columns, AS_AT)
const messages = (text: string, columns = SERIES) => parse(text, columns).problems.map(formatProblem)

const GOOD = [
  '# Growth of $10,000 (illustrative)',
  'month,F,A',
  '2025-01,,10010.5',
  '2025-02,,10100',
  '2025-03,10020,10200',
  '2025-04,10100,10300',
  '2025-05,10200,10400',
  '2025-06,10300,10500',
  '',
].join('\n')

describe('month-end histories', () => {
  it('reads each series from its start, in any column order, after notes', () => {
    const { values, problems } = parse(GOOD)
    expect(problems).toEqual([])
    expect(values?.A).toHaveLength(6)
    expect(values?.F?.[0]).toEqual({ month: '2025-03', value: 10020 })
    expect(values?.A?.at(-1)).toEqual({ month: '2025-06', value: 10500 })
  })

  it('refuses a gap in the months, naming the months to add', () => {
    const text = GOOD.replace('2025-04,10100,10300\n', '')
    expect(messages(text)).toEqual([`${FILE}:6  months are missing before 2025-05: add 2025-04`])
  })

  it('refuses a value dated before its series started, and a month with no value after', () => {
    const text = GOOD.replace('2025-02,,10100', '2025-02,9990,').replace('2025-05,10200,10400', '2025-05,,10400')
    expect(messages(text)).toEqual([
      `${FILE}:4  series F started on 2025-03-03, so it has no value for 2025-02: leave the cell empty`,
      `${FILE}:4  series A has no value for 2025-02: it started on 2025-01-15, so every month from then on needs one`,
      `${FILE}:7  series F has no value for 2025-05: it started on 2025-03-03, so every month from then on needs one`,
    ])
  })

  it('reads months after the as-at date, which await approval, as the others', () => {
    const { values, problems } = parse(`${GOOD}2025-07,10400,10600\n`)
    expect(problems).toEqual([])
    expect(values?.A?.at(-1)).toEqual({ month: '2025-07', value: 10600 })
  })

  it('refuses months out of order, and values that end too soon', () => {
    expect(messages(GOOD.replace('2025-06,10300,10500\n', '2025-07,10300,10500\n'))).toEqual([
      `${FILE}:8  months are missing before 2025-07: add 2025-06`,
    ])
    expect(messages(GOOD.replace('2025-06,10300,10500\n', ''))).toEqual([
      `${FILE}:7  the values end at 2025-05, but the figures are as at 2025-06-30 (${AS_AT.file}): add the months up to 2025-06`,
    ])
    expect(messages(GOOD.replace('2025-04', '2025-02'))).toContain(
      `${FILE}:6  2025-02 comes after 2025-03: keep the months in order, each once`,
    )
  })

  it('refuses a history that starts after its series did', () => {
    const text = GOOD.replace('2025-01,,10010.5\n', '')
    expect(messages(text)).toEqual([
      `${FILE}:3  series A started on 2025-01-15, but the values start at 2025-02: add the months from 2025-01`,
    ])
  })

  it('refuses what is no positive number or no month, every problem at once', () => {
    const text = GOOD.replace('2025-03,10020,10200', '2025-03,10 020,-5').replace('2025-05,', '2025/05,')
    expect(messages(text)).toEqual([
      `${FILE}:5  series F: "10 020" is no positive number: write it like 10432.50`,
      `${FILE}:5  series A: "-5" is no positive number: write it like 10432.50`,
      `${FILE}:7  "2025/05" is no month: write it as YYYY-MM, e.g. 2024-03`,
    ])
  })

  it('refuses a header that does not name the series', () => {
    expect(messages(GOOD.replace('month,F,A', 'date,F,B'))).toEqual([
      `${FILE}:2  the first column is "date": call it month, as in month,A,F`,
      `${FILE}:2  column "B" is no series here: use A, F`,
      `${FILE}:2  no column for series A: add it to the header`,
    ])
  })

  it('reads part of a history, its months as YYYY-MM or as their last day', () => {
    const text = ['month,A,F', '2025-05-31,10400,10200', '2025-06,10500,10300', ''].join('\n')
    const { table, problems } = parse(text, SERIES)
    expect(problems.map(formatProblem)).toContain(
      `${FILE}:2  "2025-05-31" is no month: write it as YYYY-MM, e.g. 2024-03`,
    )
    const part = parseHistoryCsv(FILE, text, SERIES, AS_AT, { part: true })
    expect(part.problems).toEqual([])
    expect(part.table).toEqual({
      header: 1,
      columns: ['A', 'F'],
      rows: [
        { line: 2, month: '2025-05', cells: { A: '10400', F: '10200' } },
        { line: 3, month: '2025-06', cells: { A: '10500', F: '10300' } },
      ],
    })
    expect(table?.rows.map((r) => r.month)).toEqual(['2025-06'])
    const wrongDay = parseHistoryCsv(FILE, text.replace('05-31', '05-30'), SERIES, AS_AT, { part: true })
    expect(wrongDay.problems.map(formatProblem)).toEqual([
      `${FILE}:2  2025-05-30 is no month-end: figures are as at the last day of a month, write 2025-05-31 or 2025-05`,
    ])
  })

  it('refuses a row with the wrong number of values', () => {
    expect(messages(GOOD.replace('2025-04,10100,10300', '2025-04,10100'))).toContain(
      `${FILE}:6  2 values instead of 3: write month,A,F, leaving a cell empty before its series started`,
    )
  })
})
