import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { formatProblem } from '../content/errors'
import {
  DEFAULT_MAX_MOVE,
  importFigures,
  planImport,
  type HistoryTarget,
  type ImportInput,
} from './import'

const TARGET: HistoryTarget = {
  kind: 'growth',
  file: 'content/edgepoint/data/growth/global.csv',
  columns: [
    { name: 'A', startDate: '2025-01-15' },
    { name: 'F', startDate: '2025-03-03' },
  ],
  notes: ['Growth of $10,000.'],
}
const AS_AT = { date: '2025-04-30', file: 'content/edgepoint/data/site.yaml:3' }
const EXISTING = [
  '# Growth of $10,000 (illustrative)',
  'month,A,F',
  '2025-01,10010.50,',
  '2025-02,10100.00,',
  '2025-03,10200.00,10020.00',
  '2025-04,10300.00,10100.00',
  '',
].join('\n')

const plan = (text: string, more: Partial<ImportInput> = {}) =>
  planImport({
    file: 'july.csv',
    text,
    target: TARGET,
    existing: EXISTING,
    asAt: AS_AT,
    maxMove: DEFAULT_MAX_MOVE,
    restate: false,
    ...more,
  })
const messages = (text: string, more: Partial<ImportInput> = {}) =>
  plan(text, more).problems.map(formatProblem)

describe('an import', () => {
  it("adds new months in the data file's own format, flags those after asAtDate, and says what changed", () => {
    const result = plan(
      [
        'month,F,A',
        '2025-04-30,10100,10300',
        '2025-05,10150.5,10400.25',
        '2025-06-30,10200,10500',
        '',
      ].join('\n'),
    )
    expect(result.problems).toEqual([])
    expect(result.text).toBe(`${EXISTING}2025-05,10400.25,10150.5\n2025-06,10500,10200\n`)
    expect(result.summary).toEqual({
      added: ['2025-05', '2025-06'],
      changed: [],
      unchanged: 1,
      previousLastMonth: '2025-04',
      lastMonth: '2025-06',
      approvedThrough: '2025-04-30',
    })
    expect(result.unapproved.map(formatProblem)).toEqual([
      'july.csv:3  2025-05 is after asAtDate 2025-04-30 (content/edgepoint/data/site.yaml:3): written, and shown on the site once approved (figures approve --through 2025-05-31)',
      'july.csv:4  2025-06 is after asAtDate 2025-04-30 (content/edgepoint/data/site.yaml:3): written, and shown on the site once approved (figures approve --through 2025-06-30)',
    ])
  })

  it('reports every problem of the file at once, each with its line and fix, and writes nothing', () => {
    const text = [
      'month,A,F',
      '2025-05,10400,10150',
      '2025-06,1040.0,10200', // a decimal point slipped
      '2025-06,10500,10250', // twice
      '2025/08,10600,10300',
      '2025-09-30,10700,abc',
      '2025-10-15,10800,10400',
      '2025-12,10900,',
      '',
    ].join('\n')
    expect(messages(text)).toEqual([
      'july.csv:3  A moves -90.0% from 10400 (2025-05) to 1040.0 (2025-06), more than 35% in a month: check the digits and the decimal point; if the move is real, run again with --max-move 91',
      'july.csv:4  2025-06 comes after 2025-06: keep the months in order, each once',
      'july.csv:5  "2025/08" is no month: write it as YYYY-MM, e.g. 2024-03, or as its last day, 2024-03-31',
      'july.csv:6  months are missing before 2025-09: add 2025-08',
      'july.csv:6  series F: "abc" is no positive number: write it like 10432.50',
      'july.csv:7  2025-10-15 is no month-end: figures are as at the last day of a month, write 2025-10-31 or 2025-10',
      'july.csv:8  months are missing before 2025-12: add 2025-11',
      'july.csv:8  series F has no value for 2025-12: it started on 2025-03-03, so every month from then on needs one',
    ])
    expect(plan(text).text).toBeUndefined()
  })

  it('refuses a header that does not name the series, and stops there', () => {
    expect(messages('month,A,G\n2025-05,1,2\n')).toEqual([
      'july.csv:1  column "G" is no series here: use A, F',
      'july.csv:1  no column for series F: add it to the header',
    ])
  })

  it("refuses a gap between the data file and the import, on the import's line", () => {
    expect(messages('month,A,F\n2025-06,10400,10150\n')).toEqual([
      'july.csv:2  months are missing before 2025-06: add 2025-05',
    ])
  })

  it('refuses a change to an approved month unless it is a restatement', () => {
    const text = 'month,A,F\n2025-03,10200,10020\n2025-04,10310.00,10100\n'
    expect(messages(text)).toEqual([
      'july.csv:3  2025-04 changes figures approved as at 2025-04-30 (content/edgepoint/data/site.yaml:3), A 10300.00 → 10310.00: correct the row, or for a restatement compliance approved run again with --restate',
    ])
    const restated = plan(text, { restate: true })
    expect(restated.problems).toEqual([])
    expect(restated.summary).toMatchObject({ added: [], changed: ['2025-04'], unchanged: 1 })
    expect(restated.text).toBe(
      EXISTING.replace('2025-04,10300.00,10100.00', '2025-04,10310.00,10100'),
    )
  })

  it('changes a month awaiting approval without asking', () => {
    const pending = `${EXISTING}2025-05,10400,10150\n`
    const result = plan('month,A,F\n2025-05,10410,10150\n', { existing: pending })
    expect(result.problems).toEqual([])
    expect(result.summary.changed).toEqual(['2025-05'])
  })

  it('refuses a month-on-month move beyond the limit, which --max-move raises', () => {
    const text = 'month,A,F\n2025-05,14000,10150\n'
    expect(messages(text)).toEqual([
      'july.csv:2  A moves +35.9% from 10300.00 (2025-04) to 14000 (2025-05), more than 35% in a month: check the digits and the decimal point; if the move is real, run again with --max-move 37',
    ])
    expect(messages(text, { maxMove: 37 })).toEqual([])
  })

  it("starts a new file at each series' start, near $10,000, with the notes of its kind", () => {
    const text = [
      'month,A,F',
      '2025-01,1001.05,',
      '2025-02,10100,',
      '2025-03,10200,10020',
      '2025-04,10300,10100',
      '',
    ].join('\n')
    const result = planImport({
      file: 'all.csv',
      text,
      target: TARGET,
      asAt: AS_AT,
      maxMove: 35,
      restate: false,
    })
    expect(result.problems.map(formatProblem)).toEqual([
      'all.csv:2  series A starts at 1001.05 in 2025-01, -90.0% from the $10,000 it grows from: check the decimal point, and that the column is the growth of $10,000 (not a price); if the move is real, run again with --max-move 91',
    ])
    const fixed = planImport({
      file: 'all.csv',
      text: text.replace('1001.05', '10010.5'),
      target: TARGET,
      asAt: AS_AT,
      maxMove: 35,
      restate: false,
    })
    expect(fixed.text).toBe(`# Growth of $10,000.\n${text.replace('1001.05', '10010.5')}`)
    const short = planImport({
      file: 'all.csv',
      text: 'month,A,F\n2025-02,10100,\n',
      target: TARGET,
      asAt: AS_AT,
      maxMove: 35,
      restate: false,
    })
    expect(short.problems.map(formatProblem)).toEqual([
      'all.csv:2  series A started on 2025-01-15, but the values start at 2025-02: add the months from 2025-01',
      'all.csv:2  the values end at 2025-02, but the figures are as at 2025-04-30 (content/edgepoint/data/site.yaml:3): add the months up to 2025-04',
    ])
  })

  it('reports the figures its history backs that would disagree with it', () => {
    const result = plan('month,A,F\n2025-04,10300,10100\n', {
      restate: true,
      checkFigures: (values) => [
        { file: 'portfolios.yaml', line: 9, message: `last ${values.A?.at(-1)?.month}` },
      ],
    })
    expect(result.problems.map(formatProblem)).toEqual(['portfolios.yaml:9  last 2025-04'])
  })
})

describe('importFigures', () => {
  let root = ''
  afterEach(() => rm(root, { recursive: true, force: true }))
  const setUp = async () => {
    root = await mkdtemp(path.join(tmpdir(), 'figures-import-'))
    await cp('content/cymbria/data', path.join(root, 'content/cymbria/data'), { recursive: true })
  }
  const FILE = 'content/cymbria/data/share-history.csv'

  it('writes the data file through a temporary file renamed over it, and leaves no other file', async () => {
    await setUp()
    const before = await readFile(path.join(root, FILE), 'utf8')
    await writeFile(
      path.join(root, 'nav.csv'),
      'month,nav,price\n2025-06,70.15,62.37\n2025-07,71.02,63.10\n',
    )
    const result = await importFigures(root, 'cymbria', {
      file: 'nav.csv',
      dryRun: false,
      maxMove: 35,
      restate: false,
    })
    expect(result.problems).toEqual([])
    expect(result.written).toBe(true)
    expect(await readFile(path.join(root, FILE), 'utf8')).toBe(`${before}2025-07,71.02,63.10\n`)
    expect((await readdir(path.join(root, 'content/cymbria/data'))).sort()).toEqual([
      'share-history.csv',
      'site.yaml',
    ])
  })

  it('writes nothing on a problem, nor in a dry run', async () => {
    await setUp()
    const before = await readFile(path.join(root, FILE), 'utf8')
    await writeFile(path.join(root, 'nav.csv'), 'month,nav,price\n2025-07,7.102,63.10\n')
    const bad = await importFigures(root, 'cymbria', {
      file: 'nav.csv',
      dryRun: false,
      maxMove: 35,
      restate: false,
    })
    expect(bad.problems.map(formatProblem)).toEqual([
      'nav.csv:2  nav moves -89.9% from 70.15 (2025-06) to 7.102 (2025-07), more than 35% in a month: check the digits and the decimal point; if the move is real, run again with --max-move 91',
    ])
    expect(bad.written).toBe(false)
    await writeFile(path.join(root, 'nav.csv'), 'month,nav,price\n2025-07,71.02,63.10\n')
    const dry = await importFigures(root, 'cymbria', {
      file: 'nav.csv',
      dryRun: true,
      maxMove: 35,
      restate: false,
    })
    expect(dry).toMatchObject({ written: false, problems: [], summary: { added: ['2025-07'] } })
    expect(await readFile(path.join(root, FILE), 'utf8')).toBe(before)
  })
})
