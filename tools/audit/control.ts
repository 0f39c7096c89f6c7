import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { compareWithBudget, type Budget, type BudgetsFile } from './budgets'
import { measure, medianMeasurement, type LighthouseResult } from './lhr'

/**
 * The control page: a document with no script, no image and no stylesheet,
 * measured with the site's pages in the same Chromium and the same
 * simulation. Its timing within budget says nothing of the site; over budget,
 * it says the measurement itself cannot be trusted (a machine too slow or too
 * starved even in thread time, a Chromium that records broken traces), and
 * then no timing verdict of the run is a pass.
 */

export const CONTROL_PATH = '/control/'

const CONTROL_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Control page</title>
<meta name="description" content="A page with no script, no image and no stylesheet.">
</head>
<body>
<main>
<h1>Control page</h1>
<p>This page has no script, no image and no stylesheet. Its first paint and its largest paint are the same text,
and nothing blocks the main thread after it: over its timing budget, the measurement is at fault, not a page.</p>
</main>
</body>
</html>
`

/** Serves the control page on 127.0.0.1 (any free port). */
export async function startControlServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    if (request.url === CONTROL_PATH) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      response.end(CONTROL_HTML)
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' })
      response.end('not found')
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The control's verdict over all its runs so far. */
export interface ControlReport {
  path: string
  /** Runs that produced a result, and those Lighthouse could not complete. */
  runs: number
  failedRuns: number
  /** Medians of its runs: performance score, LCP and TBT (thread time), CLS. */
  performance: number | null
  lcpMs: number | null
  tbtMs: number | null
  cls: number | null
  /** Its timing within the default budget: the pages' timing verdicts can be trusted. */
  trusted: boolean
  /** How often an untrusted control is measured again before the verdict stands. */
  maxRemeasures: number
  /** One sentence for the reports. */
  summary: string
}

/** Measured once before and once after the pages, then up to this many times again when over budget. */
export const CONTROL_REMEASURES = 2

/** The default budget's timing part: the performance score, LCP, TBT and CLS. */
function timingBudget(budgets: BudgetsFile): Budget {
  return {
    minScores: { performance: budgets.defaults.minScores.performance },
    maxMetrics: budgets.defaults.maxMetrics,
    maxBytes: {},
  }
}

/**
 * Judges the control on the median of its runs against the default timing
 * budget. No run at all (every attempt failed) is untrusted too.
 */
export function judgeControl(
  budgets: BudgetsFile,
  runs: readonly LighthouseResult[],
  failures: readonly string[],
): ControlReport {
  const measured = medianMeasurement(runs.map(measure))
  const breaches = runs.length === 0 ? [] : compareWithBudget(measured, timingBudget(budgets))
  const trusted = runs.length > 0 && breaches.length === 0
  const counts = `${runs.length} run${runs.length === 1 ? '' : 's'}${failures.length > 0 ? `, ${failures.length} failed` : ''}`
  const summary = trusted
    ? `Control page (no script) within the timing budget (${counts}): the timing verdicts stand.`
    : runs.length === 0
      ? `Control page (no script) could not be measured (${failures[0] ?? 'no run'}): the timing verdicts cannot be trusted.`
      : `Control page (no script) over the timing budget (${breaches.map((b) => b.message).join(', ')}; ${counts}): this machine cannot judge timing now, and the timing verdicts cannot be trusted.`
  return {
    path: CONTROL_PATH,
    runs: runs.length,
    failedRuns: failures.length,
    performance: measured.scores.performance,
    lcpMs: measured.metrics.lcpMs,
    tbtMs: measured.metrics.tbtMs,
    cls: measured.metrics.cls,
    trusted,
    maxRemeasures: CONTROL_REMEASURES,
    summary,
  }
}
