import { describe, expect, it } from 'vitest'
import { redirectRow as row } from '../../src/redirects/testing/test-rows'
import { formatProblem } from '../content/errors'
import { formatRedirectsCsv, parseRedirectsCsv } from './csv'

const HEADER = 'fromPath,toPath,isPermanent,ignoreCase,redirectInBrowser'
const parse = (text: string) => parseRedirectsCsv('redirects.csv', text)
const messages = (text: string) => parse(text).problems.map(formatProblem)

describe('parseRedirectsCsv', () => {
  it('reads rows with their source line', () => {
    const parsed = parse(`${HEADER}\n/a/,/b/,true,false,true\n/c/,/d/,false,true,false\n`)
    expect(parsed).toEqual({
      rows: [
        { line: 2, row: row('/a/', '/b/', { isPermanent: true, ignoreCase: false }) },
        { line: 3, row: row('/c/', '/d/', { redirectInBrowser: false }) },
      ],
      problems: [],
    })
  })

  it('reads a header-only table as no rows', () => {
    expect(parse(HEADER)).toEqual({ rows: [], problems: [] })
    expect(parse(`${HEADER}\r\n`)).toEqual({ rows: [], problems: [] })
  })

  it('handles a BOM, CRLF, LF, a lone CR, and a last line with or without newline', () => {
    for (const text of [
      `\uFEFF${HEADER}\r\n/a/,/b/,true,true,true\r\n/c/,/d/,true,true,true`,
      `${HEADER}\n/a/,/b/,true,true,true\n/c/,/d/,true,true,true\n`,
      `${HEADER}\r/a/,/b/,true,true,true\r/c/,/d/,true,true,true\r`,
      `${HEADER}\r\n/a/,/b/,true,true,true\n/c/,/d/,true,true,true\r\n\r\n\n  \n`,
    ]) {
      const parsed = parse(text)
      expect(parsed.problems).toEqual([])
      expect(parsed.rows.map((r) => [r.line, r.row.fromPath, r.row.toPath])).toEqual([
        [2, '/a/', '/b/'],
        [3, '/c/', '/d/'],
      ])
    }
  })

  it('reads quoted values with commas, doubled quotes and newlines, counting lines inside them', () => {
    const parsed = parse(
      `${HEADER}\n"/a,b/","/say ""hi""/",true,true,true\n"/multi\r\nline/","/x\ny/",true,true,true\n/next/,"",true,true,true\n`,
    )
    expect(parsed.problems).toEqual([])
    expect(parsed.rows.map((r) => [r.line, r.row.fromPath, r.row.toPath])).toEqual([
      [2, '/a,b/', '/say "hi"/'],
      [3, '/multi\r\nline/', '/x\ny/'],
      [6, '/next/', ''],
    ])
  })

  it('reports an empty file', () => {
    expect(messages('')).toEqual([
      'redirects.csv:1  the file is empty: start it with the header line fromPath,toPath,isPermanent,ignoreCase,redirectInBrowser',
    ])
    expect(messages('\uFEFF\n\n')).toHaveLength(1)
  })

  it('reports a wrong header and still reads the rows', () => {
    const parsed = parse(`fromPath,toPath,isPermanent,ignoreCase\n/a/,/b/,true,true,true\n`)
    expect(parsed.problems.map(formatProblem)).toEqual([
      'redirects.csv:1  the header is fromPath,toPath,isPermanent,ignoreCase: write exactly fromPath,toPath,isPermanent,ignoreCase,redirectInBrowser',
    ])
    expect(parsed.rows).toEqual([{ line: 2, row: row('/a/', '/b/', { isPermanent: true }) }])
  })

  it('reports a missing header and reads line 1 as a row', () => {
    const parsed = parse(`/a/,/b/,true,true,true\n`)
    expect(parsed.problems.map(formatProblem)).toEqual([
      'redirects.csv:1  the header line is missing: insert fromPath,toPath,isPermanent,ignoreCase,redirectInBrowser as line 1',
    ])
    expect(parsed.rows).toEqual([{ line: 1, row: row('/a/', '/b/', { isPermanent: true }) }])
  })

  it('reports a blank line inside the table', () => {
    expect(messages(`${HEADER}\n/a/,/b/,true,true,true\n\n/c/,/d/,true,true,true\n`)).toEqual([
      'redirects.csv:3  blank line inside the table: remove it',
    ])
  })

  it('reports the line where an unterminated quote opens, not where the file ends', () => {
    expect(messages(`${HEADER}\n/a/,"/b/,true,true,true\n/c/,/d/,true,true,true\n`)).toEqual([
      'redirects.csv:2  "toPath": the quoted value never closes: add the closing " or remove the opening one',
    ])
  })

  it('leaves every row with a problem out of the rows', () => {
    const parsed = parse(`${HEADER}\n/a/,/b/,yes,true,true\n/c/,/d/\n/e/,/f/,true,true,true\n`)
    expect(parsed.rows.map((r) => r.line)).toEqual([4])
    expect(parsed.problems.map((p) => p.line)).toEqual([2, 3])
  })
})

describe('formatRedirectsCsv', () => {
  const rows = [
    row('/a/', '/b/'),
    row('/fr/who-we-are/', '/fr/qui-sommes-nous/', { isPermanent: true, ignoreCase: false }),
    row('/old/', '/insights/?tags=a,b', { redirectInBrowser: false }),
    row('/say "hi"/', '/x\r\ny/'),
    row('/lf\n/', ''),
  ]

  it('writes the header and one LF line per row, quoting only where needed', () => {
    expect(formatRedirectsCsv(rows)).toBe(
      [
        HEADER,
        '/a/,/b/,false,true,true',
        '/fr/who-we-are/,/fr/qui-sommes-nous/,true,false,true',
        '/old/,"/insights/?tags=a,b",false,true,false',
        '"/say ""hi""/","/x\r\ny/",false,true,true',
        '"/lf\n/",,false,true,true',
        '',
      ].join('\n'),
    )
    expect(formatRedirectsCsv([])).toBe(`${HEADER}\n`)
  })

  it('round-trips through the parser', () => {
    const parsed = parse(formatRedirectsCsv(rows))
    expect(parsed.problems).toEqual([])
    expect(parsed.rows.map((r) => r.row)).toEqual(rows)
  })
})
