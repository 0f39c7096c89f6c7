import { spawn, type ChildProcess } from 'node:child_process'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type autocannon from 'autocannon'
import { accessRules, protectionOf, type AccessManifest } from '../../src/edge/access-manifest'
import type { Redirect } from '../../src/redirects/lookup'
import { REDIRECTS_URL } from '../../src/site/paths'
import { readAccessManifest } from '../preview/server'

/**
 * A bounded load test of the site handler: the preview server (a child
 * process, as it runs in production) serving a built site on 127.0.0.1, and
 * autocannon asking it for a page, a redirect and a protected page without a
 * token, a few seconds each. No wall-clock assertion anywhere: a report.
 */

export type EdgeCaseName = 'page' | 'redirect' | 'refused'

export interface EdgeCase {
  name: EdgeCaseName
  path: string
  /** The status every answer must have. */
  expected: number
}

export interface EdgeCaseResult extends EdgeCase {
  requests: number
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  /** Connection errors and timeouts. */
  errors: number
  /** Answers by status other than the expected one. */
  unexpected: Record<string, number>
  ok: boolean
}

export interface EdgeBenchReport {
  dir: string
  seconds: number
  connections: number
  cases: EdgeCaseResult[]
  /** Cases that could not run on this build, and why. */
  skipped: { name: EdgeCaseName; reason: string }[]
  ok: boolean
}

type EdgeSkip = EdgeBenchReport['skipped'][number]

export interface EdgeTargets {
  page?: string
  redirect?: string
  refused?: string
}

/** `index.html` files as their page paths, `/` first, then by path. */
async function builtPages(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true })
  return entries
    .filter((e) => e.isFile() && e.name === 'index.html')
    .map((e) => {
      const rel = path.relative(root, e.parentPath).split(path.sep).join('/')
      return rel ? `/${rel}/` : '/'
    })
    .filter((p) => !p.startsWith('/_auth/'))
    .sort((a, b) => a.length - b.length || a.localeCompare(b))
}

/**
 * What each case asks for: the paths given, else a public page (the shortest
 * path but the not-found pages and the pages a redirect replaces), the first row of the built redirect table that is not protected, and
 * the first protected page. A site without sign-in has no refused case.
 */
export function chooseCases(
  site: { pages: string[]; redirects: readonly Redirect[]; access: AccessManifest | undefined },
  given: EdgeTargets = {},
): { cases: EdgeCase[]; skipped: EdgeSkip[] } {
  const rules = site.access && accessRules(site.access)
  const isPublic = (p: string) => !rules || protectionOf(rules, p) === undefined
  const isNotFoundPage = (p: string) => /(^|\/)404\/$/.test(p)
  const cases: EdgeCase[] = []
  const skipped: EdgeSkip[] = []
  const redirected = new Set(site.redirects.map((r) => r.fromPath.toLowerCase()))
  const page =
    given.page ??
    site.pages.find((p) => isPublic(p) && !isNotFoundPage(p) && !redirected.has(p.toLowerCase()))
  if (page) cases.push({ name: 'page', path: page, expected: 200 })
  else skipped.push({ name: 'page', reason: 'no public page in the build' })
  const row = given.redirect
    ? site.redirects.find((r) => r.fromPath === given.redirect)
    : site.redirects.find((r) => isPublic(r.fromPath))
  if (row)
    cases.push({ name: 'redirect', path: row.fromPath, expected: row.isPermanent ? 301 : 302 })
  else
    skipped.push({
      name: 'redirect',
      reason: given.redirect
        ? `${given.redirect} is not a row of the built redirect table`
        : 'the build has no redirect',
    })
  const refused = given.refused ?? site.access?.pages[0]
  if (refused && rules && protectionOf(rules, refused)) {
    cases.push({
      name: 'refused',
      path: refused,
      expected: protectionOf(rules, refused) === 'page' ? 302 : 401,
    })
  } else {
    skipped.push({
      name: 'refused',
      reason: site.access
        ? `${refused ?? 'no path'} is not protected`
        : 'the site was built without sign-in',
    })
  }
  return { cases, skipped }
}

/** One case's figures from autocannon's result. */
export function summarizeCase(edgeCase: EdgeCase, result: autocannon.Result): EdgeCaseResult {
  const unexpected: Record<string, number> = {}
  let answered = 0
  for (const [status, { count = 0 }] of Object.entries(result.statusCodeStats ?? {})) {
    answered += count
    if (Number(status) !== edgeCase.expected && count > 0) unexpected[status] = count
  }
  const errors = result.errors + result.timeouts
  return {
    ...edgeCase,
    requests: answered,
    requestsPerSecond: Math.round(answered / Math.max(result.duration, 1e-9)),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors,
    unexpected,
    ok: answered > 0 && errors === 0 && Object.keys(unexpected).length === 0,
  }
}

export function formatEdgeBenchReport(report: EdgeBenchReport): string {
  const lines = [
    `### Site handler under load: ${report.dir}/ on 127.0.0.1, ${report.seconds} s a case, ${report.connections} connections`,
    '',
    '| Case | Path | Status | Requests | req/s | p50 (ms) | p99 (ms) | Errors | Other statuses |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...report.cases.map(
      (c) =>
        `| ${c.name} | \`${c.path}\` | ${c.expected} | ${c.requests} | ${c.requestsPerSecond} | ${c.p50Ms} | ${c.p99Ms} | ${c.errors} | ${
          Object.entries(c.unexpected)
            .map(([s, n]) => `${s}: ${n}`)
            .join(', ') || 'none'
        } |`,
    ),
    ...report.skipped.map((s) => `\nSkipped ${s.name}: ${s.reason}.`),
    '',
    report.ok
      ? 'Every answer had the expected status, no errors.'
      : 'FAILED: errors or unexpected statuses above.',
  ]
  return lines.join('\n')
}

/** The preview server in a child process; resolves with its URL once it listens. */
function startServer(dir: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['tools/run.mjs', 'preview', '--dir', dir, '--port', '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    let out = ''
    child.stdout?.setEncoding('utf8')
    child.stdout?.on('data', (chunk: string) => {
      out += chunk
      const url = /on (http:\/\/127\.0\.0\.1:\d+)\//.exec(out)?.[1]
      if (url) resolve({ url, child })
    })
    child.once('exit', (code) =>
      reject(new Error(`the preview server stopped (exit ${code}): ${out.trim()}`)),
    )
  })
}

export interface EdgeBenchOptions {
  dir: string
  seconds: number
  connections: number
  targets?: EdgeTargets
  log?: (line: string) => void
}

export async function benchEdge(options: EdgeBenchOptions): Promise<EdgeBenchReport> {
  const root = path.resolve(options.dir)
  const redirects = await readFile(path.join(root, ...REDIRECTS_URL.split('/')), 'utf8').then(
    (text) => JSON.parse(text) as Redirect[],
    () => [],
  )
  const site = { pages: await builtPages(root), redirects, access: await readAccessManifest(root) }
  const { cases, skipped } = chooseCases(site, options.targets)
  const { default: autocannonRun } = await import('autocannon')
  const { url, child } = await startServer(options.dir)
  try {
    const results: EdgeCaseResult[] = []
    for (const edgeCase of cases) {
      options.log?.(`${edgeCase.name}: ${edgeCase.path} for ${options.seconds} s`)
      const result = await autocannonRun({
        url: `${url}${edgeCase.path}`,
        duration: options.seconds,
        connections: options.connections,
        // As a browser asks: compressed, no cookie (the refused case has no token).
        headers: { 'accept-encoding': 'br, gzip' },
      })
      results.push(summarizeCase(edgeCase, result))
    }
    return {
      dir: options.dir,
      seconds: options.seconds,
      connections: options.connections,
      cases: results,
      skipped,
      ok: results.length > 0 && results.every((r) => r.ok),
    }
  } finally {
    child.kill('SIGTERM')
  }
}
