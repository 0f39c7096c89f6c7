import { appendFile, cp, mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { loadBrandData } from '../content/data-files'
import { formatProblem } from '../content/errors'
import { approveFigures, setSiteDates } from './approve'

describe('setSiteDates', () => {
  it('replaces the two dates and leaves every other byte of site.yaml as it was', () => {
    const text = [
      '# Dates and menus.',
      'asAtDate: 2025-06-30 # month-end',
      "performanceApprovalDate: '2025-07-10'",
      'navigation:',
      '  main: [a, b]',
      '',
    ].join('\n')
    expect(
      setSiteDates(text, { asAtDate: '2025-07-31', performanceApprovalDate: '2025-08-12' }),
    ).toBe(text.replace('2025-06-30', '2025-07-31').replace("'2025-07-10'", '2025-08-12'))
  })
})

describe('approveFigures', () => {
  let root = ''
  afterEach(() => rm(root, { recursive: true, force: true }))
  const SITE = 'content/cymbria/data/site.yaml'
  const now = new Date(2025, 7, 20)
  const setUp = async (brand: string) => {
    root = await mkdtemp(path.join(tmpdir(), 'figures-approve-'))
    await cp(`content/${brand}/data`, path.join(root, `content/${brand}/data`), { recursive: true })
  }

  it('sets asAtDate and performanceApprovalDate once every history reaches the month, and says what shows', async () => {
    await setUp('cymbria')
    await appendFile(
      path.join(root, 'content/cymbria/data/share-history.csv'),
      '2025-07,71.02,63.10\n2025-08,72.00,64.00\n',
    )
    const before = await readFile(path.join(root, SITE), 'utf8')
    const result = await approveFigures(root, 'cymbria', {
      through: '2025-07-31',
      on: '2025-08-12',
      dryRun: false,
      now,
    })
    expect(result).toMatchObject({
      written: true,
      problems: [],
      previous: { asAtDate: '2025-06-30', performanceApprovalDate: '2025-07-10' },
      dates: { asAtDate: '2025-07-31', performanceApprovalDate: '2025-08-12' },
      histories: [
        {
          file: 'content/cymbria/data/share-history.csv',
          shownThrough: '2025-07',
          pending: ['2025-08'],
        },
      ],
    })
    expect(await readFile(path.join(root, SITE), 'utf8')).toBe(
      before
        .replace('asAtDate: 2025-06-30', 'asAtDate: 2025-07-31')
        .replace('Date: 2025-07-10', 'Date: 2025-08-12'),
    )
  })

  it('refuses, writing nothing, while a history lacks the month', async () => {
    await setUp('edgepoint')
    const before = await readFile(path.join(root, 'content/edgepoint/data/site.yaml'), 'utf8')
    const result = await approveFigures(root, 'edgepoint', {
      through: '2025-07-31',
      on: '2025-08-12',
      dryRun: false,
      now,
    })
    expect(result.written).toBe(false)
    expect(result.problems.map(formatProblem)).toContain(
      'content/edgepoint/data/growth/global.csv:203  the values end at 2025-06, but the figures are as at 2025-07-31 (content/edgepoint/data/site.yaml): add the months up to 2025-07',
    )
    expect(result.problems).toHaveLength(7)
    expect(await readFile(path.join(root, 'content/edgepoint/data/site.yaml'), 'utf8')).toBe(before)
  })

  it(
    'works out the figures portfolios.yaml prints from the histories through the new month, and writes them with the dates',
    { timeout: 30_000 },
    async () => {
      await setUp('edgepoint')
      const data = path.join(root, 'content/edgepoint/data')
      // The fund accountant's July: every series 2 % up on June.
      for (const name of await readdir(path.join(data, 'growth'))) {
        const file = path.join(data, 'growth', name)
        const last = (await readFile(file, 'utf8')).trimEnd().split('\n').at(-1) ?? ''
        const [, ...values] = last.split(',')
        const july = values.map((v) => (v === '' ? '' : (Number(v) * 1.02).toFixed(2)))
        await appendFile(file, `2025-07,${july.join(',')}\n`)
      }
      const before = await readFile(path.join(data, 'portfolios.yaml'), 'utf8')
      const result = await approveFigures(root, 'edgepoint', {
        through: '2025-07-31',
        on: '2025-08-12',
        dryRun: false,
        now,
      })
      expect(result.problems.map(formatProblem)).toEqual([])
      expect(result.written).toBe(true)
      // July moves every 1-year return; figures of the last ten full years do not move.
      expect(
        result.figures.find((f) => f.portfolio === 'global' && f.series === 'A')?.changed,
      ).toContain('performance')
      expect(result.figures.flatMap((f) => f.changed)).not.toContain('calendarYearReturns')
      const after = await readFile(path.join(data, 'portfolios.yaml'), 'utf8')
      // Only figure lines change: comments and every other field stay.
      const changedLines = after.split('\n').filter((line, i) => line !== before.split('\n')[i])
      expect(changedLines.length).toBeGreaterThan(0)
      for (const line of changedLines) {
        expect(line).toMatch(
          /^ {8}(performance|calendarYearReturns|bestThreeMonths|worstThreeMonths): \{/,
        )
      }
      // The build reads the new files as at the new dates without a problem.
      const reread = await loadBrandData(root, path.join(root, 'content/edgepoint'))
      expect(reread.problems.map(formatProblem)).toEqual([])
      const globalA = reread.data?.portfolios[0]?.series[0]
      const june = before.match(/oneYear: ([\d.-]+)/)?.[1]
      expect(globalA?.performance.oneYear).not.toBe(Number(june))
    },
  )

  it('refuses dates that cannot be: no month-end, approval before the month ends or after today', async () => {
    await setUp('cymbria')
    const approve = (through: string, on: string) =>
      approveFigures(root, 'cymbria', { through, on, dryRun: false, now })
    await expect(approve('2025-07-30', '2025-08-12')).rejects.toThrow(
      '--through: 2025-07-30 is no month-end: figures are as at the last day of a month, write 2025-07-31',
    )
    await expect(approve('2025-07-31', '2025-07-20')).rejects.toThrow(
      '--through: figures as at 2025-07-31 cannot have been approved on 2025-07-20, before that date: set --on to the day compliance approved them, or --through to the month-end they approved',
    )
    await expect(approve('2025-07-31', '2025-08-21')).rejects.toThrow(
      '--on 2025-08-21 is after today (2025-08-20): write the day compliance approved the figures',
    )
    await expect(approve('2025-02-30', '2025-08-12')).rejects.toThrow(
      '--through 2025-02-30: 2025-02-30 is not a real date',
    )
  })
})
