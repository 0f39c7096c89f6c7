import type { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js'
import type { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js'
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js'

/**
 * Total Blocking Time counted from first paint as Lighthouse's own simulation
 * places it.
 *
 * Lighthouse simulates a slow phone (Lantern) and takes TBT from a simulation
 * of every task, but the first contentful paint it starts counting from comes
 * from another simulation, of only the tasks first paint needs. Work that
 * happened before first paint and is not in that second graph (committing the
 * navigation, which creates the page's JavaScript context) delays the first
 * layout in the first simulation only, so the layout ends after the "first
 * paint" and counts as blocking. A copy of a page with every script removed
 * measured blocking time that way, so the budget could not tell a page's
 * scripts from the machine (docs/performance.md, "Measurements behind the
 * code").
 * Lighthouse's issue 11677 ("Lantern EIL+TBT should use internally consistent
 * FCP/TTI estimates") proposes the fix used here: first paint's end is taken
 * from the same simulation the blocking tasks come from, as the end of the
 * last task that first paint waited for (see `simulatedNodes`). A
 * script that blocks after first paint counts as in Lighthouse (a busy loop
 * after load still shows; same section).
 */

/** One node of Lighthouse's simulation, with its simulated times in ms. */
export interface SimulatedNode {
  cpu: boolean
  startMs: number
  endMs: number
  /**
   * First paint waited for it: a node of Lighthouse's first-paint graph, or a
   * task that really started before the first contentful paint and waits for
   * nothing but the document (see `simulatedNodes`).
   */
  beforePaint: boolean
}

/**
 * The blocking time of the simulated tasks that falls between the end of the
 * last node first paint waited for and Time to Interactive, by Lighthouse's
 * own rule (50 ms of each task are not blocking).
 */
export function blockingAfterFirstPaint(
  nodes: readonly SimulatedNode[],
  interactiveMs: number,
): number {
  const paintEndMs = nodes
    .filter((n) => n.beforePaint)
    .reduce((end, n) => Math.max(end, n.endMs), 0)
  const tasks = nodes
    .filter((n) => n.cpu && n.endMs - n.startMs >= Lantern.Metrics.TBTUtils.BLOCKING_TIME_THRESHOLD)
    .map((n) => ({ start: n.startMs, end: n.endMs, duration: n.endMs - n.startMs }))
  return Lantern.Metrics.TBTUtils.calculateSumOfBlockingTime(tasks, paintEndMs, interactiveMs)
}

type Simulation = Awaited<ReturnType<typeof LanternTotalBlockingTime.request>>['optimisticEstimate']
type Graph = Awaited<ReturnType<typeof LanternFirstContentfulPaint.request>>['optimisticGraph']

type Node = Simulation['nodeTimings'] extends Map<infer N, unknown> ? N : never

/** The nodes that wait, directly or through others, for a request other than the page's document. */
function waitingForResources(nodes: Iterable<Node>): Set<string> {
  const waiting = new Set<string>()
  const stack = [...nodes].filter((n) => n.type === 'network' && !n.isMainDocument())
  for (let node = stack.pop(); node; node = stack.pop()) {
    for (const dependent of node.getDependents()) {
      if (waiting.has(dependent.id)) continue
      waiting.add(dependent.id)
      stack.push(dependent)
    }
  }
  return waiting
}

/**
 * The nodes of a simulation, each marked with whether first paint waited for
 * it: a node of Lighthouse's first-paint graph (`paintGraph`), or a task that
 * really started before the first contentful paint (`firstPaintUs`, on the
 * trace's clock as the nodes' own start times) and waits for nothing but the
 * document, so that the simulation runs it before the paint too. The graph
 * alone can miss what first paint waited for: where Chromium painted once
 * before the content (a frame with no text), that paint is the one it holds.
 * A task that waits for a script is left out: a slower network could run it
 * after first paint, and it counts wherever the simulation puts it.
 */
export function simulatedNodes(
  estimate: Simulation,
  paintGraph: Graph,
  firstPaintUs: number,
): SimulatedNode[] {
  const inPaintGraph = new Set<string>()
  paintGraph.traverse((node) => inPaintGraph.add(node.id))
  const waiting = waitingForResources(estimate.nodeTimings.keys())
  return [...estimate.nodeTimings.entries()].map(([node, timing]) => ({
    cpu: node.type === 'cpu',
    startMs: timing.startTime,
    endMs: timing.endTime,
    beforePaint:
      inPaintGraph.has(node.id) ||
      (node.type === 'cpu' && node.startTime < firstPaintUs && !waiting.has(node.id)),
  }))
}
