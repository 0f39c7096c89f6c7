import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { redirectRow as row } from '../../src/redirects/testing/test-rows'
import type { Redirect } from '../../src/redirects/lookup'
import { formatProblem } from '../content/errors'
import { parseRedirectsCsv, type CsvRow } from './csv'
import { collapseChains, validateRedirects, type RedirectFinding } from './validate'

const pagePaths: ReadonlySet<string> = new Set([
  '/',
  '/who-we-are/',
  '/insights/',
  '/article/Q3-2024-edgepoint-commentary/',
  '/fr/',
  '/fr/qui-sommes-nous/',
  '/fr/ressources/',
])
const allowList = ['reports.example.com']

/** Rows as if read from lines 2, 3, … of the file. */
const lines = (...rows: Redirect[]): CsvRow[] => rows.map((r, i) => ({ line: i + 2, row: r }))
const findings = (...rows: Redirect[]): RedirectFinding[] =>
  validateRedirects('redirects.csv', lines(...rows), { pagePaths, allowList })
const messages = (...rows: Redirect[]): string[] => findings(...rows).map(formatProblem)

/** Parse problems, then findings, as `tools redirects check` prints them. */
function checkFixture(name: string): string[] {
  const file = path.resolve('tests/fixtures/redirects', name)
  const parsed = parseRedirectsCsv('redirects.csv', readFileSync(file, 'utf8'))
  const found = validateRedirects('redirects.csv', parsed.rows, { pagePaths, allowList })
  return [
    ...parsed.problems.map(formatProblem),
    ...found.map((f) => `${f.severity} ${f.rule} ${formatProblem(f)}`),
  ]
}

describe('validateRedirects, one rule at a time', () => {
  it('accepts a sound table', () => {
    expect(
      findings(
        row('/fr/who-we-are/', '/fr/qui-sommes-nous/'),
        row('/qui-sommes-nous/', '/who-we-are/?from=fr#team'),
        row('/report/', 'https://reports.example.com/2024/', { ignoreCase: false }),
      ),
    ).toEqual([])
  })

  it('path-format: both paths start and end with /', () => {
    const found = findings(row('/old-team', 'who-we-are/'))
    expect(found).toEqual([
      {
        file: 'redirects.csv',
        line: 2,
        field: 'fromPath',
        message: '/old-team lacks the trailing slash: write /old-team/',
        severity: 'error',
        rule: 'path-format',
        fix: 'write /old-team/',
      },
      {
        file: 'redirects.csv',
        line: 2,
        field: 'toPath',
        message: 'who-we-are/ does not start with /: write /who-we-are/',
        severity: 'error',
        rule: 'path-format',
        fix: 'write /who-we-are/',
      },
    ])
    expect(messages(row('/a', '/who-we-are?x=1#y'), row('a', '/who-we-are/'))).toEqual([
      'redirects.csv:2  "fromPath": /a lacks the trailing slash: write /a/',
      'redirects.csv:2  "toPath": /who-we-are?x=1#y lacks the trailing slash: write /who-we-are/?x=1#y',
      'redirects.csv:3  "fromPath": a does not start and end with /: write /a/',
    ])
  })

  it('path-format: a source has no query, no hash and no repeated slashes', () => {
    expect(messages(row('/q/?x=1', '/who-we-are/'), row('/a//b/', '/fr//ressources/'))).toEqual([
      'redirects.csv:2  "fromPath": /q/?x=1 has a query string or hash, but redirects match the path only: write /q/',
      'redirects.csv:3  "fromPath": /a//b/ has repeated slashes: write /a/b/',
      'redirects.csv:3  "toPath": /fr//ressources/ has repeated slashes: write /fr/ressources/',
    ])
    expect(messages(row('', ''))[0]).toBe(
      'redirects.csv:2  "fromPath": empty: write a site path like /who-we-are/',
    )
  })

  it('whitespace: none in either path', () => {
    expect(
      messages(row(' /pad/', '/who-we-are/\t'), row('/a b/', 'https://reports.example.com/ x')),
    ).toEqual([
      'redirects.csv:2  "fromPath": " /pad/" has whitespace around it: write /pad/',
      'redirects.csv:2  "toPath": "/who-we-are/\\t" has whitespace around it: write /who-we-are/',
      'redirects.csv:3  "fromPath": "/a b/" contains whitespace: remove it or encode it as %20',
      'redirects.csv:3  "toPath": "https://reports.example.com/ x" contains whitespace: remove it or encode it as %20',
    ])
    expect(findings(row('/ok/ ', '/who-we-are/')).map((f) => f.rule)).toEqual(['whitespace'])
  })

  it('duplicate: every repeated source, case-insensitively when either row ignores case', () => {
    const exact = { ignoreCase: false }
    expect(
      messages(
        row('/a/', '/who-we-are/', exact),
        row('/a/', '/insights/', exact),
        row('/A/', '/insights/', exact),
        row('/b/', '/who-we-are/', exact),
        row('/B/', '/insights/'),
        row('/a/', '/fr/'),
      ),
    ).toEqual([
      'redirects.csv:3  "fromPath": /a/ is already redirected on line 2: remove one of the two rows',
      'redirects.csv:6  "fromPath": /B/ is already redirected on line 5 (as /b/): remove one of the two rows',
      'redirects.csv:7  "fromPath": /a/ is already redirected on line 2: remove one of the two rows',
    ])
  })

  it('self: a source equal to its target, case-insensitively when ignoreCase', () => {
    expect(
      messages(
        row('/same/', '/same/', { ignoreCase: false }),
        row('/Q3/', '/q3/?x=1'),
        row('/Legacy/', '/legacy/', { ignoreCase: false }),
      ),
    ).toEqual([
      'redirects.csv:2  "toPath": /same/ redirects to itself: remove the row, or change toPath',
      'redirects.csv:3  "toPath": /Q3/ redirects to itself (/q3/ when case is ignored): set ignoreCase to false, or remove the row',
      'redirects.csv:4  "toPath": /legacy/ is not a page of this site: point it at an existing page',
    ])
  })

  it('loop: reported once per loop, on its first line, listing the cycle', () => {
    expect(
      findings(
        row('/a/', '/b/'),
        row('/c/', '/A/'),
        row('/b/', '/c/'),
        row('/d/', '/b/'),
        row('/e/', '/f/'),
        row('/f/', '/e/'),
      ).map((f) => [f.line, f.rule, f.message]),
    ).toEqual([
      [
        2,
        'loop',
        'loop /a/ -> /b/ -> /c/ -> /A/ (lines 2, 4, 3): point one of these rows at a page instead',
      ],
      [6, 'loop', 'loop /e/ -> /f/ -> /e/ (lines 6, 7): point one of these rows at a page instead'],
    ])
  })

  it('loop: the case of a target only matters for rows that do not ignore case', () => {
    const exact = { ignoreCase: false }
    expect(
      findings(row('/a/', '/B/', exact), row('/b/', '/a/', exact)).map((f) => [f.line, f.rule]),
    ).toEqual([
      [2, 'missing-target'],
      [3, 'chain'],
    ])
  })

  it('chain: a warning that suggests the final target, with the queries merged on the way', () => {
    expect(
      findings(
        row('/a/', '/b/'),
        row('/b/', '/c/?from=b#top'),
        row('/c/', '/who-we-are/?tab=team'),
      ).map((f) => [f.line, f.severity, f.rule, f.message, f.fix]),
    ).toEqual([
      [
        2,
        'warning',
        'chain',
        '/a/ -> /b/ -> /c/?from=b#top -> /who-we-are/?tab=team is a chain of redirects: point /a/ straight to /who-we-are/?tab=team&from=b#top',
        'point /a/ straight to /who-we-are/?tab=team&from=b#top',
      ],
      [
        3,
        'warning',
        'chain',
        '/b/ -> /c/?from=b#top -> /who-we-are/?tab=team is a chain of redirects: point /b/ straight to /who-we-are/?tab=team&from=b#top',
        'point /b/ straight to /who-we-are/?tab=team&from=b#top',
      ],
    ])
  })

  it('missing-target: a site target must be a page, with the right letter case', () => {
    expect(
      messages(
        row('/a/', '/nowhere/'),
        row('/b/', '/article/q3-2024-edgepoint-commentary/#x', { ignoreCase: false }),
      ),
    ).toEqual([
      'redirects.csv:2  "toPath": /nowhere/ is not a page of this site: point it at an existing page',
      'redirects.csv:3  "toPath": /article/q3-2024-edgepoint-commentary/ is not a page of this site: write /article/Q3-2024-edgepoint-commentary/#x (letter case matters)',
    ])
  })

  it('shadows-page: a source may not be a page, nor match one when case is ignored', () => {
    expect(
      messages(
        row('/who-we-are/', '/fr/'),
        row('/Insights/', '/fr/qui-sommes-nous/'),
        row('/Insights/', '/fr/', { ignoreCase: false }),
      ),
    ).toEqual([
      'redirects.csv:2  "fromPath": /who-we-are/ is a page of this site and the redirect would hide it: remove the row, or the page',
      'redirects.csv:3  "fromPath": /Insights/ matches the page /insights/ when case is ignored, so the redirect would hide it: set ignoreCase to false, or remove the row',
      'redirects.csv:4  "fromPath": /Insights/ is already redirected on line 3: remove one of the two rows',
    ])
  })

  it('off-site: only https:// URLs on the allow-list leave the site', () => {
    expect(
      messages(
        row('/ok/', 'https://REPORTS.example.com/x/'),
        row('/a/', 'https://evil.example/'),
        row('/b/', '//evil.example/'),
        row('/c/', 'JavaScript:alert(1)'),
        row('/d/', 'data:text/html,x'),
        row('/e/', 'http://reports.example.com/'),
        row('/f/', 'ftp://reports.example.com/'),
        row('/g/', 'https://'),
      ),
    ).toEqual([
      `redirects.csv:3  "toPath": https://evil.example/ leaves the site and evil.example is not on the brand's redirect allow-list (no open redirects): write a site path, or add evil.example to the brand's redirectAllowList`,
      'redirects.csv:4  "toPath": //evil.example/ is a protocol-relative URL that leaves the site: write a site path like /who-we-are/ (no open redirects)',
      'redirects.csv:5  "toPath": javascript: targets can run code and are never allowed: write a site path like /who-we-are/',
      'redirects.csv:6  "toPath": data: targets can run code and are never allowed: write a site path like /who-we-are/',
      'redirects.csv:7  "toPath": http://reports.example.com/ is not https: write https://reports.example.com/',
      'redirects.csv:8  "toPath": ftp: targets are not allowed: write a site path or an https:// URL on the allow-list',
      'redirects.csv:9  "toPath": https:// is not a valid URL: write a site path or a complete https:// URL',
    ])
  })

  it('reports everything at once, sorted by line', () => {
    const found = validateRedirects(
      'redirects.csv',
      [
        { line: 9, row: row('/z/', '/nowhere/') },
        { line: 4, row: row('/who-we-are/', '//x.example/') },
      ],
      { pagePaths, allowList },
    )
    expect(found.map((f) => [f.line, f.rule])).toEqual([
      [4, 'off-site'],
      [4, 'shadows-page'],
      [9, 'missing-target'],
    ])
  })
})

describe('broken redirects.csv fixtures', () => {
  it('bom-crlf.csv: a BOM, CRLF endings, quoted values and trailing blank lines are fine', () => {
    const text = readFileSync(path.resolve('tests/fixtures/redirects/bom-crlf.csv'), 'utf8')
    expect(text.startsWith('\uFEFF') && text.includes('\r\n')).toBe(true)
    const parsed = parseRedirectsCsv('redirects.csv', text)
    expect(parsed.rows.map((r) => [r.line, r.row.fromPath, r.row.toPath])).toEqual([
      [2, '/fr/who-we-are/', '/fr/qui-sommes-nous/'],
      [3, '/cn/who-we-are/', '/who-we-are/'],
      [4, '/old-insights/', '/insights/?tags=a,b'],
      [5, '/fr/anciennes-"ressources"/', '/fr/ressources/'],
    ])
    expect(checkFixture('bom-crlf.csv')).toEqual([])
  })

  it('bad-header.csv', () => {
    expect(checkFixture('bad-header.csv')).toEqual([
      'redirects.csv:1  the header is from,to,permanent,ignoreCase,redirectInBrowser: write exactly fromPath,toPath,isPermanent,ignoreCase,redirectInBrowser',
    ])
  })

  it('missing-header.csv', () => {
    expect(checkFixture('missing-header.csv')).toEqual([
      'redirects.csv:1  the header line is missing: insert fromPath,toPath,isPermanent,ignoreCase,redirectInBrowser as line 1',
    ])
  })

  it('bad-quote.csv', () => {
    expect(checkFixture('bad-quote.csv')).toEqual([
      'redirects.csv:2  "fromPath": stray " in /a"b/: quote the whole value and double the " inside ("")',
      'redirects.csv:3  "fromPath": text after the closing quote: put the whole value inside the quotes, doubling any " in it',
      'redirects.csv:5  "fromPath": the quoted value never closes: add the closing " or remove the opening one',
    ])
  })

  it('bad-booleans.csv', () => {
    expect(checkFixture('bad-booleans.csv')).toEqual([
      'redirects.csv:2  "isPermanent": yes is not a boolean: write true or false',
      'redirects.csv:3  "isPermanent": TRUE is not a boolean: write true',
      'redirects.csv:3  "redirectInBrowser": missing: write true or false',
      'redirects.csv:4  "ignoreCase": 1 is not a boolean: write true or false',
    ])
  })

  it('column-count.csv', () => {
    expect(checkFixture('column-count.csv')).toEqual([
      'redirects.csv:2  4 values instead of 5: give the row all of fromPath,toPath,isPermanent,ignoreCase,redirectInBrowser',
      'redirects.csv:3  6 values instead of 5: remove the extra ones, or quote a value that holds a comma',
      'redirects.csv:4  6 values instead of 5: remove the extra ones, or quote a value that holds a comma',
      'redirects.csv:5  blank line inside the table: remove it',
    ])
  })

  it('paths.csv', () => {
    expect(checkFixture('paths.csv')).toEqual([
      'error path-format redirects.csv:2  "fromPath": old-team/ does not start with /: write /old-team/',
      'error path-format redirects.csv:2  "toPath": /who-we-are lacks the trailing slash: write /who-we-are/',
      'error path-format redirects.csv:3  "fromPath": /old-team lacks the trailing slash: write /old-team/',
      'error path-format redirects.csv:3  "toPath": who-we-are/ does not start with /: write /who-we-are/',
      'error path-format redirects.csv:4  "fromPath": /a//b/ has repeated slashes: write /a/b/',
      'error path-format redirects.csv:5  "fromPath": /q/?x=1 has a query string or hash, but redirects match the path only: write /q/',
      'error whitespace redirects.csv:6  "fromPath": " /pad/ " has whitespace around it: write /pad/',
      'error whitespace redirects.csv:6  "toPath": "/who-we-are/ " has whitespace around it: write /who-we-are/',
      'error whitespace redirects.csv:7  "fromPath": "/a b/" contains whitespace: remove it or encode it as %20',
      'error whitespace redirects.csv:7  "toPath": "/who we are/" contains whitespace: remove it or encode it as %20',
    ])
  })

  it('loop.csv', () => {
    expect(checkFixture('loop.csv')).toEqual([
      'error loop redirects.csv:2  "toPath": loop /loop-a/ -> /loop-b/ -> /Loop-C/ -> /loop-a/ (lines 2, 3, 4): point one of these rows at a page instead',
      'error self redirects.csv:5  "toPath": /self/ redirects to itself: remove the row, or change toPath',
      'error self redirects.csv:6  "toPath": /Case-Self/ redirects to itself (/case-self/ when case is ignored): set ignoreCase to false, or remove the row',
      'error loop redirects.csv:8  "toPath": loop /x/ -> /y/ -> /x/ (lines 8, 9): point one of these rows at a page instead',
    ])
  })

  it('chain.csv', () => {
    expect(checkFixture('chain.csv')).toEqual([
      'warning chain redirects.csv:2  "toPath": /a/ -> /b/ -> /c/?from=b -> /who-we-are/ is a chain of redirects: point /a/ straight to /who-we-are/?from=b',
      'warning chain redirects.csv:3  "toPath": /b/ -> /c/?from=b -> /who-we-are/ is a chain of redirects: point /b/ straight to /who-we-are/?from=b',
      'error missing-target redirects.csv:5  "toPath": /article/q3-2024-edgepoint-commentary/ is not a page of this site: write /article/Q3-2024-edgepoint-commentary/ (letter case matters)',
      'error missing-target redirects.csv:6  "toPath": /fr/nowhere/ is not a page of this site: point it at an existing page',
    ])
  })

  it('off-site.csv', () => {
    expect(checkFixture('off-site.csv')).toEqual([
      `error off-site redirects.csv:3  "toPath": https://evil.example/phish/ leaves the site and evil.example is not on the brand's redirect allow-list (no open redirects): write a site path, or add evil.example to the brand's redirectAllowList`,
      'error off-site redirects.csv:4  "toPath": //evil.example/ is a protocol-relative URL that leaves the site: write a site path like /who-we-are/ (no open redirects)',
      'error off-site redirects.csv:5  "toPath": javascript: targets can run code and are never allowed: write a site path like /who-we-are/',
      'error off-site redirects.csv:6  "toPath": data: targets can run code and are never allowed: write a site path like /who-we-are/',
      'error off-site redirects.csv:7  "toPath": http://reports.example.com/ is not https: write https://reports.example.com/',
      'error off-site redirects.csv:8  "toPath": mailto: targets are not allowed: write a site path or an https:// URL on the allow-list',
      `error off-site redirects.csv:9  "toPath": https://reports.example.com@evil.example/ leaves the site and evil.example is not on the brand's redirect allow-list (no open redirects): write a site path, or add evil.example to the brand's redirectAllowList`,
    ])
  })
})

describe('collapseChains', () => {
  it('points every row of a chain at the final target, queries merged', () => {
    expect(
      collapseChains([
        row('/a/', '/b/?x=1'),
        row('/b/', '/c/'),
        row('/c/', '/who-we-are/#team'),
        row('/d/', '/insights/'),
      ]),
    ).toEqual([
      row('/a/', '/who-we-are/?x=1#team'),
      row('/b/', '/who-we-are/#team'),
      row('/c/', '/who-we-are/#team'),
      row('/d/', '/insights/'),
    ])
  })

  it('follows case-insensitive hops and stops at absolute targets', () => {
    expect(
      collapseChains([row('/a/', '/B/'), row('/b/', 'https://reports.example.com/x/')]),
    ).toEqual([
      row('/a/', 'https://reports.example.com/x/'),
      row('/b/', 'https://reports.example.com/x/'),
    ])
  })

  it('leaves loops, rows leading into them and self-redirects untouched', () => {
    const rows = [row('/a/', '/b/'), row('/b/', '/a/'), row('/c/', '/a/'), row('/s/', '/S/')]
    expect(collapseChains(rows)).toEqual(rows)
  })

  it('leaves a table without chains as it is, and is idempotent', () => {
    const once = collapseChains([row('/a/', '/b/'), row('/b/', '/c/'), row('/c/', '/d/')])
    expect(collapseChains(once)).toEqual(once)
    expect(
      validateRedirects('redirects.csv', lines(...once), {
        pagePaths: new Set(['/d/']),
        allowList,
      }),
    ).toEqual([])
  })
})
