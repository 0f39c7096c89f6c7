import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { loadBudgets, type Breach } from './budgets'
import { lhrSchema, type LighthouseResult } from './lhr'
import {
  evaluatePage,
  formatLighthouseReport,
  lighthouseFindings,
  plannedRuns,
  STABLE_RUNS,
  type LighthouseReport,
} from './lighthouse'

async function stored(): Promise<LighthouseResult> {
  const json: unknown = JSON.parse(
    await readFile('tests/fixtures/audit/lighthouse/article-mobile.lhr.json', 'utf8'),
  )
  return lhrSchema.parse(json)
}

const target = { template: 'article', locale: 'en', path: '/article/x/' }

describe('evaluating a page from its runs', () => {
  it('takes the medians of the good runs, leaves failed runs out, and lists the breaches', async () => {
    const budgets = await loadBudgets('tests/fixtures/audit/lighthouse/budgets-lenient.json')
    const lhr = await stored()
    const failed = { ...lhr, runtimeError: { code: 'NO_FCP', message: 'no paint' } }
    const { result, breaches, medianRun } = evaluatePage(target, [failed, lhr], budgets, [
      'protocol timeout',
    ])
    expect(result.runs).toBe(1)
    expect(result.error).toBeNull()
    expect(result.measured.bytes.script).toBe(387307)
    expect(medianRun).toBe(1)
    expect(breaches).toEqual([
      expect.objectContaining({ ...target, kind: 'bytes', name: 'script', budget: 300000 }),
    ])
  })

  it('records a page no run could measure as an error', async () => {
    const budgets = await loadBudgets('tests/fixtures/audit/lighthouse/budgets-lenient.json')
    const failed = { ...(await stored()), runtimeError: { code: 'NO_FCP', message: 'no paint' } }
    const { result, breaches } = evaluatePage(target, [failed], budgets)
    expect(result.error).toBe('NO_FCP: no paint')
    expect(breaches).toEqual([])
  })

  it('prints the table with breached values marked, then each breach with its page', async () => {
    const budgets = await loadBudgets('lighthouse/budgets.json')
    const { result, breaches } = evaluatePage(target, [await stored()], budgets)
    const report: LighthouseReport = {
      check: 'lighthouse',
      ok: false,
      dir: 'dist',
      budgetsFile: 'lighthouse/budgets.json',
      formFactor: 'mobile',
      runs: 1,
      lighthouseVersion: '13.5.0',
      pages: [result],
      breaches,
      warnings: [],
      seconds: 1,
    }
    const text = formatLighthouseReport(report)
    expect(text).toContain('73!')
    expect(text).toContain('378.2 KB!')
    expect(text).toContain('breach: article en /article/x/: LCP 3419 ms > 1000 ms')
    expect(lighthouseFindings(report)).toBe(6)
  })
})

describe('how many runs a page gets', () => {
  const breach = (kind: Breach['kind'], name: Breach['name']): Breach => ({
    kind,
    name,
    measured: 2,
    budget: 1,
    message: `${name} over budget`,
  })

  it('measures a page whose timing misses its budget until it has had five runs', () => {
    expect(plannedRuns(3, [breach('metric', 'lcpMs')])).toBe(STABLE_RUNS)
    expect(plannedRuns(1, [breach('score', 'performance')])).toBe(STABLE_RUNS)
  })

  it('keeps the runs asked for when nothing, or nothing that varies between runs, is over budget', () => {
    expect(plannedRuns(3, [])).toBe(3)
    expect(plannedRuns(3, [breach('bytes', 'script'), breach('score', 'accessibility')])).toBe(3)
    expect(plannedRuns(7, [breach('metric', 'tbtMs')])).toBe(7)
  })
})
