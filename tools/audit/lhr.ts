import { z } from 'zod'
import { CATEGORIES, METRICS, RESOURCE_TYPES, type Measurement, type Metric } from './budgets'

/** The part of a Lighthouse result (LHR) the budgets read; everything else is ignored. */
export const lhrSchema = z.object({
  lighthouseVersion: z.string(),
  finalDisplayedUrl: z.string().optional(),
  runtimeError: z.object({ code: z.string(), message: z.string() }).optional(),
  /** Lighthouse's measure of the machine's CPU speed (wall clock, so load lowers it), for information. */
  environment: z.object({ benchmarkIndex: z.number() }).optional(),
  categories: z.record(z.string(), z.object({ score: z.number().nullable() })),
  audits: z.record(
    z.string(),
    z.object({
      numericValue: z.number().optional(),
      details: z.unknown().optional(),
    }),
  ),
  /**
   * Not Lighthouse's: its simulation re-run on each task's thread time, added
   * by the audit's runner (thread-time.ts). Its LCP, TBT (from first paint) and
   * performance score replace Lighthouse's own, which are on wall time.
   */
  threadTime: z
    .object({ lcpMs: z.number(), tbtMs: z.number(), performanceScore: z.number().nullable() })
    .optional(),
})

export type LighthouseResult = z.infer<typeof lhrSchema>

const resourceSummary = z.object({
  items: z.array(z.object({ resourceType: z.string(), transferSize: z.number() })),
})

const METRIC_AUDITS: Record<Metric, string> = {
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
}

/** Lighthouse's own TBT of a run, which the budget does not read when the run has `threadTime`. */
export function lighthouseTbtOf(lhr: LighthouseResult): number | null {
  return lhr.audits[METRIC_AUDITS.tbtMs]?.numericValue ?? null
}

/** Lighthouse's own LCP of a run, likewise. */
export function lighthouseLcpOf(lhr: LighthouseResult): number | null {
  return lhr.audits[METRIC_AUDITS.lcpMs]?.numericValue ?? null
}

/** The error Lighthouse reported for a run (page failed to load, …), if any. */
export function runtimeErrorOf(lhr: LighthouseResult): string | undefined {
  return lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined
}

/** The benchmark index of a run, when Lighthouse measured one. */
export function benchmarkIndexOf(lhr: LighthouseResult): number | null {
  return lhr.environment?.benchmarkIndex ?? null
}

/** A record with one value per key (the one place a key list becomes a typed record). */
export function recordOf<K extends string, V>(
  keys: readonly K[],
  value: (key: K) => V,
): Record<K, V> {
  return Object.fromEntries(keys.map((k) => [k, value(k)])) as Record<K, V>
}

/** One run's measurement: scores 0-100, LCP/TBT in ms, CLS, transfer bytes per resource type. */
export function measure(lhr: LighthouseResult): Measurement {
  const summary = resourceSummary.safeParse(lhr.audits['resource-summary']?.details)
  const items = summary.success ? summary.data.items : []
  return {
    scores: recordOf(CATEGORIES, (c) => {
      const s =
        c === 'performance' && lhr.threadTime
          ? lhr.threadTime.performanceScore
          : lhr.categories[c]?.score
      return s === null || s === undefined ? null : Math.round(s * 100)
    }),
    metrics: recordOf(METRICS, (m) =>
      m !== 'cls' && lhr.threadTime
        ? lhr.threadTime[m]
        : (lhr.audits[METRIC_AUDITS[m]]?.numericValue ?? null),
    ),
    bytes: recordOf(
      RESOURCE_TYPES,
      (t) => items.find((i) => i.resourceType === t)?.transferSize ?? null,
    ),
  }
}

/** The median of the values Lighthouse measured (the mean of the middle two for an even count). */
export function median(values: readonly (number | null)[]): number | null {
  const sorted = values.filter((v): v is number => v !== null).sort((a, b) => a - b)
  if (sorted.length === 0) return null
  const mid = sorted.length / 2
  const upper = sorted[Math.floor(mid)] ?? 0
  return sorted.length % 2 === 1 ? upper : ((sorted[mid - 1] ?? upper) + upper) / 2
}

/** The median of every value over several runs, each metric on its own. */
export function medianMeasurement(runs: readonly Measurement[]): Measurement {
  return {
    scores: recordOf(CATEGORIES, (k) => median(runs.map((r) => r.scores[k]))),
    metrics: recordOf(METRICS, (k) => median(runs.map((r) => r.metrics[k]))),
    bytes: recordOf(RESOURCE_TYPES, (k) => median(runs.map((r) => r.bytes[k]))),
  }
}

/**
 * The run closest to the medians (performance score, then LCP), whose report is
 * the one kept: a report a person reads should show a typical run.
 */
export function medianRunIndex(runs: readonly Measurement[]): number {
  const m = medianMeasurement(runs)
  const distance = (r: Measurement) => [
    Math.abs((r.scores.performance ?? 0) - (m.scores.performance ?? 0)),
    Math.abs((r.metrics.lcpMs ?? 0) - (m.metrics.lcpMs ?? 0)),
  ]
  let best = 0
  runs.forEach((r, i) => {
    const [a = 0, b = 0] = distance(r)
    const current = runs[best]
    if (!current) return
    const [ba = 0, bb = 0] = distance(current)
    if (a < ba || (a === ba && b < bb)) best = i
  })
  return best
}
