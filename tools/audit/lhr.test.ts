import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import type { Measurement } from './budgets'
import {
  lhrSchema,
  measure,
  median,
  medianMeasurement,
  medianRunIndex,
  runtimeErrorOf,
} from './lhr'

const run = (performance: number, lcpMs: number, script: number): Measurement => ({
  scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
  metrics: { lcpMs, tbtMs: 0, cls: 0 },
  bytes: { total: script, script, stylesheet: 0, image: 0, font: 0, document: 0 },
})

describe('medians over runs', () => {
  it('takes the middle value, the mean of the middle two, and ignores missing values', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([null, 5])).toBe(5)
    expect(median([null])).toBeNull()
  })

  it('takes each metric on its own', () => {
    const m = medianMeasurement([run(90, 900, 10), run(70, 1500, 30), run(80, 1000, 20)])
    expect(m.scores.performance).toBe(80)
    expect(m.metrics.lcpMs).toBe(1000)
    expect(m.bytes.script).toBe(20)
  })

  it('keeps the report of the run closest to the medians', () => {
    expect(medianRunIndex([run(90, 900, 1), run(70, 1500, 1), run(80, 1000, 1)])).toBe(2)
    expect(medianRunIndex([run(80, 1200, 1), run(80, 1000, 1), run(80, 1100, 1)])).toBe(2)
  })
})

describe('Lighthouse results', () => {
  it('reads a result with a runtime error as unmeasured', async () => {
    const json: unknown = JSON.parse(
      await readFile('tests/fixtures/audit/lighthouse/article-mobile.lhr.json', 'utf8'),
    )
    const lhr = lhrSchema.parse(json)
    expect(runtimeErrorOf(lhr)).toBeUndefined()
    const failed = {
      ...lhr,
      runtimeError: { code: 'ERRORED_DOCUMENT_REQUEST', message: 'Status code: 404' },
      categories: { performance: { score: null } },
      audits: {},
    }
    expect(runtimeErrorOf(failed)).toBe('ERRORED_DOCUMENT_REQUEST: Status code: 404')
    expect(measure(failed).scores.performance).toBeNull()
    expect(measure(failed).bytes.total).toBeNull()
  })
})
