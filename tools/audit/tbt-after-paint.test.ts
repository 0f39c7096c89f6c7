import { readFile } from 'node:fs/promises'
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js'
import { describe, expect, it } from 'vitest'
import { measure, lhrSchema } from './lhr'
import { blockingAfterFirstPaint, type SimulatedNode } from './tbt-after-paint'
import { performanceScoreWith } from './thread-time'

const task = (startMs: number, endMs: number, beforePaint = false): SimulatedNode => ({
  cpu: true,
  startMs,
  endMs,
  beforePaint,
})

// A page load as Lighthouse's simulation of every task places it: the document
// arrives at 600 ms, committing the navigation takes 190 ms, then the first
// parse, layout and paint, all of which really happened before the first
// contentful paint. Lighthouse's own first paint, from a simulation of parse,
// layout and paint only, is at 700 ms.
const beforePaint: SimulatedNode[] = [
  { cpu: false, startMs: 0, endMs: 600, beforePaint: true },
  task(600, 790, true),
  task(790, 830, true),
  task(830, 900, true),
  task(900, 920, true),
]

describe('blocking time from first paint in the same simulation', () => {
  it('counts nothing of the work before first paint, which Lighthouse’s own first paint counts', () => {
    expect(blockingAfterFirstPaint(beforePaint, 1000)).toBe(0)
    const lighthouseOwn = Lantern.Metrics.TBTUtils.calculateSumOfBlockingTime(
      beforePaint
        .filter((n) => n.cpu && n.endMs - n.startMs >= 50)
        .map((n) => ({ start: n.startMs, end: n.endMs, duration: n.endMs - n.startMs })),
      700,
      1000,
    )
    expect(lighthouseOwn).toBe(40 + 20)
  })

  it('counts a script’s long task after first paint as Lighthouse does: its time over 50 ms', () => {
    const nodes = [...beforePaint, task(950, 1070), task(1080, 1120)]
    expect(blockingAfterFirstPaint(nodes, 1200)).toBe(70)
  })

  it('counts of a task running across first paint’s end only its part after it', () => {
    const nodes = [...beforePaint, task(880, 1000)]
    expect(blockingAfterFirstPaint(nodes, 1200)).toBe(30)
  })

  it('stops at Time to Interactive and never counts a network request', () => {
    const nodes = [
      ...beforePaint,
      { cpu: false, startMs: 920, endMs: 1500, beforePaint: false },
      task(1300, 1400),
    ]
    expect(blockingAfterFirstPaint(nodes, 1200)).toBe(0)
  })
})

describe('the performance score on the simulated metrics', () => {
  const mobile = {
    'first-contentful-paint': { p10: 1800, median: 3000 },
    'speed-index': { p10: 3387, median: 5800 },
    'largest-contentful-paint': { p10: 2500, median: 4000 },
    'total-blocking-time': { p10: 200, median: 600 },
  }
  const audits = [
    { id: 'first-contentful-paint', weight: 10, score: 0.2 },
    { id: 'largest-contentful-paint', weight: 25, score: 0.2 },
    { id: 'total-blocking-time', weight: 30, score: 0.2 },
    { id: 'cumulative-layout-shift', weight: 25, score: 1 },
    { id: 'speed-index', weight: 10, score: 0.2 },
  ].map((a) => ({ ...a, scoringOptions: mobile[a.id as keyof typeof mobile] }))
  const fast = { fcpMs: 700, speedIndexMs: 1300, lcpMs: 800, interactiveMs: 900, tbtMs: 0 }

  it('scores every simulated metric on Lighthouse’s curve, keeping Lighthouse’s CLS score', () => {
    expect(performanceScoreWith(audits, fast)).toBe(1)
    expect(performanceScoreWith(audits, { ...fast, tbtMs: 200 })).toBe(0.97)
    expect(performanceScoreWith(audits, { ...fast, tbtMs: 600 })).toBe(0.85)
    const shifted = audits.map((a) => (a.id === 'cumulative-layout-shift' ? { ...a, score: 0 } : a))
    expect(performanceScoreWith(shifted, fast)).toBe(0.75)
  })

  it('replaces Lighthouse’s LCP, TBT and performance score in the measurement when a run has them', async () => {
    const json: unknown = JSON.parse(
      await readFile('tests/fixtures/audit/lighthouse/article-mobile.lhr.json', 'utf8'),
    )
    const lhr = lhrSchema.parse(json)
    const own = measure(lhr)
    const simulated = measure({
      ...lhr,
      threadTime: { lcpMs: 712.5, tbtMs: 12.4, performanceScore: 0.98 },
    })
    expect(simulated.metrics.tbtMs).toBe(12.4)
    expect(simulated.metrics.lcpMs).toBe(712.5)
    expect(simulated.scores.performance).toBe(98)
    expect(simulated.metrics.cls).toBe(own.metrics.cls)
    expect(simulated.scores.accessibility).toBe(own.scores.accessibility)
  })
})
