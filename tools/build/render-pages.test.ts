import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { testRecord } from '../../src/page-data/test-record'
import type { PageDataRecord } from '../../src/page-data/types'
import { renderPages, startRenderPool, type RenderSetup } from './render-pages'
import { openSpillWriter } from './spill'

// A stand-in for the server renderer Vite builds: echoes the path, fails on /broken/,
// takes its thread down on /crash/.
const FAKE_RENDERER = `
export async function renderPage(pathname, source) {
  if (pathname === '/broken/') throw new Error('no template')
  if (pathname === '/crash/') process.exit(3)
  const record = await source.page(pathname)
  const filler = 'Patient capital. '.repeat(60)
  const body = record.result.blocks.map((b) => b.html).join('')
  return { status: 200, html: '<!DOCTYPE html><html><head></head><body><h1>' + record.result.title + '</h1>' + body + filler + '</body></html>', formats: { ['date:' + pathname]: 'formatted' } }
}
`

const bodyOf = (p: string) => `<p>The body of ${p}, parked in the spill file.</p>`

function setup(): { setup: RenderSetup; record: (p: string) => PageDataRecord } {
  const dir = mkdtempSync(path.join(tmpdir(), 'render-'))
  const ssrEntry = path.join(dir, 'entry-server.mjs')
  writeFileSync(ssrEntry, FAKE_RENDERER)
  const spillFile = path.join(dir, 'html.spill')
  const spill = openSpillWriter(spillFile)
  const record = (p: string): PageDataRecord => {
    const r = testRecord(p, 'A page long enough to be worth compressing. '.repeat(15))
    if (r.result.template !== 'general') throw new Error('testRecord makes general pages')
    return {
      ...r,
      result: { ...r.result, blocks: [{ type: 'rich-text', html: spill.put(bodyOf(p)) }] },
    }
  }
  return {
    record,
    setup: {
      ssrEntry,
      spillFile,
      outDir: path.join(dir, 'out'),
      manifest: { routes: {} },
      shared: [],
      staticQueries: {},
      clientEntry: '/assets/entry-client.js',
      overwrite: false,
    },
  }
}

describe('renderPages', () => {
  for (const workers of [1, 2]) {
    it(`with ${workers} thread(s), writes every page and its page data (with its formatted strings and its parked HTML), compressed, and names the failures`, async () => {
      const { setup: s, record } = setup()
      const paths = Array.from({ length: 70 }, (_, k) => `/page-${k}/`)
      const queue = [...paths, '/broken/'].map(record)

      const result = await renderPages(s, queue, workers)

      expect(queue).toEqual([])
      expect(result.failures).toEqual(['/broken/: no template'])
      expect(result.written.files).toBe(2 * paths.length)
      for (const p of paths) {
        const html = path.join(s.outDir, p, 'index.html')
        expect(readFileSync(html, 'utf8')).toContain(`<h1>Title of ${p}</h1>${bodyOf(p)}`)
        expect(brotliDecompressSync(readFileSync(`${html}.br`)).toString()).toBe(
          readFileSync(html, 'utf8'),
        )
        const data = path.join(s.outDir, 'page-data', p, 'page-data.json')
        expect(JSON.parse(readFileSync(data, 'utf8'))).toMatchObject({
          path: p,
          result: { blocks: [{ html: bodyOf(p) }] },
          formats: { [`date:${p}`]: 'formatted' },
        })
        expect(existsSync(`${data}.gz`)).toBe(true)
      }
    })
  }

  it('fails, naming the exit code, when a worker dies mid-render', async () => {
    const { setup: s, record } = setup()
    const queue = [...Array.from({ length: 40 }, (_, k) => `/page-${k}/`), '/crash/'].map(record)
    await expect(renderPages(s, queue, 2)).rejects.toThrow(
      'a render worker stopped with exit code 3',
    )
  })

  it('fails with the renderer’s own error when a thread cannot load it, even before the pages are known', async () => {
    const { setup: s, record } = setup()
    const { ssrEntry, ...pages } = s
    writeFileSync(ssrEntry, "throw new Error('the renderer is broken')\n")
    const pool = startRenderPool(ssrEntry, 2)
    // The threads fail while the build would still be checking the content.
    await new Promise((resolve) => setTimeout(resolve, 300))
    await expect(pool.render(pages, ['/a/', '/b/'].map(record))).rejects.toThrow(
      'the renderer is broken',
    )
  })
})
