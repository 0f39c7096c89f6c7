import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { loadBudgets } from './budgets'
import { judgeControl } from './control'
import { lhrSchema, type LighthouseResult } from './lhr'
import {
  evaluatePage,
  formatLighthouseReport,
  lighthouseFindings,
  parseCpuSlowdown,
  type LighthouseReport,
} from './lighthouse'

async function stored(): Promise<LighthouseResult> {
  const json: unknown = JSON.parse(
    await readFile('tests/fixtures/audit/lighthouse/article-mobile.lhr.json', 'utf8'),
  )
  return lhrSchema.parse(json)
}

const target = { template: 'article', locale: 'en', path: '/article/x/' }

/** The stored result with thread-time metrics, and Lighthouse's own TBT and benchmark index. */
const withTiming = (
  lhr: LighthouseResult,
  tbtMs: number,
  benchmarkIndex = 2000,
  lcpMs = 700,
): LighthouseResult => ({
  ...lhr,
  environment: { benchmarkIndex },
  audits: { ...lhr.audits, 'total-blocking-time': { numericValue: tbtMs * 10 } },
  threadTime: { lcpMs, tbtMs, performanceScore: 1 },
})

/** A report of the given pages, for the printing functions. */
const report = (over: Partial<LighthouseReport>): LighthouseReport => ({
  check: 'lighthouse',
  ok: true,
  dir: 'dist',
  budgetsFile: 'lighthouse/budgets.json',
  formFactor: 'mobile',
  runs: 3,
  lighthouseVersion: '13.5.0',
  cpuSlowdownMultiplier: 4,
  control: {
    path: '/control/',
    runs: 2,
    failedRuns: 0,
    performance: 100,
    lcpMs: 650,
    tbtMs: 0,
    cls: 0,
    trusted: true,
    maxRemeasures: 2,
    summary:
      'Control page (no script) within the timing budget (2 runs): the timing verdicts stand.',
  },
  pages: [],
  breaches: [],
  warnings: [],
  seconds: 1,
  ...over,
})

describe('evaluating a page from its runs', () => {
  it('takes the medians of the good runs, leaves failed runs out, and lists the breaches', async () => {
    const budgets = await loadBudgets('tests/fixtures/audit/lighthouse/budgets-lenient.json')
    const lhr = await stored()
    const { result, breaches, medianRun } = evaluatePage(target, [lhr], budgets, [
      'NO_NAVSTART: no navigation start',
    ])
    expect(result.runs).toBe(1)
    expect(result.failedRuns).toBe(1)
    expect(result.error).toBeNull()
    expect(result.measured.bytes.script).toBe(387307)
    expect(medianRun).toBe(0)
    expect(breaches).toEqual([
      expect.objectContaining({ ...target, kind: 'bytes', name: 'script', budget: 300000 }),
    ])
  })

  it('records a page no run could measure as an error, never a pass', async () => {
    const budgets = await loadBudgets('tests/fixtures/audit/lighthouse/budgets-lenient.json')
    const { result, breaches } = evaluatePage(target, [], budgets, [
      'NO_FCP: no paint',
      'NO_FCP: no paint',
      'NO_FCP: no paint',
    ])
    expect(result.error).toBe('NO_FCP: no paint')
    expect(lighthouseFindings(report({ pages: [result] }))).toBe(1)
    expect(breaches).toEqual([])
  })

  it('prints the table with breached values marked, then each breach with its page', async () => {
    const budgets = await loadBudgets('lighthouse/budgets.json')
    const { result, breaches } = evaluatePage(target, [await stored()], budgets)
    const printed = report({ ok: false, runs: 1, pages: [result], breaches })
    const text = formatLighthouseReport(printed)
    expect(text).toContain('73!')
    expect(text).toContain('378.2 KB!')
    expect(text).toContain('breach: article en /article/x/: LCP 3419 ms > 1000 ms')
    expect(lighthouseFindings(printed)).toBe(6)
  })
})

describe('judging a page on the medians of its runs', () => {
  const tbtBudget = async () => {
    const budgets = await loadBudgets('tests/fixtures/audit/lighthouse/budgets-lenient.json')
    return {
      ...budgets,
      templates: {
        ...budgets.templates,
        article: { maxMetrics: { tbtMs: 50 }, maxBytes: { script: null } },
      },
    }
  }

  it('passes a page with one slow run of three, and fails it when the median is slow', async () => {
    const lhr = await stored()
    const budgets = await tbtBudget()
    const oneSlow = evaluatePage(
      target,
      [40, 120, 30].map((t) => withTiming(lhr, t)),
      budgets,
    )
    expect(oneSlow.result.measured.metrics.tbtMs).toBe(40)
    expect(oneSlow.breaches).toEqual([])
    const twoSlow = evaluatePage(
      target,
      [40, 120, 69].map((t) => withTiming(lhr, t)),
      budgets,
    )
    expect(twoSlow.breaches).toEqual([
      expect.objectContaining({ kind: 'metric', name: 'tbtMs', measured: 69, budget: 50 }),
    ])
  })

  it('judges LCP and TBT on thread time where the runs have it, and shows Lighthouse’s own beside them', async () => {
    const lhr = await stored()
    const budgets = await tbtBudget()
    const runs = [9, 47, 12].map((t) => withTiming(lhr, t, 2000, 690))
    const { result, breaches } = evaluatePage(target, runs, budgets)
    expect(result.measured.metrics.tbtMs).toBe(12)
    expect(result.measured.metrics.lcpMs).toBe(690)
    expect(result.lighthouseTbtMs).toBe(120)
    expect(result.lighthouseLcpMs).toBe(lhr.audits['largest-contentful-paint']?.numericValue)
    expect(breaches).toEqual([])
    const text = formatLighthouseReport(report({ pages: [result], breaches }))
    expect(text).toMatch(/ 690 ms +12 ms +0\.\d{3} +\d+ ms +120 ms /)
  })

  it('reports the median benchmark index of the runs, for information', async () => {
    const lhr = await stored()
    const runs = [withTiming(lhr, 0, 2500), withTiming(lhr, 0, 900), withTiming(lhr, 0, 1000)]
    const { result } = evaluatePage(target, runs, await tbtBudget())
    expect(result.benchmarkIndex).toBe(1000)
    const { result: plain } = evaluatePage(target, [lhr], await tbtBudget())
    expect(plain.benchmarkIndex).toBeNull()
  })
})

describe('the control page', () => {
  const runsOf = async (...timing: [number, number][]) => {
    const lhr = await stored()
    return timing.map(([lcpMs, tbtMs]) => ({
      ...withTiming(lhr, tbtMs, 2000, lcpMs),
      audits: { ...lhr.audits, 'cumulative-layout-shift': { numericValue: 0 } },
    }))
  }

  it('trusts the timing verdicts while the control is within the timing budget', async () => {
    const budgets = await loadBudgets('lighthouse/budgets.json')
    const control = judgeControl(budgets, await runsOf([650, 0], [700, 3]), [])
    expect(control.trusted).toBe(true)
    expect(control.summary).toMatch(/within the timing budget \(2 runs\)/)
  })

  it('does not trust them when the control is over budget, or could not be measured', async () => {
    const budgets = await loadBudgets('lighthouse/budgets.json')
    const slow = judgeControl(budgets, await runsOf([1650, 0], [1700, 90]), [])
    expect(slow.trusted).toBe(false)
    expect(slow.summary).toMatch(/over the timing budget \(LCP 1675 ms > 1000 ms/)
    const none = judgeControl(budgets, [], ['NO_NAVSTART: x', 'NO_NAVSTART: x'])
    expect(none.trusted).toBe(false)
    expect(none.summary).toMatch(/could not be measured \(NO_NAVSTART: x\)/)
  })

  it('prints an untrusted control before the breaches, and the report is not ok', () => {
    const untrusted = report({
      ok: false,
      control: {
        ...report({}).control,
        trusted: false,
        summary: 'Control page (no script) over the timing budget (…)',
      },
    })
    expect(formatLighthouseReport(untrusted)).toContain(
      'untrusted: Control page (no script) over the timing budget (…)',
    )
  })
})

describe('--cpu-slowdown', () => {
  it('takes a multiplier of at least 1, or nothing for Lighthouse’s default', () => {
    expect(parseCpuSlowdown(undefined)).toBeUndefined()
    expect(parseCpuSlowdown('4')).toBe(4)
    expect(parseCpuSlowdown('2.5')).toBe(2.5)
    expect(() => parseCpuSlowdown('auto')).toThrow(/--cpu-slowdown must be a number of at least 1/)
    expect(() => parseCpuSlowdown('0.5')).toThrow(/at least 1/)
  })
})
