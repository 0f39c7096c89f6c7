import type { Measurement } from './budgets'
import { medianMeasurement } from './lhr'

/**
 * Which of a page's runs its timing budgets are judged on, and when a page
 * needs another run because some of its runs were over-throttled (see
 * `overThrottled` in cpu-calibration.ts). No I/O.
 */

/** Runs made beyond a page's planned runs to replace over-throttled ones, at most, per page. */
export const MAX_EXTRA_RUNS_PER_PAGE = 4

/** The same, over the whole audit: a machine under load all along must not double its length. */
export const MAX_EXTRA_RUNS = 16

/** Which runs a page's timing is judged on, by index into its good runs. */
export interface TimingBasis {
  /** Runs whose timing counts: those not over-throttled. */
  counted: number[]
  /** Runs set aside as over-throttled. */
  setAside: number[]
  /**
   * `counted` normally; `all` when every run was set aside (the extra runs ran
   * out), so that the page is still judged, on every run.
   */
  judgedOn: 'counted' | 'all'
}

/** Splits a page's runs, each flagged over-throttled or not, into those that count and not. */
export function timingBasis(overThrottled: readonly boolean[]): TimingBasis {
  const counted = overThrottled.flatMap((over, i) => (over ? [] : [i]))
  const setAside = overThrottled.flatMap((over, i) => (over ? [i] : []))
  return {
    counted,
    setAside,
    judgedOn: counted.length > 0 || setAside.length === 0 ? 'counted' : 'all',
  }
}

/** The indexes of the runs `basis` judges timing on (when on all of them, none counted). */
export function timingRunIndexes(basis: TimingBasis): number[] {
  return basis.judgedOn === 'all' ? basis.setAside : basis.counted
}

/**
 * The medians a page is judged on: the CPU-bound values (the performance
 * score, LCP and TBT, which Lighthouse's simulated throttling scales with the
 * CPU slowdown) over the timing runs, everything else (bytes, the other
 * scores, CLS, none of which the slowdown changes) over every run.
 */
export function judgedMeasurement(
  every: readonly Measurement[],
  timing: readonly Measurement[],
): Measurement {
  const all = medianMeasurement(every)
  const cpu = medianMeasurement(timing)
  return {
    scores: { ...all.scores, performance: cpu.scores.performance },
    metrics: { ...all.metrics, lcpMs: cpu.metrics.lcpMs, tbtMs: cpu.metrics.tbtMs },
    bytes: all.bytes,
  }
}

/** A page's runs so far, as the decision of the next one needs them. */
export interface RunsSoFar {
  /** Runs it should have: `--runs`, or 5 once its timing missed the budget. */
  planned: number
  /** Runs made, failed ones included (a failed run is not made again). */
  attempts: number
  /** Runs set aside as over-throttled. */
  setAside: number
  /** Runs made to replace them so far. */
  extra: number
}

/**
 * What a page gets next: one of its `planned` runs; an `extra` run, when
 * over-throttled runs leave it fewer than planned that count; nothing when it
 * has them (`done`), or when the extra runs of the page (`MAX_EXTRA_RUNS_PER_PAGE`)
 * or of the audit (`extraRunsLeft`) ran out (`bound`). Planned runs come
 * first: a page whose plan grows (a retry) makes them before any extra one.
 */
export function nextRun(
  page: RunsSoFar,
  extraRunsLeft: number,
): 'planned' | 'extra' | 'done' | 'bound' {
  if (page.attempts - page.extra < page.planned) return 'planned'
  if (page.attempts - page.setAside >= page.planned) return 'done'
  if (page.extra >= MAX_EXTRA_RUNS_PER_PAGE || extraRunsLeft <= 0) return 'bound'
  return 'extra'
}
