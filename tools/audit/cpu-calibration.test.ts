import { describe, expect, it } from 'vitest'
import {
  calibratedSlowdown,
  CALIBRATION_WINDOW,
  createCalibrator,
  overThrottled,
  parseCpuSlowdown,
  slowdownForBenchmark,
} from './cpu-calibration'
import { UsageError } from './exit'

describe("the slowdown for Lighthouse's benchmark index", () => {
  it("follows the calculator's anchors: 1x at 150, 2x at 800, 3x at 1300, 4x at 1533, 6x at 2000", () => {
    expect(slowdownForBenchmark(150)).toBe(1)
    expect(slowdownForBenchmark(800)).toBe(2)
    expect(slowdownForBenchmark(1300)).toBe(3)
    expect(slowdownForBenchmark(1533)).toBeCloseTo(4, 2)
    expect(slowdownForBenchmark(2000)).toBeCloseTo(6, 2)
  })

  it('is linear between the anchors and 1x below the slowest', () => {
    expect(slowdownForBenchmark(475)).toBeCloseTo(1.5, 5)
    expect(slowdownForBenchmark(1050)).toBeCloseTo(2.5, 5)
    expect(slowdownForBenchmark(100)).toBe(1)
    expect(slowdownForBenchmark(0)).toBe(1)
  })

  it("never throttles more than Lighthouse's default, nor less than 1x, to a tenth", () => {
    expect(calibratedSlowdown(2800, 4)).toBe(4)
    expect(calibratedSlowdown(1533, 4)).toBe(4)
    expect(calibratedSlowdown(1050, 4)).toBe(2.5)
    expect(calibratedSlowdown(1000, 4)).toBe(2.4)
    expect(calibratedSlowdown(60, 4)).toBe(1)
    expect(calibratedSlowdown(1050, 1)).toBe(1)
  })
})

describe('choosing the multiplier of each run', () => {
  it("uses Lighthouse's default until a benchmark index is known", () => {
    const calibrator = createCalibrator('auto', 4)
    expect(calibrator.multiplier()).toBe(4)
    calibrator.add(1050)
    expect(calibrator.multiplier()).toBe(2.5)
  })

  it(`follows the median of the latest ${CALIBRATION_WINDOW} indexes, so one outlier does not swing it`, () => {
    const calibrator = createCalibrator('auto', 4)
    for (const index of [2500, 2600, 800]) calibrator.add(index)
    expect(calibrator.multiplier()).toBe(4)
    calibrator.add(1050)
    calibrator.add(1000)
    // latest three: 800, 1050, 1000 -> median 1000
    expect(calibrator.multiplier()).toBe(2.4)
  })

  it('ignores runs without a benchmark index', () => {
    const calibrator = createCalibrator('auto', 4)
    calibrator.add(undefined)
    calibrator.add(Number.NaN)
    calibrator.add(0)
    expect(calibrator.snapshot().benchmarkIndexes).toEqual([])
    expect(calibrator.snapshot().benchmarkIndex).toBeNull()
  })

  it('keeps a fixed multiplier whatever the machine measures, and records the indexes', () => {
    const calibrator = createCalibrator(4, 4)
    calibrator.add(300)
    expect(calibrator.multiplier()).toBe(4)
    expect(calibrator.snapshot()).toEqual({
      cpuSlowdown: 4,
      ceiling: 4,
      benchmarkIndex: null,
      cpuSlowdownMultiplier: 4,
      benchmarkIndexes: [300],
    })
  })

  it('reports the index it calibrated from and the multiplier chosen', () => {
    const calibrator = createCalibrator('auto', 4)
    calibrator.add(1000)
    calibrator.add(1100)
    expect(calibrator.snapshot()).toEqual({
      cpuSlowdown: 'auto',
      ceiling: 4,
      benchmarkIndex: 1050,
      cpuSlowdownMultiplier: 2.5,
      benchmarkIndexes: [1000, 1100],
    })
  })
})

describe('whether a run was over-throttled', () => {
  const run = (benchmarkIndex: number | null, cpuSlowdownMultiplier: number | null) => ({
    benchmarkIndex,
    cpuSlowdownMultiplier,
  })

  it('is when the multiplier for its own index is more than 25% below the one it used', () => {
    // 1000 calls for 2.4x, 1250 for 2.9x: both under 3x, three quarters of 4x
    expect(overThrottled(run(1000, 4), 'auto', 4)).toBe(true)
    expect(overThrottled(run(1250, 4), 'auto', 4)).toBe(true)
    expect(overThrottled(run(326, 2.4), 'auto', 4)).toBe(true)
  })

  it('is not at exactly 25% below, nor closer, nor when the run was throttled less than its index calls for', () => {
    expect(overThrottled(run(1300, 4), 'auto', 4)).toBe(false)
    expect(overThrottled(run(1400, 4), 'auto', 4)).toBe(false)
    expect(overThrottled(run(2664, 4), 'auto', 4)).toBe(false)
    expect(overThrottled(run(2664, 1.5), 'auto', 4)).toBe(false)
  })

  it("never sets a run aside at a fixed --cpu-slowdown, at desktop's 1x, or without an index or multiplier", () => {
    expect(overThrottled(run(326, 4), 4, 4)).toBe(false)
    expect(overThrottled(run(100, 1), 'auto', 1)).toBe(false)
    expect(overThrottled(run(null, 4), 'auto', 4)).toBe(false)
    expect(overThrottled(run(326, null), 'auto', 4)).toBe(false)
    expect(overThrottled(run(0, 4), 'auto', 4)).toBe(false)
    expect(overThrottled(run(Number.NaN, 4), 'auto', 4)).toBe(false)
  })
})

describe('--cpu-slowdown', () => {
  it('takes auto or a multiplier of at least 1', () => {
    expect(parseCpuSlowdown('auto')).toBe('auto')
    expect(parseCpuSlowdown('4')).toBe(4)
    expect(parseCpuSlowdown(' 2.5 ')).toBe(2.5)
  })

  it.each(['0.5', '0', '-1', 'fast', '', 'Infinity'])('refuses %j with a usage error', (value) => {
    expect(() => parseCpuSlowdown(value)).toThrow(UsageError)
    expect(() => parseCpuSlowdown(value)).toThrow(/--cpu-slowdown takes "auto" or a multiplier/)
  })
})
