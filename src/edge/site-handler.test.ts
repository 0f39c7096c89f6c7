import { describe, expect, it } from 'vitest'
import { createSiteHandler, passesToOrigin, passToOrigin } from './site-handler'
import { MEMORY_ACCESS, MEMORY_REDIRECTS, memoryOrigin } from './testing/memory-site'

const noKeys: typeof fetch = () => Promise.reject(new Error('a refusal must not fetch the keys'))

const handler = createSiteHandler({
  origin: memoryOrigin(),
  redirects: MEMORY_REDIRECTS,
  access: MEMORY_ACCESS,
  fetch: noKeys,
  headers: (path, response) => {
    const headers = new Headers(response.headers)
    headers.set('x-path-seen', path)
    return new Response(response.body, { status: response.status, headers })
  },
})
const at = (target: string, init?: RequestInit) =>
  handler(new Request(`http://127.0.0.1${target}`, init))

describe('site handler', () => {
  it('serves the origin’s files and applies the response headers to them', async () => {
    const page = await at('/privacy-notice/')
    expect([page.status, await page.text()]).toEqual([200, '<h1>privacy</h1>'])
    expect(page.headers.get('x-path-seen')).toBe('/privacy-notice/')
  })

  it('answers an old path with its redirect before asking the origin', async () => {
    const response = await at('/OLD-news/?from=mail')
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/privacy-notice/?from=mail')
    expect(response.headers.get('x-path-seen')).toBe('/OLD-news/')
  })

  it('refuses a protected page and its data without a token, whatever the cookies hold', async () => {
    for (const cookie of [
      '',
      'CognitoIdentityServiceProvider.client1.LastAuthUser=%E0%A4%A',
      'CognitoIdentityServiceProvider.client1.LastAuthUser=u; CognitoIdentityServiceProvider.client1.u.accessToken="not.a.jwt',
      ';;==; =; a',
    ]) {
      const page = await at('/news/', { headers: { cookie } })
      expect([page.status, page.headers.get('location')]).toEqual([
        302,
        '/sign-in/?next=%2Fnews%2F',
      ])
      const data = await at('/page-data/news/page-data.json', { headers: { cookie } })
      expect(data.status).toBe(401)
    }
  })

  it('never serves the access manifest', async () => {
    expect((await at('/_auth/access.json')).status).toBe(404)
  })

  it('answers a path that steps up once decoded with the locale’s not-found page', async () => {
    for (const [target, body] of [
      ['/..%2f..%2fetc/passwd', '<h1>not found</h1>'],
      ['/fr/%2e%2e%2f%2e%2e%2fetc/passwd', '<h1>not found</h1>'],
      ['/fr/x%2f..%2fnews/', '<h1>introuvable</h1>'],
    ] as const) {
      const response = await at(target)
      expect([target, response.status, await response.text()]).toEqual([target, 404, body])
    }
  })

  it('refuses other methods and bad paths before redirects and the sign-in check', async () => {
    expect((await at('/old-news/', { method: 'POST', body: 'x' })).status).toBe(405)
    expect((await at('/news/%00')).status).toBe(400)
    expect((await at('/news/..%5c')).status).toBe(400)
  })

  it('keeps a pass to the origin as it is, through the sign-in check and the headers', async () => {
    const passing = createSiteHandler({
      origin: async () => passToOrigin(),
      access: MEMORY_ACCESS,
      fetch: noKeys,
      headers: () => new Response('replaced'),
    })
    const response = await passing(new Request('http://127.0.0.1/privacy-notice/'))
    expect(passesToOrigin(response)).toBe(true)
    const traversal = await passing(new Request('http://127.0.0.1/..%2fetc/passwd'))
    expect(await traversal.text()).toBe('replaced')
  })
})

describe('an origin given with each request', () => {
  it('serves from the call’s origin, through the sign-in check and the not-found page too', async () => {
    const perRequest = createSiteHandler({ access: MEMORY_ACCESS, fetch: noKeys })
    const origin = memoryOrigin({ '/index.html': 'mine', '/404.html': 'my 404' })
    expect(await (await perRequest(new Request('http://127.0.0.1/'), origin)).text()).toBe('mine')
    const traversal = await perRequest(new Request('http://127.0.0.1/..%2fx'), origin)
    expect([traversal.status, await traversal.text()]).toEqual([404, 'my 404'])
    await expect(perRequest(new Request('http://127.0.0.1/'))).rejects.toThrow(/no origin/)
  })
})
