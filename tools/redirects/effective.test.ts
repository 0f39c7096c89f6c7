import { describe, expect, it } from 'vitest'
import { redirectRow as row } from '../../src/redirects/testing/test-rows'
import type { CsvRow } from './csv'
import type { DerivedRow } from './derive'
import { effectiveTable } from './effective'

const hand = (line: number, ...args: Parameters<typeof row>): CsvRow => ({
  line,
  row: row(...args),
})
const derived = (fromPath: string, toPath: string, file: string): DerivedRow => ({
  row: row(fromPath, toPath),
  derived: {
    family: 'chinese-fallback',
    file,
    because: `${toPath} has no Chinese version`,
    change: 'add its Chinese version',
  },
})

const cnAbout = derived('/cn/about/', '/about/', 'content/b/pages/en/about.md')
const cnTeam = derived('/cn/team/', '/team/', 'content/b/pages/en/team.md')
const cnJobs = derived('/cn/jobs/', '/jobs/', 'content/b/pages/en/jobs.md')
const cnNews = derived('/cn/news/', '/news/', 'content/b/pages/en/news.md')

describe('effectiveTable: hand rows and the rows derived from the content', () => {
  it('serves the hand rows in their order, then each derived row no hand row claims', () => {
    const old = hand(2, '/old/', '/about/', { isPermanent: true })
    const campaign = hand(3, '/go/', '/jobs/')
    const table = effectiveTable('redirects.csv', [old, campaign], [cnAbout, cnTeam])
    expect(table.rows).toEqual([old, campaign, cnAbout, cnTeam])
    expect(table.findings).toEqual([])
    expect(table.overridden).toEqual([])
  })

  it('lets a hand row win on the same source, up to letter case', () => {
    const override = hand(2, '/CN/Team/', '/team/', { isPermanent: true })
    const table = effectiveTable('redirects.csv', [override], [cnAbout, cnTeam])
    expect(table.rows).toEqual([override, cnAbout])
    expect(table.overridden).toEqual([{ derived: cnTeam, by: override }])
    // The same target with other flags (a permanent redirect) is a deliberate override.
    expect(table.findings).toEqual([])
  })

  it('reports a hand row to another target as contradicting the content, naming both rows, the file and the fix', () => {
    const table = effectiveTable(
      'redirects.csv',
      [hand(2, '/old/', '/about/'), hand(3, '/cn/jobs/', '/about/')],
      [cnJobs],
    )
    expect(table.findings).toEqual([
      {
        file: 'redirects.csv',
        line: 3,
        field: 'toPath',
        message:
          '/cn/jobs/ -> /about/ contradicts the row the content makes, /cn/jobs/ -> /jobs/ (derived from content/b/pages/en/jobs.md: /jobs/ has no Chinese version): delete this row, or change the content: add its Chinese version',
        severity: 'error',
        rule: 'contradicts-content',
        fix: 'delete this row, or change the content: add its Chinese version',
      },
    ])
  })

  it('warns of a hand row the content already makes: it can be deleted', () => {
    const table = effectiveTable('redirects.csv', [hand(7, '/cn/news/', '/news/')], [cnNews])
    expect(table.findings.map((f) => [f.line, f.severity, f.rule, f.message])).toEqual([
      [
        7,
        'warning',
        'redundant',
        '/cn/news/ -> /news/ is the row the content makes (derived from content/b/pages/en/news.md: /news/ has no Chinese version): delete the row: the build derives it from the content',
      ],
    ])
    expect(table.rows).toHaveLength(1)
  })

  it('takes a target differing in letter case as another target', () => {
    const table = effectiveTable('redirects.csv', [hand(2, '/cn/news/', '/News/')], [cnNews])
    expect(table.findings.map((f) => f.rule)).toEqual(['contradicts-content'])
  })
})
