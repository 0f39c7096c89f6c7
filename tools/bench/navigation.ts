import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { isPageDataRecord } from '../../src/page-data/types'
import { pageDataUrl } from '../../src/site/paths'
import { pageDataFile } from '../builder/page-data-writer'
import { median, percentile } from './measure'
import { withSiteInChromium } from './site-in-chromium'

/** Lighthouse's desktop screen; no CPU or network throttling (the server is on 127.0.0.1). */
const DESKTOP = { width: 1350, height: 940 }

/** One client-side navigation from an article to the article its first in-page link names. */
export interface Navigation {
  from: string
  to: string
  /** Page-data requests the navigation made (the target says one). */
  pageDataRequests: number
  /** Bytes of the page data on the wire (brotli from the preview server). */
  transferredBytes: number
  /** The page data's gzip file as the build wrote it. */
  gzipBytes: number
  /** From the last byte of the page data to the frame that shows the new page's heading. */
  renderMs: number
}

export interface NavigationSummary {
  navigations: number
  renderMs: { median: number; p95: number; max: number }
  gzipBytes: { median: number; max: number }
  pageDataRequests: { max: number }
}

export function summarizeNavigations(runs: readonly Navigation[]): NavigationSummary {
  const render = runs.map((r) => r.renderMs)
  const gzip = runs.map((r) => r.gzipBytes)
  return {
    navigations: runs.length,
    renderMs: {
      median: median(render),
      p95: percentile(render, 95),
      max: Math.max(...render),
    },
    gzipBytes: { median: median(gzip), max: Math.max(...gzip) },
    pageDataRequests: { max: Math.max(...runs.map((r) => r.pageDataRequests)) },
  }
}

async function titleOf(siteDir: string, urlPath: string): Promise<string> {
  const file = pageDataFile(siteDir, urlPath)
  const record: unknown = JSON.parse(await readFile(file, 'utf8'))
  if (!isPageDataRecord(record)) throw new Error(`${file} is not a page-data record`)
  return record.result.title
}

/** Loads `from`, waits for hydration, follows its first link to another article and times it. */
async function navigateOnce(page: Page, base: string, siteDir: string, from: string) {
  await page.goto(base + from)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  // A related article's card link (one line of text, so a click lands on it), else any article link.
  const related = page.locator('main .related a[href^="/article/"]')
  const link = (
    (await related.count()) > 0 ? related : page.locator('main a[href^="/article/"]')
  ).first()
  const to = await link.getAttribute('href')
  if (!to) throw new Error(`${from} links to no other article`)
  const title = await titleOf(siteDir, to)
  let pageDataRequests = 0
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/page-data/') && !r.url().includes('/sq/'))
      pageDataRequests++
  })
  // Resolves in the first frame after the new heading is in the document. A string,
  // not a function: tsx would wrap a function's inner functions in a helper the
  // page does not have. It ends with undefined, or evaluate would wait for the promise.
  await page.evaluate(`
    window.__benchShown = new Promise((resolve, reject) => {
      const expected = ${JSON.stringify(title)}
      const heading = () => document.querySelector('main h1')?.textContent
      setTimeout(() => reject(new Error('the heading stayed "' + heading() + '", not "' + expected + '"')), 10000)
      const observer = new MutationObserver(() => {
        if (heading() !== expected) return
        observer.disconnect()
        requestAnimationFrame(() => resolve(performance.now()))
      })
      observer.observe(document.body, { subtree: true, childList: true, characterData: true })
    })
    undefined
  `)
  await link.click()
  const shownAt = await page.evaluate(() => Reflect.get(window, '__benchShown') as Promise<number>)
  const dataUrl = pageDataUrl(to)
  const entry = await page.evaluate((url) => {
    for (const e of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
      if (new URL(e.name).pathname === url)
        return { responseEnd: e.responseEnd, encoded: e.encodedBodySize }
    }
    return undefined
  }, dataUrl)
  if (!entry) throw new Error(`navigating from ${from} to ${to} fetched no ${dataUrl}`)
  const gzip = await stat(`${pageDataFile(siteDir, to)}.gz`)
  return {
    from,
    to,
    pageDataRequests,
    transferredBytes: entry.encoded,
    gzipBytes: gzip.size,
    renderMs: shownAt - entry.responseEnd,
  } satisfies Navigation
}

/**
 * `tools bench navigation`: serves a built site on 127.0.0.1 and, in Chromium
 * at a desktop size, follows a link from each of `count` English articles to
 * another article, each from a fresh page load.
 */
export async function benchNavigation({
  siteDir,
  count,
  log = () => {},
}: {
  siteDir: string
  count: number
  log?: (line: string) => void
}): Promise<Navigation[]> {
  const sitemap = await readFile(path.join(siteDir, 'sitemap.xml'), 'utf8')
  const articles = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/article\/[^<]+)<\/loc>/g)]
    .map((m) => m[1])
    .filter((p): p is string => p !== undefined)
  if (articles.length === 0) throw new Error(`${siteDir}/sitemap.xml lists no English article`)
  // Spread over the whole list, so long and short articles both count.
  const step = Math.max(1, Math.floor(articles.length / count))
  const picked = articles.filter((_, k) => k % step === 0).slice(0, count)

  return withSiteInChromium(siteDir, async ({ url, browser }) => {
    const runs: Navigation[] = []
    for (const from of picked) {
      const context = await browser.newContext({ viewport: DESKTOP })
      const page = await context.newPage()
      const run = await navigateOnce(page, url, siteDir, from)
      log(`${run.from} -> ${run.to}: ${run.renderMs.toFixed(1)} ms, ${run.gzipBytes} B gzip`)
      runs.push(run)
      await context.close()
    }
    return runs
  })
}

export function formatNavigationReport(siteDir: string, runs: readonly Navigation[]): string {
  const s = summarizeNavigations(runs)
  const kib = (n: number) => (n / 1024).toFixed(1)
  return [
    `### Client-side navigation, article to article (${siteDir})`,
    '',
    `${s.navigations} navigations, each from a fresh load; Chromium at ${DESKTOP.width}×${DESKTOP.height}, no throttling, preview server on 127.0.0.1`,
    '',
    '| Measure | Median | p95 | Max | Target |',
    '| --- | ---: | ---: | ---: | --- |',
    `| Page data to new page shown (ms) | ${s.renderMs.median.toFixed(1)} | ${s.renderMs.p95.toFixed(1)} | ${s.renderMs.max.toFixed(1)} | ≤ 100 |`,
    `| Page data, gzip (KiB) | ${kib(s.gzipBytes.median)} | | ${kib(s.gzipBytes.max)} | ≤ 20 KB |`,
    `| Page-data requests per navigation | | | ${s.pageDataRequests.max} | 1 |`,
    '',
  ].join('\n')
}
