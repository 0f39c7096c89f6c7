import type { RunnerResult } from 'lighthouse'
import { Audit } from 'lighthouse/core/audits/audit.js'
import { PageDependencyGraph } from 'lighthouse/core/computed/page-dependency-graph.js'
import type { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js'
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js'
import { LCPImageRecord } from 'lighthouse/core/computed/lcp-image-record.js'
import { LoadSimulator } from 'lighthouse/core/computed/load-simulator.js'
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js'
import { ProcessedNavigation } from 'lighthouse/core/computed/processed-navigation.js'
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js'
import { ReportScoring } from 'lighthouse/core/scoring.js'
import { blockingAfterFirstPaint, simulatedNodes } from './tbt-after-paint'

/**
 * Lighthouse's own simulation of a slow phone (Lantern), run again on the CPU
 * time each task of the page's main thread really used instead of the wall
 * time it took.
 *
 * Lighthouse records the page at full speed and simulates a phone from the
 * recording: every main-thread task lasts its recorded duration times the CPU
 * slowdown. The recorded duration is wall time, so a task preempted by another
 * process (two CPU-bound processes beside the audit on two cores) lasts two to
 * ten times longer, and LCP and TBT grow with the machine's load: on unchanged
 * code a different page breached each time. Chromium's trace records each
 * task's thread time too (`tdur`, the CPU time its thread was running), which
 * preemption does not lengthen. Simulated on it, with the local server's
 * response time fixed (its observed value also moves with load), the metrics
 * describe the page's code and content, not the machine's other work.
 */

type Artifacts = RunnerResult['artifacts']

/** The simulated metrics of one run, in ms, and the performance score they give. */
export interface ThreadTimeMetrics {
  fcpMs: number
  lcpMs: number
  speedIndexMs: number
  interactiveMs: number
  /** TBT from first paint (see tbt-after-paint.ts). */
  tbtMs: number
}

/**
 * The time the local preview server is taken to need before answering, in the
 * simulation: a CDN's edge, constant, instead of the observed time on a machine
 * whose load moves it.
 */
export const SERVER_RESPONSE_MS = 30

type GraphNode = Awaited<ReturnType<typeof PageDependencyGraph.request>>

/** Thread time of a trace event, in µs; its wall time when the trace has none. */
function threadTimeUs(event: { dur?: number; tdur?: number }): number {
  return event.tdur ?? event.dur ?? 0
}

/**
 * Sets each CPU node of the graph to end after its task's thread time. The
 * graph's edges were made from the recorded (wall) times, which is what
 * decides what depends on what; only how long each task lasts changes.
 */
function onThreadTime(graph: GraphNode): void {
  graph.traverse((node) => {
    if (node.type !== 'cpu') return
    node.correctedEndTs = node.startTime + Math.min(threadTimeUs(node.event), node.duration)
  })
}

/** The origins of a run's requests, each given the fixed server response time. */
function fixedServerTimes(artifacts: Artifacts): Lantern.Types.Simulation.PrecomputedLanternData {
  const origin = new URL(artifacts.URL.finalDisplayedUrl).origin
  return {
    additionalRttByOrigin: { [origin]: 0 },
    serverResponseTimeByOrigin: { [origin]: SERVER_RESPONSE_MS },
  }
}

type FcpResult = Awaited<ReturnType<typeof LanternFirstContentfulPaint.request>>

/**
 * The requests Chromium says block rendering (`renderBlocking` of each
 * request in the trace: stylesheets and scripts in the head without defer,
 * async or type=module, and scripts the body's parser waits for).
 */
function renderBlockingRequests(artifacts: Artifacts): Set<string> {
  const blocking = new Set<string>()
  for (const event of artifacts.Trace.traceEvents) {
    if (event.name !== 'ResourceSendRequest') continue
    const data: unknown = event.args.data
    if (typeof data !== 'object' || data === null) continue
    const { requestId, renderBlocking } = data as { requestId?: unknown; renderBlocking?: unknown }
    if (
      typeof requestId === 'string' &&
      (renderBlocking === 'blocking' || renderBlocking === 'in_body_parser_blocking')
    )
      blocking.add(requestId)
  }
  return blocking
}

/**
 * First paint on what it depends on. Lighthouse's first-paint graph holds
 * every high-priority request that ended before the observed first paint: on
 * a busy machine the paint comes later, a module script (never render
 * blocking) has loaded by then, and the simulated first paint gains its
 * download. Here a request is in the graph only where Chromium says it
 * blocked rendering (see `renderBlockingRequests`), or it is the document; in
 * the optimistic graph not when a script started it, as in Lighthouse's.
 */
function firstPaintMetric(blocking: Set<string>) {
  const blocks = <T>(node: Lantern.Graph.Node<T>) =>
    node.type === 'network' && (node.isMainDocument() || blocking.has(node.request.requestId))
  return class DependencyBasedFcp extends Lantern.Metrics.FirstContentfulPaint {
    static override getOptimisticGraph<T>(
      graph: Lantern.Graph.Node<T>,
      navigation: Lantern.Types.Simulation.ProcessedNavigation,
    ) {
      return this.getFirstPaintBasedGraph(graph, {
        cutoffTimestamp: navigation.timestamps.firstContentfulPaint,
        treatNodeAsRenderBlocking: (node: Lantern.Graph.NetworkNode<T>) =>
          blocks(node) && node.type === 'network' && node.initiatorType !== 'script',
      })
    }
    static override getPessimisticGraph<T>(
      graph: Lantern.Graph.Node<T>,
      navigation: Lantern.Types.Simulation.ProcessedNavigation,
    ) {
      return this.getFirstPaintBasedGraph(graph, {
        cutoffTimestamp: navigation.timestamps.firstContentfulPaint,
        treatNodeAsRenderBlocking: (node: Lantern.Graph.NetworkNode<T>) => blocks(node),
      })
    }
  }
}

/**
 * LCP on what the largest paint depends on, not on what had loaded when it
 * happened. Lighthouse's LCP graph holds every request that ended before the
 * observed LCP: on a busy machine the image paints later, the scripts the page
 * loads after first paint have ended by then, and the simulated LCP gained
 * their download: the same page's LCP more than doubled on a busy machine
 * (docs/performance.md, "Measurements behind the code"). Here the graph is
 * first paint's (as Lighthouse simulates it, optimistic or pessimistic) plus
 * the request of the LCP image with everything it waited for (its initiator
 * chain back to the document): a script that inserts the image, or a
 * render-blocking one, still counts; a text LCP is painted with the first
 * paint's graph and the page's fonts.
 */
function largestPaintMetric(fcp: FcpResult, lcpRequestId: string | undefined) {
  const needs = (paintGraph: GraphNode) => {
    const inPaint = new Set<string>()
    paintGraph.traverse((node) => inPaint.add(node.id))
    return (node: GraphNode) =>
      inPaint.has(node.id) ||
      (node.type === 'network' &&
        (lcpRequestId === undefined
          ? node.request.resourceType === 'Font'
          : node.request.requestId === lcpRequestId))
  }
  return class DependencyBasedLcp extends Lantern.Metrics.LargestContentfulPaint {
    static override getOptimisticGraph(graph: GraphNode) {
      return graph.cloneWithRelationships(needs(fcp.optimisticGraph))
    }
    static override getPessimisticGraph(graph: GraphNode) {
      return graph.cloneWithRelationships(needs(fcp.pessimisticGraph))
    }
    static override getEstimateFromSimulation(simulation: Lantern.Simulation.Result) {
      const ends = [...simulation.nodeTimings.values()].map((t) => t.endTime)
      return { timeInMs: Math.max(...ends), nodeTimings: simulation.nodeTimings }
    }
  }
}

/** Lighthouse's simulated metrics of a run, on thread time (see the top of this file). */
export async function threadTimeMetrics(artifacts: Artifacts): Promise<ThreadTimeMetrics> {
  const settings = {
    ...artifacts.settings,
    throttlingMethod: 'simulate' as const,
    precomputedLanternData: fixedServerTimes(artifacts),
  }
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    HostDPR: artifacts.HostDPR,
    simulator: null,
  }
  // Lighthouse's computed-artifact cache: every metric below reads this graph, changed once.
  const context = { computedCache: new Map(), settings }
  onThreadTime(await PageDependencyGraph.request({ ...data, fromTrace: false }, context))
  const navigation = await ProcessedNavigation.request(artifacts.Trace, context)
  const graph = await PageDependencyGraph.request({ ...data, fromTrace: false }, context)
  const simulator = await LoadSimulator.request(data, context)
  const lcpImage = await LCPImageRecord.request(data, context)
  const lanternData = { simulator, graph, processedNavigation: navigation }
  const fcp = firstPaintMetric(renderBlockingRequests(artifacts)).compute(lanternData)
  const lcp = largestPaintMetric(fcp, lcpImage?.requestId).compute(lanternData, { fcpResult: fcp })
  // Speed Index's optimistic half is Lighthouse's speed index from screenshots (wall time, so
  // it grows with load); here the simulated first paint, when a prerendered page shows its
  // content. Its pessimistic half, from the simulated layouts, is Lighthouse's.
  const speedIndex = Lantern.Metrics.SpeedIndex.compute(lanternData, {
    fcpResult: fcp,
    observedSpeedIndex: fcp.timing,
  })
  const interactive = await LanternInteractive.request(data, context)
  const tbt = await LanternTotalBlockingTime.request(data, context)
  const firstPaintUs = navigation.timestamps.firstContentfulPaint
  // Paired as Lighthouse pairs them: its optimistic TBT counts from the pessimistic
  // first paint and to the optimistic TTI, and the reverse.
  const optimistic = blockingAfterFirstPaint(
    simulatedNodes(tbt.optimisticEstimate, fcp.pessimisticGraph, firstPaintUs),
    interactive.optimisticEstimate.timeInMs,
  )
  const pessimistic = blockingAfterFirstPaint(
    simulatedNodes(tbt.pessimisticEstimate, fcp.optimisticGraph, firstPaintUs),
    interactive.pessimisticEstimate.timeInMs,
  )
  const { optimistic: a, pessimistic: b } = Lantern.Metrics.TotalBlockingTime.coefficients
  return {
    fcpMs: fcp.timing,
    lcpMs: lcp.timing,
    speedIndexMs: speedIndex.timing,
    interactiveMs: interactive.timing,
    tbtMs: a * optimistic + b * pessimistic,
  }
}

/** The audits of Lighthouse's performance score whose values the simulation gives. */
export const SIMULATED_AUDITS = {
  'first-contentful-paint': 'fcpMs',
  'speed-index': 'speedIndexMs',
  'largest-contentful-paint': 'lcpMs',
  'total-blocking-time': 'tbtMs',
} as const satisfies Record<string, keyof ThreadTimeMetrics>

/** A category's audits with their weights and scores, and their scoring curves, as a Lighthouse result lists them. */
export interface ScoredAudit {
  id: string
  weight: number
  score: number | null
  scoringOptions?: { p10: number; median: number }
}

/**
 * The performance score with the simulated metrics scored by Lighthouse's own
 * curves (each audit's `scoringOptions`, rounded as Lighthouse rounds) and
 * weighed as Lighthouse weighs them; CLS keeps Lighthouse's score.
 */
export function performanceScoreWith(
  audits: readonly ScoredAudit[],
  metrics: ThreadTimeMetrics,
): number | null {
  return ReportScoring.arithmeticMean(
    audits.map((a) => {
      const key = (SIMULATED_AUDITS as Record<string, keyof ThreadTimeMetrics>)[a.id]
      if (!key || !a.scoringOptions) return a
      const score = Audit.computeLogNormalScore(a.scoringOptions, metrics[key])
      return { ...a, score: Math.round(score * 100) / 100 }
    }),
  )
}

/** What the budgets read of a run's thread-time simulation. */
export interface ThreadTimeResult {
  lcpMs: number
  tbtMs: number
  performanceScore: number | null
}

const scoringOptionsOf = (value: unknown): ScoredAudit['scoringOptions'] =>
  typeof value === 'object' && value !== null && 'p10' in value && 'median' in value
    ? { p10: Number(value.p10), median: Number(value.median) }
    : undefined

/**
 * A run's LCP, TBT and performance score on thread time. A run whose trace
 * cannot be simulated again throws, as a run that fails does.
 */
export async function threadTimeResultOf(result: RunnerResult): Promise<ThreadTimeResult> {
  const metrics = await threadTimeMetrics(result.artifacts)
  const performance = result.lhr.categories.performance
  const audits = (performance?.auditRefs ?? []).map((ref) => {
    const audit = result.lhr.audits[ref.id]
    return {
      id: ref.id,
      weight: ref.weight,
      score: audit?.score ?? null,
      scoringOptions: scoringOptionsOf(audit?.scoringOptions),
    }
  })
  return {
    lcpMs: metrics.lcpMs,
    tbtMs: metrics.tbtMs,
    performanceScore: performance ? performanceScoreWith(audits, metrics) : null,
  }
}
