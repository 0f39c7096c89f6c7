import { describe, expect, it } from 'vitest'
import { formatDate } from '../site/format'
import { loadPage } from './load-page'
import type { PageDataSource } from './source'
import { testRecord } from './test-record'
import type { PageDataRecord } from './types'

const record: PageDataRecord = {
  ...testRecord('/article/formats/'),
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
