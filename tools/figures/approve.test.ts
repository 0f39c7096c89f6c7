import { appendFile, cp, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
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

  it('refuses, writing nothing, while a history lacks the month or a figure disagrees with it', async () => {
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
