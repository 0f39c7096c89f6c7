import { describe, expect, it } from 'vitest'
import { formatDate } from '../site/format'
import { BUILD_META, STATIC_QUERIES_META } from '../site/paths'
import { buildHashOf, headOf, loadPage, staticQueryHashesOf } from './load-page'
import type { PageDataSource } from './source'
import { testRecord } from './testing/test-record'
import type { SiteData } from '../model/site-data'
import type { PageDataRecord } from '../model/page-data-record'

const record: PageDataRecord = {
  ...testRecord('/article/formats/'),
  formats: { 'date:en:long:1987-06-05': 'the date the build wrote' },
}

const siteData: SiteData = {
  locale: 'en',
  navigation: { main: [], footer: [] },
  contact: { address: [], phone: { shown: '', dial: '' }, regulatory: '' },
  allPortfolioSeries: [],
  performanceApprovalDate: '2024-01-01',
  asAtDate: '2024-01-01',
}

/** A source holding `records` and the static query `en-site`, which counts its loads. */
function sourceOf(...records: PageDataRecord[]): PageDataSource & { loads: string[] } {
  const loaded = new Map<string, SiteData>()
  const loads: string[] = []
  return {
    loads,
    page: (p) => Promise.resolve(records.find((r) => r.path === p) ?? null),
    staticQuery(hash) {
      loads.push(hash)
      if (hash !== 'en-site') return Promise.resolve(null)
      loaded.set(hash, siteData)
      return Promise.resolve(siteData)
    },
    loadedStaticQuery: (hash) => loaded.get(hash),
  }
}

describe('loadPage', () => {
  it("renders with the strings the build formatted for the page, not the browser's Intl", async () => {
    const loaded = await loadPage(sourceOf(record), record.path)
    expect(loaded.record).toBe(record)
    expect(formatDate('en', '1987-06-05')).toBe('the date the build wrote')
  })

  it('loads the static queries of the page into the source, and keeps them out of what it returns', async () => {
    const page = { ...record, staticQueryHashes: ['en-site'] }
    const source = sourceOf(page)
    const loaded = await loadPage(source, page.path)
    expect(source.loads).toEqual(['en-site'])
    expect(source.loadedStaticQuery('en-site')).toBe(siteData)
    expect(JSON.stringify(loaded)).not.toContain('performanceApprovalDate')
    // The head names them, for the hydration of the prerendered page to load first.
    const meta = headOf(loaded).meta?.find((m) => m.name === STATIC_QUERIES_META)
    expect(meta).toEqual({ name: STATIC_QUERIES_META, content: 'en-site' })
    const head = { querySelector: () => meta } as unknown as ParentNode
    expect(staticQueryHashesOf(head)).toEqual(['en-site'])
  })

  it('names the build in the head, where the hydrating page reads it back', async () => {
    const page = { ...record, webpackCompilationHash: 'build-1234' }
    const meta = headOf(await loadPage(sourceOf(page), page.path)).meta?.find(
      (m) => m.name === BUILD_META,
    )
    expect(meta).toEqual({ name: BUILD_META, content: 'build-1234' })
    const head = { querySelector: () => meta } as unknown as ParentNode
    expect(buildHashOf(head)).toBe('build-1234')
    expect(buildHashOf({ querySelector: () => null } as unknown as ParentNode)).toBe('development')
  })

  it('fails naming the static query file that could not be loaded', async () => {
    const page = { ...record, staticQueryHashes: ['en-site', 'gone'] }
    await expect(loadPage(sourceOf(page), page.path)).rejects.toThrow(
      `We couldn't load "/page-data/sq/d/gone.json"`,
    )
  })
})
