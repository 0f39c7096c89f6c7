import { describe, expect, it } from 'vitest'
import type { Measurement } from './budgets'
import {
  judgedMeasurement,
  MAX_EXTRA_RUNS,
  MAX_EXTRA_RUNS_PER_PAGE,
  nextRun,
  timingBasis,
  timingRunIndexes,
  type RunsSoFar,
} from './timing-runs'

const measurement = (performance: number, tbtMs: number, script: number): Measurement => ({
  scores: { performance, accessibility: 100, 'best-practices': 96, seo: 100 },
  metrics: { lcpMs: 10 * tbtMs, tbtMs, cls: 0.01 },
  bytes: { total: 2 * script, script, stylesheet: 9000, image: 0, font: 0, document: 5000 },
})

describe('which runs a page’s timing is judged on', () => {
  it('counts the runs that were not over-throttled and sets the others aside', () => {
    const basis = timingBasis([false, true, false])
    expect(basis).toEqual({ counted: [0, 2], setAside: [1], judgedOn: 'counted' })
    expect(timingRunIndexes(basis)).toEqual([0, 2])
  })

  it('judges on every run when none counted', () => {
    const basis = timingBasis([true, true])
    expect(basis).toEqual({ counted: [], setAside: [0, 1], judgedOn: 'all' })
    expect(timingRunIndexes(basis)).toEqual([0, 1])
  })

  it('has nothing to judge on without runs', () => {
    expect(timingBasis([])).toEqual({ counted: [], setAside: [], judgedOn: 'counted' })
  })
})

describe('the medians a page is judged on', () => {
  it('takes the performance score, LCP and TBT from the timing runs, everything else from every run', () => {
    const counted = [measurement(100, 20, 1000), measurement(98, 40, 1200)]
    const setAside = measurement(60, 400, 1100)
    const judged = judgedMeasurement([...counted, setAside], counted)
    expect(judged.scores.performance).toBe(99)
    expect(judged.metrics.tbtMs).toBe(30)
    expect(judged.metrics.lcpMs).toBe(300)
    expect(judged.scores['best-practices']).toBe(96)
    expect(judged.metrics.cls).toBe(0.01)
    expect(judged.bytes.script).toBe(1100)
    expect(judged.bytes.total).toBe(2200)
  })

  it('has no timing when no run is judged on', () => {
    const judged = judgedMeasurement([measurement(100, 20, 1000)], [])
    expect(judged.metrics.tbtMs).toBeNull()
    expect(judged.scores.performance).toBeNull()
    expect(judged.bytes.script).toBe(1000)
  })
})

/**
 * Runs a page as the audit does: each run over-throttled or not as `overs`
 * says, in turn, until `nextRun` stops.
 */
function simulate(planned: number, overs: readonly boolean[], extraRunsLeft = MAX_EXTRA_RUNS) {
  const page: RunsSoFar = { planned, attempts: 0, setAside: 0, extra: 0 }
  let left = extraRunsLeft
  for (;;) {
    const next = nextRun(page, left)
    if (next === 'done' || next === 'bound') return { ...page, left, stopped: next }
    if (next === 'extra') {
      page.extra++
      left--
    }
    if (overs[page.attempts] ?? false) page.setAside++
    page.attempts++
  }
}

describe('when a page is measured again', () => {
  it('makes the planned runs, then stops when every one counted', () => {
    expect(simulate(3, [])).toMatchObject({ attempts: 3, extra: 0, stopped: 'done' })
  })

  it('replaces each over-throttled run with an extra one until the planned number count', () => {
    expect(simulate(3, [false, true, false, true, false])).toMatchObject({
      attempts: 5,
      setAside: 2,
      extra: 2,
      left: MAX_EXTRA_RUNS - 2,
      stopped: 'done',
    })
  })

  it(`stops after ${MAX_EXTRA_RUNS_PER_PAGE} extra runs of a page, and says the bound stopped it`, () => {
    const overs = Array.from({ length: 20 }, () => true)
    expect(simulate(3, overs)).toMatchObject({
      attempts: 3 + MAX_EXTRA_RUNS_PER_PAGE,
      extra: MAX_EXTRA_RUNS_PER_PAGE,
      stopped: 'bound',
    })
  })

  it('stops when the extra runs of the whole audit are used up', () => {
    expect(simulate(3, [true, true, false, true], 1)).toMatchObject({
      attempts: 4,
      extra: 1,
      left: 0,
      stopped: 'bound',
    })
  })

  it('makes the planned runs of a retry before any extra run', () => {
    // after 3 planned runs and 1 extra (one set aside) the plan grows to 5
    expect(nextRun({ planned: 5, attempts: 4, setAside: 1, extra: 1 }, 0)).toBe('planned')
    expect(nextRun({ planned: 5, attempts: 6, setAside: 1, extra: 1 }, 0)).toBe('done')
    expect(nextRun({ planned: 5, attempts: 6, setAside: 2, extra: 1 }, 1)).toBe('extra')
  })

  it('does not make a failed run again (it is not over-throttled)', () => {
    // 3 attempts, one of which threw: no result, nothing set aside
    expect(nextRun({ planned: 3, attempts: 3, setAside: 0, extra: 0 }, 5)).toBe('done')
  })
})
