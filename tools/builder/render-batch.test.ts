import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { RenderedPage } from '../../src/entry-server'
import type { PageDataSource } from '../../src/page-data/source'
import { testRecord } from '../../src/page-data/testing/test-record'
import { createBatchRenderer, type RenderSetup } from './render-batch'

/** A stand-in for the server renderer: the page's title and its not-found fallback; fails on /broken/. */
async function fakeRenderPage(pathname: string, source: PageDataSource): Promise<RenderedPage> {
  if (pathname === '/broken/') throw new Error('no template')
  const record = (await source.page(pathname)) ?? (await source.page('/404/'))
  if (!record) return { status: 404, html: '', formats: {}, markup: {} }
  return {
    status: pathname === '/missing/' ? 404 : 200,
    html: `<!DOCTYPE html><html><head></head><body><h1>${record.result.title}</h1></body></html>`,
    formats: { [`date:${pathname}`]: 'formatted' },
    markup: {},
  }
}

function setup(): RenderSetup {
  return {
    outDir: mkdtempSync(path.join(tmpdir(), 'render-')),
    manifest: { routes: {} },
    shared: [testRecord('/404/')],
    staticQueries: {},
    clientEntry: '/assets/entry-client.js',
  }
}

describe('createBatchRenderer', () => {
  it('writes every page and its page data, with its formatted strings and its script loader', async () => {
    const s = setup()
    const paths = ['/', '/fr/a/', '/cn/article/b/']
    const result = await createBatchRenderer(fakeRenderPage, s)(paths.map((p) => testRecord(p)))

    expect(result.failures).toEqual([])
    expect(result.files).toBe(6)
    for (const p of paths) {
      const html = readFileSync(path.join(s.outDir, p, 'index.html'), 'utf8')
      expect(html).toContain(`<h1>Title of ${p}</h1>`)
      expect(html).toContain('data-module="/assets/entry-client.js"')
      expect(html).toContain(`"date:${p}":"formatted"`)
      const dataDir = p === '/' ? 'index' : p.slice(1, -1)
      const data = path.join(s.outDir, 'page-data', dataDir, 'page-data.json')
      expect(JSON.parse(readFileSync(data, 'utf8'))).toMatchObject({
        path: p,
        formats: { [`date:${p}`]: 'formatted' },
      })
    }
    expect(result.bytes).toBeGreaterThan(0)
  })

  it('names every page that failed, and renders the rest', async () => {
    const s = setup()
    const result = await createBatchRenderer(
      fakeRenderPage,
      s,
    )(['/broken/', '/missing/', '/fine/'].map((p) => testRecord(p)))
    expect(result.failures).toEqual([
      '/broken/: no template',
      '/missing/: rendered with HTTP status 404',
    ])
    expect(readFileSync(path.join(s.outDir, 'fine', 'index.html'), 'utf8')).toContain(
      'Title of /fine/',
    )
  })

  it('gives the renderer only the page being rendered and the shared pages', async () => {
    const s = setup()
    const seen: Array<string | null> = []
    const render = async (pathname: string, source: PageDataSource): Promise<RenderedPage> => {
      for (const p of ['/a/', '/b/', '/404/']) seen.push((await source.page(p))?.path ?? null)
      return fakeRenderPage(pathname, source)
    }
    await createBatchRenderer(render, s)(['/a/', '/b/'].map((p) => testRecord(p)))
    expect(seen).toEqual(['/a/', null, '/404/', null, '/b/', '/404/'])
  })
})
