import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { BRANDS } from '../../src/site/brands'
import type { ContentEntry, ContentIndex } from '../content/load'
import { contentRecord, notFoundRecords, type RecordContext } from './page-records'
import { writeAppData, writePageData } from './page-data-writer'
import en from '../../src/i18n/locales/en.json'
import fr from '../../src/i18n/locales/fr.json'
import cn from '../../src/i18n/locales/cn.json'

const ctx: RecordContext = {
  brand: BRANDS.edgepoint,
  buildHash: 'abc123',
  uiStrings: { en, fr, cn },
}

const article: ContentEntry = {
  file: 'content/edgepoint/fr/articles/x.md',
  locale: 'fr',
  path: '/fr/article/x/',
  html: '<p>Bonjour</p>',
  data: {
    id: 'x',
    type: 'article',
    slug: 'x',
    title: 'X',
    description: 'D',
    date: '2024-10-15',
    category: 'news',
  },
}
const index: ContentIndex = {
  brand: 'edgepoint',
  entries: [article],
  byPath: new Map([[article.path, article]]),
  translationsOf: () => [{ locale: 'fr', hrefLang: 'fr-CA', path: '/fr/article/x/' }],
}

describe('page-data writer', () => {
  let dir = ''
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'page-data-'))
  })
  afterEach(() => rm(dir, { recursive: true, force: true }))

  it('writes the record of the specification at page-data/<path>/page-data.json', async () => {
    const file = await writePageData(dir, contentRecord(article, index, ctx))
    expect(path.relative(dir, file)).toBe('page-data/fr/article/x/page-data.json')
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
    expect(written).toMatchObject({
      path: '/fr/article/x/',
      componentChunkName: 'component---src-templates-article-tsx',
      webpackCompilationHash: 'abc123',
      staticQueryHashes: [],
      result: { template: 'article', locale: 'fr', html: '<p>Bonjour</p>', date: '2024-10-15' },
    })
  })

  it('writes the home page under index and the build hash to app-data.json', async () => {
    const home: ContentEntry = {
      ...article,
      locale: 'en',
      path: '/',
      data: { id: 'home', type: 'home', title: 'H', description: 'D' },
    }
    const file = await writePageData(dir, contentRecord(home, index, ctx))
    expect(path.relative(dir, file)).toBe('page-data/index/page-data.json')
    const app = await writeAppData(dir, { webpackCompilationHash: 'abc123' })
    expect(JSON.parse(await readFile(app, 'utf8'))).toEqual({ webpackCompilationHash: 'abc123' })
  })

  it('carries one locale only: a page holds its own text, not its translations', () => {
    const record = contentRecord(article, index, ctx)
    expect(JSON.stringify(record)).not.toContain('Hello')
    expect(record.result.locale).toBe('fr')
  })

  it('gives every locale a not-found page in its own language', () => {
    const records = notFoundRecords(ctx)
    expect(records.map((r) => r.path)).toEqual(['/404/', '/fr/404/', '/cn/404/'])
    expect(records.map((r) => r.result.title)).toEqual([
      en.notFound.title,
      fr.notFound.title,
      cn.notFound.title,
    ])
  })
})
