import { describe, expect, it } from 'vitest'
import { formatDate } from '../site/format'
import { loadPage } from './load-page'
import type { PageDataSource } from './source'
import type { PageDataRecord } from './types'

const record: PageDataRecord = {
  path: '/article/formats/',
  componentChunkName: 'component---src-templates-article-tsx',
  webpackCompilationHash: 'test',
  staticQueryHashes: [],
  result: {
    template: 'general',
    id: 'formats',
    locale: 'en',
    title: 'Formats',
    description: '',
    translations: [],
    site: { name: 'Test', url: 'https://example.com', brand: 'Edgepoint' },
    pageContext: { locale: 'en', hrefLang: 'en-CA', originalPath: '/article/formats/' },
    blocks: [],
  },
  formats: { 'date:en:long:1987-06-05': 'the date the build wrote' },
}

const source: PageDataSource = {
  page: (p) => Promise.resolve(p === record.path ? record : null),
  staticQuery: () => Promise.resolve(null),
}

describe('loadPage', () => {
  it("renders with the strings the build formatted for the page, not the browser's Intl", async () => {
    const loaded = await loadPage(source, record.path)
    expect(loaded.record).toBe(record)
    expect(formatDate('en', '1987-06-05')).toBe('the date the build wrote')
  })
})
