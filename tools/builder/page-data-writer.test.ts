import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { PageDataRecord } from '../../src/model/page-data-record'
import type { SiteData } from '../../src/model/site-data'
import { writeAppData, writePageData, writeStaticQuery } from './page-data-writer'

const record = (p: string): PageDataRecord => ({
  path: p,
  componentChunkName: 'component---src-templates-not-found-tsx',
  webpackCompilationHash: 'abc123',
  matchPath: p,
  staticQueryHashes: ['sq1'],
  result: {
    id: '404',
    locale: 'fr',
    title: 'Page introuvable',
    description: 'D',
    translations: [],
    site: { name: 'S', url: 'https://example.com', brand: 'Edgepoint' },
    pageContext: { locale: 'fr', hrefLang: 'fr-CA', originalPath: '/404/' },
    template: 'not-found',
  },
})

describe('page-data writer', () => {
  let dir = ''
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'page-data-'))
  })
  afterEach(() => rm(dir, { recursive: true, force: true }))

  it('writes the record of the specification at page-data/<path>/page-data.json', async () => {
    const file = await writePageData(dir, record('/fr/404/'))
    expect(path.relative(dir, file)).toBe('page-data/fr/404/page-data.json')
    const written = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>
    expect(Object.keys(written).sort()).toEqual(
      [
        'componentChunkName',
        'matchPath',
        'path',
        'result',
        'staticQueryHashes',
        'webpackCompilationHash',
      ].sort(),
    )
    expect(written).toEqual(record('/fr/404/'))
  })

  it('writes the home page under index, the build hash to app-data.json and static queries under sq/d', async () => {
    expect(path.relative(dir, await writePageData(dir, record('/')))).toBe(
      'page-data/index/page-data.json',
    )
    const app = await writeAppData(dir, { webpackCompilationHash: 'abc123' })
    expect(JSON.parse(await readFile(app, 'utf8'))).toEqual({ webpackCompilationHash: 'abc123' })
    const data: SiteData = {
      locale: 'en',
      navigation: { main: [], footer: [] },
      contact: { address: [], phone: { shown: '', dial: '' }, regulatory: '' },
      asAtDate: '2025-06-30',
      performanceApprovalDate: '2025-07-10',
      allPortfolioSeries: [],
    }
    const sq = await writeStaticQuery(dir, 'sq1', data)
    expect(path.relative(dir, sq)).toBe('page-data/sq/d/sq1.json')
    expect(JSON.parse(await readFile(sq, 'utf8'))).toEqual(data)
  })
})
