import { createSign, generateKeyPairSync, type KeyObject } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AccessManifest } from './access-manifest'
import { signInHandler } from './sign-in'

const CLIENT = 'client1abc'
const USER = 'demo@cymbria.test'
const KID = 'key-1'

const keys = generateKeyPairSync('rsa', { modulusLength: 2048 })
const otherKeys = generateKeyPairSync('rsa', { modulusLength: 2048 })

let server: Server
let issuer = ''
let keyRequests = 0
let keysDown = false

beforeAll(async () => {
  const jwk = { ...keys.publicKey.export({ format: 'jwk' }), kid: KID, alg: 'RS256', use: 'sig' }
  server = createServer((req, res) => {
    keyRequests++
    if (keysDown || req.url !== '/pool_1/.well-known/jwks.json') {
      res.writeHead(keysDown ? 500 : 404).end()
      return
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/pool_1`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

const manifest = (): AccessManifest => ({
  version: 1,
  issuer,
  jwksUri: `${issuer}/.well-known/jwks.json`,
  clientId: CLIENT,
  pages: ['/', '/news/', '/fr/news/'],
  data: ['/page-data/news/page-data.json', '/page-data/sq/d/abc.json', '/images/_r/chart-640.webp'],
  dataFolders: ['/pagefind/'],
})

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
function sign(claims: Record<string, unknown>, key: KeyObject = keys.privateKey): string {
  const now = Math.floor(Date.now() / 1000)
  const body = `${base64url({ alg: 'RS256', kid: KID, typ: 'JWT' })}.${base64url({
    iss: issuer,
    client_id: CLIENT,
    token_use: 'access',
    sub: 'user-1',
    username: USER,
    iat: now,
    exp: now + 3600,
    ...claims,
  })}`
  return `${body}.${createSign('RSA-SHA256').update(body).sign(key).toString('base64url')}`
}

/** The cookies the sign-in library writes (js-cookie encodes `@` in a name). */
function cookies(token: string, user = USER): string {
  const key = `CognitoIdentityServiceProvider.${CLIENT}`
  const name = encodeURIComponent(user)
  return `other=1; ${key}.LastAuthUser=${name}; ${key}.${name}.accessToken=${token}`
}

const SERVED = 'the protected file'
function handler() {
  return signInHandler(manifest(), {
    serve: async () =>
      new Response(SERVED, {
        headers: { 'cache-control': 'public, max-age=0, must-revalidate', vary: 'accept-encoding' },
      }),
    report: () => {},
  })
}
const get = (handle: ReturnType<typeof handler>, path: string, cookie?: string) =>
  handle(new Request(`http://127.0.0.1${path}`, cookie ? { headers: { cookie } } : {}))

describe('the sign-in check', () => {
  it('serves a protected page to a visitor with a valid access token, privately', async () => {
    const response = await get(handler(), '/news/', cookies(sign({})))
    expect(response?.status).toBe(200)
    expect(await response?.text()).toBe(SERVED)
    expect(response?.headers.get('cache-control')).toBe('private, no-store')
    expect(response?.headers.get('vary')).toBe('accept-encoding, cookie')
  })

  it("lets a protected image served to a signed-in visitor stay in that visitor's browser alone", async () => {
    const served = await get(handler(), '/images/_r/chart-640.webp', cookies(sign({})))
    expect(served?.status).toBe(200)
    expect(served?.headers.get('cache-control')).toBe('private, max-age=31536000, immutable')
    expect(served?.headers.get('vary')).toBe('accept-encoding, cookie')
    const refused = await get(handler(), '/images/_r/chart-640.webp')
    expect(refused?.status).toBe(401)
    expect(refused?.headers.get('cache-control')).toBe('private, no-store')
  })

  it('keeps no not-found answer for a protected image, which may be uploaded later under its name', async () => {
    const nothing = signInHandler(manifest(), { serve: async () => undefined, report: () => {} })
    const missing = await get(nothing, '/images/_r/chart-640.webp', cookies(sign({})))
    expect(missing?.status).toBe(404)
    expect(missing?.headers.get('cache-control')).toBe('private, no-store')
  })

  it.each([
    ['an expired token', () => cookies(sign({ exp: Math.floor(Date.now() / 1000) - 60 }))],
    ["another app client's token", () => cookies(sign({ client_id: 'someone-else' }))],
    ["another pool's token", () => cookies(sign({ iss: `${issuer}x` }))],
    ['an id token', () => cookies(sign({ token_use: 'id', aud: CLIENT }))],
    ['a token without expiry', () => cookies(sign({ exp: undefined }))],
    ['a forged signature', () => cookies(sign({}, otherKeys.privateKey))],
    [
      'a token whose claims were changed',
      () => {
        const [header, , signature] = sign({}).split('.')
        return cookies(`${header}.${base64url({ iss: issuer, exp: 9e9 })}.${signature}`)
      },
    ],
    ['no cookie', () => undefined],
    [
      "another user's cookie name",
      () => cookies(sign({}), 'x').replace('LastAuthUser=x', 'LastAuthUser=y'),
    ],
    ['a token that is no JWT', () => cookies('not-a-token')],
    ['a cookie that does not decode', () => cookies('%E0%A4%A.%ZZ', '%E0%A4%A')],
    ['a header of junk', () => '=;;==; ;"=";CognitoIdentityServiceProvider'],
  ])('sends a visitor with %s to sign in', async (_, cookie) => {
    const response = await get(handler(), '/news/?a=1&b=%C3%A9', cookie())
    expect(response?.status).toBe(302)
    expect(response?.headers.get('location')).toBe(
      `/sign-in/?next=${encodeURIComponent('/news/?a=1&b=%C3%A9')}`,
    )
    expect(response?.headers.get('cache-control')).toBe('private, no-store')
    expect(response?.headers.get('vary')).toBe('cookie')
  })

  it("sends a French page's visitor to the French sign-in page", async () => {
    const response = await get(handler(), '/fr/news/')
    expect(response?.headers.get('location')).toBe('/fr/sign-in/?next=%2Ffr%2Fnews%2F')
  })

  it('refuses protected data without a valid token with 401', async () => {
    for (const path of [
      '/page-data/news/page-data.json',
      '/page-data/sq/d/abc.json',
      '/pagefind/pagefind-entry.json',
      '/pagefind/fragment/en_1.pf_fragment',
    ]) {
      const response = await get(handler(), path, cookies(sign({ token_use: 'id' })))
      expect([path, response?.status]).toEqual([path, 401])
      expect(response?.headers.get('cache-control')).toBe('private, no-store')
      expect(response?.headers.get('vary')).toBe('cookie')
      expect(await response?.json()).toMatchObject({
        signIn: `/sign-in/?next=${encodeURIComponent(path)}`,
      })
    }
  })

  it('guards every spelling of a protected file a static host would serve', async () => {
    for (const path of [
      '/NEWS/',
      '/news',
      '/news/index.html',
      '/news/index.html.br',
      '/x/../news/',
      '/x/%2e%2e/news/',
      '/x%2f..%2fnews/',
      '//news//',
      '/page-data/news/page-data.json.gz',
      '/pagefind',
    ]) {
      const response = await get(handler(), path)
      expect([path, response?.status]).toEqual([path, path.includes('page') ? 401 : 302])
    }
  })

  it('leaves public paths and other methods to the next handler', async () => {
    const handle = handler()
    for (const path of [
      '/privacy-notice/',
      '/sign-in/',
      '/assets/app.js',
      '/page-data/app-data.json',
    ]) {
      expect([path, await get(handle, path)]).toEqual([path, undefined])
    }
    expect(await handle(new Request('http://127.0.0.1/news/', { method: 'POST' }))).toBeUndefined()
  })

  it("fetches the pool's keys once for many visitors", async () => {
    const handle = handler()
    const before = keyRequests
    for (let i = 0; i < 5; i++) {
      expect((await get(handle, '/news/', cookies(sign({ sub: `user-${i}` }))))?.status).toBe(200)
    }
    expect(keyRequests - before).toBe(1)
  })

  it("answers 503, not a sign-in loop, while the pool's keys cannot be fetched", async () => {
    keysDown = true
    try {
      const response = await get(handler(), '/news/', cookies(sign({})))
      expect(response?.status).toBe(503)
      expect(response?.headers.get('retry-after')).toBe('10')
      expect(response?.headers.get('cache-control')).toBe('private, no-store')
    } finally {
      keysDown = false
    }
  })
})
