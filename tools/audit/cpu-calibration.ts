import { UsageError } from './exit'
import { median } from './lhr'

/**
 * Lighthouse's CPU throttling is relative: with simulated throttling it
 * multiplies the main-thread work it observed by `cpuSlowdownMultiplier`
 * (4 for mobile), a slowdown meant for a fast desktop. On a slow or busy
 * machine the observed work is already slow, and 4x on top of it measures a
 * phone far slower than the mid-tier one the budgets mean. Lighthouse's
 * answer (docs/throttling.md, "Calibrating the CPU slowdown") is to pick the
 * multiplier from the machine's benchmark index, which every Lighthouse run
 * measures and reports as `environment.benchmarkIndex`.
 */

/** `--cpu-slowdown`: calibrate from the benchmark index, or a fixed multiplier. */
export type CpuSlowdownSetting = 'auto' | number

/** Lighthouse's mobile default (`throttling.mobileSlow4G`); desktop's config sets its own, 1x. */
export const LIGHTHOUSE_MOBILE_SLOWDOWN = 4

/** Never less than no throttling at all. */
export const MIN_SLOWDOWN = 1

/**
 * Quick Lighthouse runs that only measure the benchmark index before the first
 * page; every measured run then adds its own.
 */
export const CALIBRATION_SAMPLES = 2

/** The multiplier of a run follows the median of the latest benchmark indexes. */
export const CALIBRATION_WINDOW = 3

/**
 * The slowdown that turns a machine of this benchmark index into Lighthouse's
 * mid-tier mobile target: the piecewise-linear formula of Lighthouse's CPU
 * throttling calculator (linked from docs/throttling.md;
 * patrickhulce/lighthouse-cpu-throttling-calculator), 1x at 150, 2x at 800,
 * 3x at 1300, then one more per 233 (4x at 1533, the desktop Lighthouse's
 * default assumes). Below 150 the machine is slower than the target: 1x.
 */
export function slowdownForBenchmark(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650
  return MIN_SLOWDOWN
}

/**
 * The multiplier to use: the calculator's, at most Lighthouse's own default
 * for the form factor (4 mobile, 1 desktop) so that a fast machine is measured
 * exactly as Lighthouse measures by default and the budgets keep their
 * meaning, at least 1x, rounded to a tenth for readable reports.
 */
export function calibratedSlowdown(benchmarkIndex: number, ceiling: number): number {
  const bounded = Math.min(ceiling, Math.max(MIN_SLOWDOWN, slowdownForBenchmark(benchmarkIndex)))
  return Math.round(bounded * 10) / 10
}

/** Reads `--cpu-slowdown`: `auto`, or a number of at least 1. */
export function parseCpuSlowdown(value: string | number): CpuSlowdownSetting {
  const text = String(value).trim()
  if (text === 'auto') return 'auto'
  const n = Number(text)
  if (text === '' || !Number.isFinite(n) || n < MIN_SLOWDOWN)
    throw new UsageError(
      `--cpu-slowdown takes "auto" or a multiplier of at least ${MIN_SLOWDOWN}, such as 4 (got "${text}").`,
    )
  return n
}

/** How the CPU slowdown was chosen, as the reports show it. */
export interface Calibration {
  /** `auto` (from the benchmark index) or the fixed `--cpu-slowdown`. */
  cpuSlowdown: CpuSlowdownSetting
  /** Lighthouse's default multiplier for the form factor, the most `auto` uses. */
  ceiling: number
  /** Median benchmark index of the calibration runs before the first page (null when fixed). */
  benchmarkIndex: number | null
  /** The multiplier of the first page's first run. */
  cpuSlowdownMultiplier: number
  /** Every benchmark index seen, in order: calibration runs, then each measured run. */
  benchmarkIndexes: number[]
}

/**
 * Chooses each run's multiplier from the benchmark indexes seen so far (the
 * median of the latest few, so one outlier does not swing it), and records
 * them. No I/O: the caller feeds it what Lighthouse reports.
 */
export function createCalibrator(setting: CpuSlowdownSetting, ceiling: number) {
  const seen: number[] = []
  const current = () => median(seen.slice(-CALIBRATION_WINDOW))
  const multiplier = () => {
    if (setting !== 'auto') return setting
    const index = current()
    return index === null ? ceiling : calibratedSlowdown(index, ceiling)
  }
  return {
    /** A benchmark index Lighthouse measured (ignored when missing or not positive). */
    add(benchmarkIndex: number | undefined): void {
      if (benchmarkIndex !== undefined && Number.isFinite(benchmarkIndex) && benchmarkIndex > 0)
        seen.push(benchmarkIndex)
    },
    /** The multiplier for the next run. */
    multiplier,
    /** The calibration as it stands (taken after the calibration runs, for the report). */
    snapshot(): Calibration {
      return {
        cpuSlowdown: setting,
        ceiling,
        benchmarkIndex: setting === 'auto' ? current() : null,
        cpuSlowdownMultiplier: multiplier(),
        benchmarkIndexes: [...seen],
      }
    },
  }
}

export type Calibrator = ReturnType<typeof createCalibrator>

/**
 * How far below the multiplier a run was measured with the multiplier for its
 * own benchmark index may fall before the run counts as over-throttled.
 * Indexes of runs under the same load differ by some 10-20%; a quarter is
 * beyond that noise and below the swings of a shared machine (326 to 2664).
 */
export const OVER_THROTTLE_MARGIN = 0.25

/** What a run measured and was measured with, as its Lighthouse result says. */
export interface RunThrottling {
  benchmarkIndex: number | null
  cpuSlowdownMultiplier: number | null
}

/**
 * Whether a run was over-throttled: Lighthouse measured its benchmark index
 * just before the page load, and the multiplier that index calls for
 * (`calibratedSlowdown`) is more than `OVER_THROTTLE_MARGIN` below the one the
 * run used, chosen from earlier runs' indexes. Its CPU-bound timings then
 * measure a slower phone than the budgets mean. Only calibrated audits set
 * runs aside: a fixed `--cpu-slowdown` is what the person asked for, and a run
 * without an index or multiplier cannot be judged, so it counts.
 */
export function overThrottled(
  run: RunThrottling,
  setting: CpuSlowdownSetting,
  ceiling: number,
): boolean {
  const { benchmarkIndex, cpuSlowdownMultiplier: used } = run
  if (setting !== 'auto' || benchmarkIndex === null || used === null) return false
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return false
  return calibratedSlowdown(benchmarkIndex, ceiling) < used * (1 - OVER_THROTTLE_MARGIN)
}
