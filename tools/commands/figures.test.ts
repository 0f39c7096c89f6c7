import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { figuresApproveJson, figuresImportJson } from '../../tests/cli/json-shapes'
import { cli } from '../../tests/cli/run-cli'

describe('figures import and approve', { timeout: 60_000 }, () => {
  let cwd = ''
  const HISTORY = 'content/cymbria/data/share-history.csv'
  beforeAll(async () => {
    cwd = await mkdtemp(path.join(tmpdir(), 'figures-cli-'))
    for (const brand of ['edgepoint', 'cymbria'])
      await cp(`content/${brand}/data`, path.join(cwd, `content/${brand}/data`), {
        recursive: true,
      })
    await writeFile(
      path.join(cwd, 'bad.csv'),
      'month,nav,price\n2025-07,7.102,63.10\n2025-08-15,72,64\n',
    )
    await writeFile(path.join(cwd, 'july.csv'), 'month,nav,price\n2025-07-31,71.02,63.10\n')
  })
  afterAll(() => rm(cwd, { recursive: true, force: true }))

  it('lists every problem with its line and fix, exits 1 and writes nothing', async () => {
    const before = await readFile(path.join(cwd, HISTORY), 'utf8')
    const run = await cli(['figures', 'import', 'bad.csv', '--brand', 'cymbria'], { cwd })
    expect(run.code).toBe(1)
    expect(run.stderr).toBe(
      [
        `Import of bad.csv into ${HISTORY}: 2 problems`,
        '  bad.csv:2  nav moves -89.9% from 70.15 (2025-06) to 7.102 (2025-07), more than 35% in a month: check the digits and the decimal point; if the move is real, run again with --max-move 91',
        '  bad.csv:3  2025-08-15 is no month-end: figures are as at the last day of a month, write 2025-08-31 or 2025-08',
        'Nothing was written: fix the rows above, then import again.',
        '',
      ].join('\n'),
    )
    const json = figuresImportJson.parse(
      JSON.parse(
        (await cli(['figures', 'import', 'bad.csv', '--brand', 'cymbria', '--json'], { cwd }))
          .stdout,
      ),
    )
    expect(json).toMatchObject({ ok: false, written: false, target: HISTORY })
    expect(json.problems.map((p) => p.line)).toEqual([2, 3])
    expect(await readFile(path.join(cwd, HISTORY), 'utf8')).toBe(before)
  })

  it('writes the months, flags those awaiting approval, then approve shows them', async () => {
    const dry = await cli(
      ['figures', 'import', 'july.csv', '--brand', 'cymbria', '--dry-run', '--json'],
      { cwd },
    )
    expect(dry.code).toBe(0)
    expect(figuresImportJson.parse(JSON.parse(dry.stdout))).toMatchObject({
      ok: true,
      written: false,
      dryRun: true,
    })

    const run = await cli(['figures', 'import', 'july.csv', '--brand', 'cymbria'], { cwd })
    expect(run.code).toBe(0)
    expect(run.stdout).toBe(
      [
        `${HISTORY}: 1 month added (2025-07), 0 changed, 0 unchanged; last month 2025-06 → 2025-07`,
        'Awaiting approval (1 row, not shown on the site; approved through 2025-06-30):',
        '  july.csv:2  2025-07 is after asAtDate 2025-06-30 (content/cymbria/data/site.yaml:2): written, and shown on the site once approved (figures approve --through 2025-07-31)',
        `Written: ${HISTORY}.`,
        '',
      ].join('\n'),
    )
    expect(
      (await readFile(path.join(cwd, HISTORY), 'utf8')).endsWith(
        '2025-06,70.15,62.37\n2025-07,71.02,63.10\n',
      ),
    ).toBe(true)

    const approve = await cli(
      [
        'figures',
        'approve',
        '--brand',
        'cymbria',
        '--through',
        '2025-07-31',
        '--on',
        '2025-08-12',
        '--json',
      ],
      { cwd },
    )
    expect(approve.code).toBe(0)
    expect(figuresApproveJson.parse(JSON.parse(approve.stdout))).toMatchObject({
      ok: true,
      written: true,
      dates: { asAtDate: '2025-07-31', performanceApprovalDate: '2025-08-12' },
      histories: [{ file: HISTORY, shownThrough: '2025-07', pending: [] }],
    })
    expect(await readFile(path.join(cwd, 'content/cymbria/data/site.yaml'), 'utf8')).toContain(
      'asAtDate: 2025-07-31\nperformanceApprovalDate: 2025-08-12\n',
    )
  })

  it('refuses a month the growth files lack, with exit 1, as JSON', async () => {
    const run = await cli(
      ['figures', 'approve', '--through', '2025-07-31', '--on', '2025-08-12', '--json'],
      { cwd },
    )
    expect(run.code).toBe(1)
    const json = figuresApproveJson.parse(JSON.parse(run.stdout))
    expect(json).toMatchObject({ ok: false, written: false, brand: 'edgepoint' })
    expect(json.problems).toHaveLength(7)
  })

  it('exits 2 on a usage error: an unknown portfolio, a missing file, a date that is no month-end', async () => {
    const unknown = await cli(['figures', 'import', 'july.csv', '--portfolio', 'nope'], { cwd })
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toContain(
      'no portfolio "nope" in content/edgepoint/data/portfolios.yaml: use one of global, global-growth-and-income,',
    )
    const missing = await cli(['figures', 'import', 'none.csv', '--portfolio', 'global'], { cwd })
    expect(missing.code).toBe(2)
    expect(missing.stderr).toContain('none.csv: no such file')
    const day = await cli(['figures', 'approve', '--through', '2025-07-30'], { cwd })
    expect(day.code).toBe(2)
    expect(day.stderr).toContain('--through: 2025-07-30 is no month-end')
    const nothing = await cli(['figures'], { cwd })
    expect(nothing.code).toBe(2)
  })
})
