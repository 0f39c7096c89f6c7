import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siteHandler } from './server'

let root = ''
let handle: (r: Request) => Promise<Response>
const get = (p: string, method = 'GET') => handle(new Request(`http://127.0.0.1${p}`, { method }))

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'site-'))
  const files: Record<string, string> = {
    'index.html': 'home',
    'who-we-are/index.html': 'who',
    '404.html': 'en 404',
    'fr/index.html': 'accueil',
    'fr/404.html': 'fr 404',
    'assets/app-abc.js': 'js',
    'images/_r/photo-abc123-320.webp': 'webp',
    'page-data/index/page-data.json': '{}',
  }
  for (const [file, body] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true })
    await writeFile(path.join(root, file), body)
  }
  handle = siteHandler(root)
})
afterAll(() => rm(root, { recursive: true, force: true }))

describe('static site handler', () => {
  it('serves a directory index for a slashed path', async () => {
    const res = await get('/who-we-are/')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await res.text()).toBe('who')
  })

  it('redirects a path without its trailing slash, keeping the query', async () => {
    const res = await get('/who-we-are?x=1')
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe('/who-we-are/?x=1')
  })

  it("answers unknown paths with their locale's 404 page (else the default one) and status 404", async () => {
    for (const [p, body] of [
      ['/nope/', 'en 404'],
      ['/fr/nope/', 'fr 404'],
      ['/cn/a/b/', 'en 404'],
      ['/en/', 'en 404'],
      ['/france/', 'en 404'],
    ] as const) {
      const res = await get(p)
      expect([p, res.status, await res.text()]).toEqual([p, 404, body])
    }
  })

  it('never serves a file outside the site folder', async () => {
    const res = await get('/..%2f..%2fetc/passwd')
    expect(res.status).toBe(404)
    expect(await res.text()).toBe('en 404')
  })

  it('caches hashed assets for a year and revalidates pages and page data', async () => {
    expect((await get('/assets/app-abc.js')).headers.get('cache-control')).toContain('immutable')
    expect((await get('/images/_r/photo-abc123-320.webp')).headers.get('cache-control')).toContain(
      'immutable',
    )
    expect((await get('/')).headers.get('cache-control')).toContain('must-revalidate')
    expect((await get('/page-data/index/page-data.json')).headers.get('cache-control')).toContain(
      'must-revalidate',
    )
  })

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await get('/', 'HEAD')
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
    expect((await get('/', 'POST')).status).toBe(405)
  })
})

describe('compressed files', () => {
  it('sends the precompressed brotli or gzip file the browser accepts', async () => {
    const { brotliCompressSync, gzipSync, brotliDecompressSync } = await import('node:zlib')
    const page = 'x'.repeat(2000)
    await writeFile(path.join(root, 'who-we-are/index.html.br'), brotliCompressSync(page))
    await writeFile(path.join(root, 'who-we-are/index.html.gz'), gzipSync(page))
    const br = await handle(
      new Request('http://127.0.0.1/who-we-are/', {
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      }),
    )
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('vary')).toBe('accept-encoding')
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(page)
    const gz = await handle(
      new Request('http://127.0.0.1/who-we-are/', { headers: { 'accept-encoding': 'gzip' } }),
    )
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    const plain = await handle(new Request('http://127.0.0.1/who-we-are/'))
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe('who')
  })

  it('compresses text that has no precompressed version, as hosts do, and sends small files and images as they are', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib')
    const data = JSON.stringify({ text: 'Patient capital. '.repeat(100) })
    await writeFile(path.join(root, 'page-data/index/page-data.json'), data)
    const accept = (encoding: string) => ({ headers: { 'accept-encoding': encoding } })
    const br = await handle(
      new Request('http://127.0.0.1/page-data/index/page-data.json', accept('br')),
    )
    expect(br.headers.get('content-encoding')).toBe('br')
    const body = Buffer.from(await br.arrayBuffer())
    expect(brotliDecompressSync(body).toString()).toBe(data)
    expect(br.headers.get('content-length')).toBe(String(body.byteLength))
    const gz = await handle(
      new Request('http://127.0.0.1/page-data/index/page-data.json', accept('gzip')),
    )
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(data)

    const small = await handle(new Request('http://127.0.0.1/fr/', accept('br')))
    expect(small.headers.get('content-encoding')).toBeNull()
    expect(await small.text()).toBe('accueil')
    const image = await handle(
      new Request('http://127.0.0.1/images/_r/photo-abc123-320.webp', accept('br')),
    )
    expect(image.headers.get('content-encoding')).toBeNull()
  })

  it('compresses a file again once it has changed', async () => {
    const { brotliDecompressSync } = await import('node:zlib')
    const file = path.join(root, 'assets/app-abc.js')
    const fetchText = async () => {
      const response = await handle(
        new Request('http://127.0.0.1/assets/app-abc.js', { headers: { 'accept-encoding': 'br' } }),
      )
      return brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()
    }
    await writeFile(file, 'console.log(1);'.repeat(100))
    expect(await fetchText()).toBe('console.log(1);'.repeat(100))
    await new Promise((resolve) => setTimeout(resolve, 20))
    await writeFile(file, 'console.log(2);'.repeat(100))
    expect(await fetchText()).toBe('console.log(2);'.repeat(100))
  })
})

describe('a site built with sign-in', () => {
  it('checks the token before the files the access manifest names, and never serves the manifest', async () => {
    const signedRoot = await mkdtemp(path.join(tmpdir(), 'signed-site-'))
    try {
      const files: Record<string, string> = {
        'news/index.html': 'news',
        'privacy-notice/index.html': 'privacy',
        '404.html': 'en 404',
        '_auth/access.json': JSON.stringify({
          version: 1,
          issuer: 'http://127.0.0.1:9/pool_1',
          jwksUri: 'http://127.0.0.1:9/pool_1/.well-known/jwks.json',
          clientId: 'client1',
          pages: ['/news/'],
          data: ['/page-data/news/page-data.json'],
          dataFolders: ['/pagefind/'],
        }),
      }
      for (const [file, body] of Object.entries(files)) {
        await mkdir(path.dirname(path.join(signedRoot, file)), { recursive: true })
        await writeFile(path.join(signedRoot, file), body)
      }
      const signed = siteHandler(signedRoot)
      const at = (p: string) => signed(new Request(`http://127.0.0.1${p}`))
      expect((await at('/news/')).headers.get('location')).toBe('/sign-in/?next=%2Fnews%2F')
      expect((await at('/page-data/news/page-data.json')).status).toBe(401)
      expect(await (await at('/privacy-notice/')).text()).toBe('privacy')
      expect((await at('/_auth/access.json')).status).toBe(404)
      expect((await at('/_auth/../_auth/access.json')).status).toBe(404)
      // The release audit reads the files as a signed-in visitor gets them.
      const audited = siteHandler(signedRoot, { signInCheck: false })
      const news = await audited(new Request('http://127.0.0.1/news/'))
      expect(await news.text()).toBe('news')
      // A protected page signs its visitor in with a stand-in session; a public one does not.
      expect(news.headers.getSetCookie().map((c) => c.split('=')[0])).toEqual([
        'CognitoIdentityServiceProvider.client1.LastAuthUser',
        'CognitoIdentityServiceProvider.client1.release-audit.accessToken',
        'CognitoIdentityServiceProvider.client1.release-audit.idToken',
        'CognitoIdentityServiceProvider.client1.release-audit.clockDrift',
      ])
      const legal = await audited(new Request('http://127.0.0.1/privacy-notice/'))
      expect(legal.headers.getSetCookie()).toEqual([])
      expect((await audited(new Request('http://127.0.0.1/_auth/access.json'))).status).toBe(404)
    } finally {
      await rm(signedRoot, { recursive: true, force: true })
    }
  })

  it('will not start on a broken access manifest, and says which file to rebuild', async () => {
    const { startPreview } = await import('./server')
    const brokenRoot = await mkdtemp(path.join(tmpdir(), 'broken-site-'))
    try {
      await mkdir(path.join(brokenRoot, '_auth'))
      await writeFile(path.join(brokenRoot, '_auth/access.json'), '{"version":2}')
      await expect(startPreview({ root: brokenRoot, port: 0 })).rejects.toThrow(
        /_auth\/access\.json is not an access manifest .*build the site again/,
      )
    } finally {
      await rm(brokenRoot, { recursive: true, force: true })
    }
  })
})
