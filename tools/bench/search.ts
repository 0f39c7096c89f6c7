import { readdir, readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { searchPath } from '../../src/search/query'
import { localeConfig, type Locale } from '../../src/site/locales'
import { localizedPath } from '../../src/site/paths'
import { outputFile, pageDataFile } from '../builder/page-data-writer'
import { median } from './measure'
import { withSiteInChromium } from './site-in-chromium'

export interface SearchBench {
  /** Everything the first query downloaded (the search library, its engine, index chunks, excerpts). */
  firstQuery: { requests: number; bytes: number; indexBytes: number }
  /** From pressing Enter to the results announced, each query a new word on a warm page. */
  latenciesMs: number[]
}

/**
 * Query words drawn from titles in the locale's language (`hrefLang`): its
 * word segmenter splits them (Chinese has no spaces), and only whole words
 * are kept, five letters or more in a spaced script, two Han characters or
 * more in Chinese; `count` of them, spread over the list.
 */
export function queryWordsOf(titles: readonly string[], hrefLang: string, count: number): string[] {
  const segmenter = new Intl.Segmenter(hrefLang, { granularity: 'word' })
  const word = hrefLang.toLowerCase().startsWith('zh') ? /^\p{Script=Han}{2,}$/u : /^\p{L}{5,}$/u
  const words = [
    ...new Set(
      titles.flatMap((title) =>
        [...segmenter.segment(title)]
          .filter((s) => s.isWordLike && word.test(s.segment))
          .map((s) => s.segment.toLocaleLowerCase(hrefLang)),
      ),
    ),
  ]
  if (words.length < count)
    throw new Error(`fewer than ${count} query words in ${titles.length} titles`)
  const step = Math.floor(words.length / count)
  return words.filter((_, k) => k % step === 0).slice(0, count)
}

/** The titles of the locale's articles, read from their page data, so every query finds something. */
async function articleTitles(siteDir: string, locale: Locale): Promise<string[]> {
  const folder = outputFile(siteDir, localizedPath(locale, 'article'))
  const slugs = (await readdir(folder).catch(() => [])).sort()
  if (slugs.length === 0) throw new Error(`${siteDir}: no ${locale} articles under ${folder}`)
  return Promise.all(
    slugs.map(async (slug) => {
      const file = pageDataFile(siteDir, localizedPath(locale, `article/${slug}`))
      const record = JSON.parse(await readFile(file, 'utf8')) as { result: { title: string } }
      return record.result.title
    }),
  )
}

/** Submits `query` from the search box; resolves with the milliseconds from Enter to results shown. */
async function timedQuery(page: Page, query: string): Promise<number> {
  // A string, not a function: tsx would wrap inner functions in a helper the page lacks.
  await page.evaluate(`
    window.__benchDone = new Promise((resolve, reject) => {
      let start
      addEventListener('keydown', (e) => { if (e.key === 'Enter') start = performance.now() }, { capture: true, once: true })
      const status = document.querySelector('.search-status')
      const done = () => status.dataset.state === 'done' && status.textContent.includes(${JSON.stringify(query)})
      setTimeout(() => reject(new Error('no results shown for ' + ${JSON.stringify(query)})), 15000)
      new MutationObserver((_, observer) => {
        if (!done() || start === undefined) return
        observer.disconnect()
        requestAnimationFrame(() => resolve(performance.now() - start))
      }).observe(status, { attributes: true, childList: true, subtree: true, characterData: true })
    })
    undefined
  `)
  const box = page.getByRole('searchbox').first()
  await box.fill(query)
  await box.press('Enter')
  return page.evaluate(() => Reflect.get(window, '__benchDone') as Promise<number>)
}

/**
 * `tools bench search`: serves a built site on 127.0.0.1 and, in Chromium,
 * runs a first query on a fresh search page of `locale` (counting what it
 * downloads), then `count` more queries on the same page (timing each).
 */
export async function benchSearch({
  siteDir,
  locale,
  count,
}: {
  siteDir: string
  locale: Locale
  count: number
}): Promise<SearchBench> {
  const titles = await articleTitles(siteDir, locale)
  const [first, ...rest] = queryWordsOf(titles, localeConfig(locale).hrefLang, count + 1)
  if (!first) throw new Error('no query words')
  return withSiteInChromium(siteDir, async ({ url, browser }) => {
    // Without the service worker: a first visit's query, every byte from the network. The
    // worker, once it controls the page, would answer some of the query's files itself, which
    // the page's requests count as nothing, and when it takes over depends on timing.
    const page = await (await browser.newContext({ serviceWorkers: 'block' })).newPage()
    await page.goto(`${url}${searchPath(locale)}`)
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    const downloads: Array<Promise<{ url: string; bytes: number }>> = []
    page.on('requestfinished', (request) =>
      downloads.push(
        request.sizes().then((s) => ({
          url: request.url(),
          bytes: s.responseBodySize + s.responseHeadersSize,
        })),
      ),
    )
    const latenciesMs = [await timedQuery(page, first)]
    const firstDownloads = await Promise.all(downloads)
    for (const query of rest) latenciesMs.push(await timedQuery(page, query))
    const sum = (list: { bytes: number }[]) => list.reduce((total, d) => total + d.bytes, 0)
    return {
      firstQuery: {
        requests: firstDownloads.length,
        bytes: sum(firstDownloads),
        indexBytes: sum(
          firstDownloads.filter((d) => new URL(d.url).pathname.startsWith('/pagefind/')),
        ),
      },
      // The first query also loads the library: the report keeps it apart.
      latenciesMs,
    }
  })
}

export function formatSearchReport(siteDir: string, locale: Locale, bench: SearchBench): string {
  const kb = (n: number) => (n / 1000).toFixed(1)
  const [first = 0, ...warm] = bench.latenciesMs
  return [
    `### Search (${siteDir}, ${localeConfig(locale).label}, Chromium, no throttling, preview server on 127.0.0.1)`,
    '',
    '| Measure | Value | Target |',
    '| --- | ---: | --- |',
    `| First query: downloaded (KB, with headers) | ${kb(bench.firstQuery.bytes)} in ${bench.firstQuery.requests} requests | ≤ 150 KB |`,
    `| of which /pagefind/ (KB) | ${kb(bench.firstQuery.indexBytes)} | |`,
    `| First query, Enter to results (ms) | ${first.toFixed(0)} | |`,
    `| Later queries, Enter to results, median of ${warm.length} (ms) | ${median(warm).toFixed(0)} | |`,
    '',
  ].join('\n')
}
