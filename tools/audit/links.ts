import path from 'node:path'
import type { LinkResult } from 'linkinator'
import { startPreview } from '../preview/server'
import { silentProgress, type Progress } from './progress'
import { listHtmlPages, listStylesheets, readSiteUrl } from './site'

export type BrokenLinkKind = 'page' | 'fragment' | 'image' | 'asset' | 'external'

/** One broken link on one page. A URL broken on three pages is three entries. */
export interface BrokenLink {
  /** The page the link appears on, as a site path (`/fr/x/`). */
  page: string
  /** The link: a site path (with its `#fragment`) for internal links, the full URL for external ones. */
  url: string
  /** The HTTP status of the final response; 0 when there was none (network error, timeout). */
  status: number
  kind: BrokenLinkKind
  reason: string
}

export interface LinksReport {
  check: 'links'
  ok: boolean
  dir: string
  external: boolean
  /** The production origin whose links were checked against the built site, or null. */
  siteUrl: string | null
  /** Documents (HTML pages, 404 pages and stylesheets) whose links were read. */
  documents: number
  /** Distinct URLs requested. */
  checked: number
  /** Distinct URLs not requested (external without --external, mailto:, tel:, …). */
  skipped: number
  broken: BrokenLink[]
  seconds: number
}

export interface LinksOptions {
  /** The built site (a resolved folder holding index.html). */
  root: string
  /** How the folder is shown in reports; defaults to `root`. */
  dir?: string
  /** Check links to other sites too (they are skipped otherwise). */
  external?: boolean
  /** Requests in flight at once. */
  concurrency?: number
  /** Milliseconds before a request counts as failed (status 0). */
  timeoutMs?: number
  /**
   * Links to this origin (the site's production URL in canonical, hreflang and
   * og: tags) are checked against the built site instead. `undefined` reads it
   * from the site's page data; `null` treats them as external.
   */
  siteUrl?: string | null
  progress?: Progress
}

const IMAGE = /\.(png|jpe?g|gif|webp|avif|svg|ico)$/i
const ASSET = /\.[a-z0-9]{1,8}$/i

function reasonOf(result: LinkResult, show: (url: string) => string): string {
  const details = result.failureDetails ?? []
  for (const d of details) {
    if (d instanceof Error) {
      const fragment = d.message.match(/^Fragment identifier '#(.*)' not found on page$/)
      if (fragment) return `no element with id "${fragment[1] ?? ''}" on the target page`
    }
  }
  const status = result.status ?? 0
  const response = details.find((d) => !(d instanceof Error))
  const final = response && !(response instanceof Error) ? response.url : undefined
  if (status > 0 && final && final !== result.url)
    return `redirected to ${show(final)}, which answers HTTP ${status}`
  if (status > 0) return `HTTP ${status}`
  const error = details.find((d): d is Error => d instanceof Error)
  return error ? `no response: ${error.message}` : 'no response'
}

function isFragmentFailure(result: LinkResult): boolean {
  return (result.failureDetails ?? []).some(
    (d) => d instanceof Error && d.message.startsWith('Fragment identifier'),
  )
}

/**
 * Classifies and renders one broken result. Internal URLs become site paths,
 * so reports do not depend on the preview server's port.
 */
export function toBrokenLink(result: LinkResult, origin: string): BrokenLink {
  const internal = result.url.startsWith(`${origin}/`) || result.url === origin
  const sitePath = (url: string) => {
    if (!url.startsWith(origin)) return url
    const u = new URL(url)
    return `${u.pathname}${u.search}${u.hash}`
  }
  const url = internal ? sitePath(result.url) : result.url
  const pathname = internal ? new URL(result.url).pathname : ''
  const kind: BrokenLinkKind = !internal
    ? 'external'
    : isFragmentFailure(result)
      ? 'fragment'
      : IMAGE.test(pathname)
        ? 'image'
        : ASSET.test(pathname)
          ? 'asset'
          : 'page'
  return {
    page: result.parent ? sitePath(result.parent) : '(start page)',
    url,
    status: result.status ?? 0,
    kind,
    reason: reasonOf(result, sitePath),
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The origin of a URL (`https://x.com/a/` -> `https://x.com`), or null for an empty or bad value. */
export function originOf(url: string | null | undefined): string | null {
  if (!url) return null
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

/**
 * Which links are not requested: without `external`, every link outside the
 * preview server's origin, except the site's own production origin (whose
 * links are rewritten to the preview server). Non-HTTP links (mailto:, tel:)
 * are always skipped by linkinator itself.
 */
export function skipRule(o: { origin: string; siteUrl: string | null; external: boolean }) {
  const within = (url: string, base: string) => url === base || url.startsWith(`${base}/`)
  return (link: string): boolean =>
    !(o.external || within(link, o.origin) || (o.siteUrl !== null && within(link, o.siteUrl)))
}

/**
 * Crawls a built site served by the project's own preview server on
 * 127.0.0.1 (so the redirect table and the per-locale 404 pages behave as in
 * production), starting from the home page and every `index.html`. Checks
 * links, images, scripts, stylesheets, URLs inside CSS and `#fragments`.
 * A link that redirects is fine when it ends on a 2xx page.
 */
export async function checkLinks(options: LinksOptions): Promise<LinksReport> {
  const started = performance.now()
  const progress = options.progress ?? silentProgress
  const { LinkChecker } = await import('linkinator')
  const siteUrl =
    options.siteUrl === undefined
      ? originOf(await readSiteUrl(options.root))
      : originOf(options.siteUrl)
  // Stylesheets are seeds too: linkinator reads the URLs inside a CSS file only when it crawls
  // it, and one first met as a page's link was at times checked without being read.
  const seeds = [
    '/',
    ...(await listHtmlPages(options.root)).filter((p) => p !== '/'),
    ...(await listStylesheets(options.root)),
  ]
  const server = await startPreview({
    root: options.root,
    port: 0,
    fallbackPorts: 0,
    signInCheck: false,
  })
  const origin = server.url
  const skip = skipRule({ origin, siteUrl, external: options.external === true })

  const checker = new LinkChecker()
  let documents = 0
  let seen = 0
  let brokenSoFar = 0
  checker.on('pagestart', () => documents++)
  checker.on('link', (r) => {
    seen++
    if (r.state === 'BROKEN') brokenSoFar++
    progress.update(`${documents} documents, ${seen} links, ${brokenSoFar} broken`)
  })
  try {
    const result = await checker.check({
      path: seeds.map((p) => `${origin}${p}`),
      recurse: true,
      checkCss: true,
      checkFragments: true,
      concurrency: options.concurrency ?? 25,
      timeout: options.timeoutMs ?? 10_000,
      redirects: 'allow',
      urlRewriteExpressions: siteUrl
        ? [{ pattern: new RegExp(`^${escapeRegExp(siteUrl)}(?=/|$)`), replacement: origin }]
        : [],
      linksToSkip: (link) => Promise.resolve(skip(link)),
    })
    const checked = new Set<string>()
    const skipped = new Set<string>()
    for (const r of result.links) (r.state === 'SKIPPED' ? skipped : checked).add(r.url)
    const broken = result.links
      .filter((r) => r.state === 'BROKEN')
      .map((r) => toBrokenLink(r, origin))
      .sort((a, b) => a.page.localeCompare(b.page) || a.url.localeCompare(b.url))
    const unique = broken.filter(
      (b, i) => i === 0 || b.page !== broken[i - 1]?.page || b.url !== broken[i - 1]?.url,
    )
    return {
      check: 'links',
      ok: unique.length === 0,
      dir: options.dir ?? options.root,
      external: options.external === true,
      siteUrl,
      documents,
      checked: checked.size,
      skipped: skipped.size,
      broken: unique,
      seconds: round1((performance.now() - started) / 1000),
    }
  } finally {
    await server.close()
  }
}

const round1 = (n: number) => Math.round(n * 10) / 10

/** The human report: broken links grouped by the page they appear on, then one summary line. */
export function formatLinksReport(report: LinksReport): string {
  const lines: string[] = []
  const byPage = new Map<string, BrokenLink[]>()
  for (const b of report.broken) byPage.set(b.page, [...(byPage.get(b.page) ?? []), b])
  for (const [page, links] of byPage) {
    lines.push(`${page}`)
    for (const l of links) lines.push(`  ${l.kind.padEnd(8)} ${l.url}  (${l.reason})`)
  }
  if (lines.length > 0) lines.push('')
  const skippedNote = report.external ? '' : ' (external links not checked: use --external)'
  lines.push(
    `Links of ${path.relative(process.cwd(), report.dir) || '.'}/: ${report.documents} documents read, ` +
      `${report.checked} URLs checked, ${report.skipped} skipped${skippedNote}, ` +
      `${report.broken.length} broken in ${report.seconds.toFixed(1)} s`,
  )
  return lines.join('\n')
}
