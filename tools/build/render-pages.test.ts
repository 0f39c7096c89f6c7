import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { testRecord } from '../../src/page-data/test-record'
import { renderPages, type RenderSetup } from './render-pages'

// A stand-in for the server renderer Vite builds: echoes the path, fails on /broken/,
// takes its thread down on /crash/.
const FAKE_RENDERER = `
export async function renderPage(pathname, source) {
  if (pathname === '/broken/') throw new Error('no template')
  if (pathname === '/crash/') process.exit(3)
  const record = await source.page(pathname)
  const filler = 'Patient capital. '.repeat(60)
  return { status: 200, html: '<!DOCTYPE html><html><head></head><body><h1>' + record.result.title + '</h1>' + filler + '</body></html>', formats: { ['date:' + pathname]: 'formatted' } }
}
`

const record = (p: string) =>
  testRecord(p, 'A page long enough to be worth compressing. '.repeat(15))

function setup(): RenderSetup {
  const dir = mkdtempSync(path.join(tmpdir(), 'render-'))
  const ssrEntry = path.join(dir, 'entry-server.mjs')
  writeFileSync(ssrEntry, FAKE_RENDERER)
  return {
    ssrEntry,
    outDir: path.join(dir, 'out'),
    manifest: { routes: {} },
    shared: [],
    staticQueries: {},
    clientEntry: '/assets/entry-client.js',
  }
}

describe('renderPages', () => {
  for (const workers of [1, 2]) {
    it(`with ${workers} thread(s), writes every page and its page data (with its formatted strings), compressed, and names the failures`, async () => {
      const s = setup()
      const paths = Array.from({ length: 70 }, (_, k) => `/page-${k}/`)
      const queue = [...paths, '/broken/'].map(record)

      const result = await renderPages(s, queue, workers)

      expect(queue).toEqual([])
      expect(result.failures).toEqual(['/broken/: no template'])
      expect(result.written.files).toBe(2 * paths.length)
      for (const p of paths) {
        const html = path.join(s.outDir, p, 'index.html')
        expect(readFileSync(html, 'utf8')).toContain(`<h1>Title of ${p}</h1>`)
        expect(brotliDecompressSync(readFileSync(`${html}.br`)).toString()).toBe(
          readFileSync(html, 'utf8'),
        )
        const data = path.join(s.outDir, 'page-data', p, 'page-data.json')
        expect(JSON.parse(readFileSync(data, 'utf8'))).toMatchObject({
          path: p,
          formats: { [`date:${p}`]: 'formatted' },
        })
        expect(existsSync(`${data}.gz`)).toBe(true)
      }
    })
  }

  it('fails, naming the exit code, when a worker dies mid-render', async () => {
    const queue = [...Array.from({ length: 40 }, (_, k) => `/page-${k}/`), '/crash/'].map(record)
    await expect(renderPages(setup(), queue, 2)).rejects.toThrow(
      'a render worker stopped with exit code 3',
    )
  })
})
