import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  redirectsCheckJson,
  redirectsDerivedJson,
  redirectsFixJson,
} from '../../tests/cli/json-shapes'
import { cli } from '../../tests/cli/run-cli'

const HEADER = 'fromPath,toPath,isPermanent,ignoreCase,redirectInBrowser'

describe.concurrent('redirects check, derived and fix', { timeout: 60_000 }, () => {
  let root = ''
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'redirects-cli-'))
  })
  afterAll(() => rm(root, { recursive: true, force: true }))

  /** A copy of the small site with this table. */
  const site = async (name: string, ...rows: string[]) => {
    const cwd = path.join(root, name)
    await cp('tests/fixtures/small-site/content', path.join(cwd, 'content'), { recursive: true })
    await writeFile(path.join(cwd, 'redirects.csv'), [HEADER, ...rows, ''].join('\n'))
    return cwd
  }

  it('check: the table of hand rows with the rows derived from the content, as JSON', async () => {
    const cwd = await site('check', '/old/,/who-we-are/,true,false,false')
    const run = await cli(['redirects', 'check', '--json'], { cwd })
    expect(run.code).toBe(0)
    expect(redirectsCheckJson.parse(JSON.parse(run.stdout))).toEqual({
      file: 'redirects.csv',
      rows: 8,
      hand: 1,
      derived: 7,
      errors: 0,
      findings: [],
    })
  })

  it('check: a hand row against a derived one is an error naming both rows, the content file and the fix', async () => {
    const cwd = await site('contradiction', '/qui-sommes-nous/,/,false,true,true')
    const run = await cli(['redirects', 'check'], { cwd })
    expect(run.code).toBe(1)
    expect(run.stdout).toBe(
      'error   redirects.csv:2  "toPath": /qui-sommes-nous/ -> / contradicts the row the content makes, /qui-sommes-nous/ -> /who-we-are/ (derived from content/edgepoint/pages/fr/who-we-are.md: the French page /fr/qui-sommes-nous/ has a slug of its own (the English page is /who-we-are/)): delete this row, or change the content: give content/edgepoint/pages/fr/who-we-are.md the English page\'s slug\n' +
        'redirects.csv: 7 rows (1 in the table, 6 derived from the content), 1 errors, 0 warnings\n',
    )
  })

  it('derived: every row the content makes, with its file, and the hand row that replaces it', async () => {
    const cwd = await site('derived', '/QUI-SOMMES-NOUS/,/who-we-are/,true,true,true')
    const run = await cli(['redirects', 'derived', '--json'], { cwd })
    expect(run.code).toBe(0)
    const { rows } = redirectsDerivedJson.parse(JSON.parse(run.stdout))
    expect(rows).toHaveLength(7)
    expect(rows.find((r) => r.fromPath === '/qui-sommes-nous/')).toEqual({
      fromPath: '/qui-sommes-nous/',
      toPath: '/who-we-are/',
      isPermanent: false,
      ignoreCase: true,
      redirectInBrowser: true,
      family: 'unprefixed-french',
      derivedFrom: 'content/edgepoint/pages/fr/who-we-are.md',
      because:
        'the French page /fr/qui-sommes-nous/ has a slug of its own (the English page is /who-we-are/)',
      overriddenByLine: 2,
    })
  })

  it('fix: collapses chains of hand rows through the derived ones, deletes redundant rows, writes hand rows only', async () => {
    const cwd = await site(
      'fix',
      '/old/,/fr/who-we-are/,true,true,true',
      '/cn/who-we-are/,/who-we-are/,false,true,true',
      '/campaign/,/who-we-are/,false,false,true',
    )
    const run = await cli(['redirects', 'fix', '--json'], { cwd })
    expect(run.code).toBe(0)
    const report = redirectsFixJson.parse(JSON.parse(run.stdout))
    expect(report.fixed).toEqual({ file: 'redirects.csv', rows: 2, collapsed: 1, removed: 1 })
    expect(report.check).toMatchObject({ rows: 9, hand: 2, derived: 7, errors: 0 })
    expect(await readFile(path.join(cwd, 'redirects.csv'), 'utf8')).toBe(
      [
        HEADER,
        '/old/,/fr/qui-sommes-nous/,true,true,true',
        '/campaign/,/who-we-are/,false,false,true',
        '',
      ].join('\n'),
    )
  })

  it('fix reports a row it cannot read with its line and fix, exits 1 and writes nothing', async () => {
    const table = [HEADER, '/old/,/who-we-are/,false,true', ''].join('\n')
    const cwd = await site('unreadable')
    await writeFile(path.join(cwd, 'redirects.csv'), table)
    const run = await cli(['redirects', 'fix'], { cwd })
    expect(run.code).toBe(1)
    expect(run.stdout).toBe(
      'error   redirects.csv:2  4 values instead of 5: give the row all of fromPath,toPath,isPermanent,ignoreCase,redirectInBrowser\n' +
        'redirects.csv: 0 rows (0 in the table, 0 derived from the content), 1 errors, 0 warnings\n',
    )
    expect(run.stderr).toBe(
      'redirects.csv was not rewritten: fix the rows above, then run "npm run tools -- redirects fix" again.\n',
    )
    expect(await readFile(path.join(cwd, 'redirects.csv'), 'utf8')).toBe(table)
  })

  it('generate is gone: a usage error that says where the derived rows are now', async () => {
    const run = await cli(['redirects', 'generate'], { cwd: await site('generate') })
    expect(run.code).toBe(2)
    expect(run.stderr).toBe(
      'redirects generate is no more: the build derives those rows from the content. "redirects derived" lists them, "redirects check" checks them with the table.\n',
    )
  })
})

describe('redirects on content with problems', () => {
  it.each(['check', 'derived', 'fix'])(
    'redirects %s lists the content problems and exits 1',
    async (action) => {
      const run = await cli(['redirects', action], {
        cwd: path.resolve('tests/fixtures/broken-content'),
      })
      expect(run.code).toBe(1)
      expect(run.stderr.split('\n')[0]).toMatch(/^Content: \d+ problems$/)
      expect(run.stdout).toBe('')
    },
    60_000,
  )
})
