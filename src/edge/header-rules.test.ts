import { describe, expect, it } from 'vitest'
import { headersFor, parseHeaderRules, withHeaderRules, type HeaderRule } from './header-rules'

const RULES: HeaderRule[] = [
  { path: '/*', headers: { 'Content-Security-Policy': "default-src 'self'", 'x-a': '1' } },
  { path: '/assets/*', headers: { 'cache-control': 'immutable' } },
  { path: '/exact/', headers: { 'x-a': '2' } },
]

describe('headersFor', () => {
  it('adds up the headers of every matching rule, later rules winning, names in lower case', () => {
    expect(Object.fromEntries(headersFor(RULES, '/assets/x.js'))).toEqual({
      'content-security-policy': "default-src 'self'",
      'x-a': '1',
      'cache-control': 'immutable',
    })
    expect(headersFor(RULES, '/exact/').get('x-a')).toBe('2')
    expect(headersFor(RULES, '/exact/more/').get('x-a')).toBe('1')
  })
})

describe('parseHeaderRules', () => {
  it('names the file and the fix when the rules are broken', () => {
    expect(() => parseHeaderRules('{', 'dist/_edge/headers.json')).toThrow(
      /dist\/_edge\/headers\.json: not JSON.*rebuild/,
    )
    expect(() => parseHeaderRules('[{"path":"x","headers":{}}]', 'f.json')).toThrow(
      /f\.json: rule 1 is not/,
    )
    expect(parseHeaderRules(JSON.stringify(RULES), 'f.json')).toEqual(RULES)
  })
})

const html = (body: string, status = 200) =>
  new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8' } })

describe('withHeaderRules', () => {
  const handler = withHeaderRules(RULES, async (request) => {
    const { pathname } = new URL(request.url)
    if (pathname === '/private/')
      return new Response('p', { headers: { 'cache-control': 'private, no-store' } })
    if (pathname === '/assets/a.js')
      return new Response('js', { headers: { 'content-type': 'text/javascript' } })
    return pathname === '/none/' ? undefined : html('ok', 404)
  })

  it('adds the rules to every answer, keeping what the handler set itself', async () => {
    const response = await handler(new Request('http://site.test/missing/'))
    expect(response?.status).toBe(404)
    expect(response?.headers.get('content-security-policy')).toBe("default-src 'self'")
    expect(await response?.text()).toBe('ok')
    const own = await handler(new Request('http://site.test/private/'))
    expect(own?.headers.get('cache-control')).toBe('private, no-store')
    expect(own?.headers.get('x-a')).toBe('1')
    expect(await handler(new Request('http://site.test/none/'))).toBeUndefined()
  })

  it('sends the document-only headers (the policy) with documents, not with every script', async () => {
    const script = await handler(new Request('http://site.test/assets/a.js'))
    expect(script?.headers.get('cache-control')).toBe('immutable')
    expect(script?.headers.get('x-a')).toBe('1')
    expect(script?.headers.get('content-security-policy')).toBeNull()
  })

  it("keeps upgrade-insecure-requests over HTTPS only: over HTTP it would break the page's own requests", async () => {
    const upgrading = withHeaderRules(
      [
        {
          path: '/*',
          headers: {
            'content-security-policy':
              "default-src 'self'; upgrade-insecure-requests; object-src 'none'",
          },
        },
      ],
      async () => html('ok'),
    )
    const secure = await upgrading(new Request('https://site.test/'))
    expect(secure?.headers.get('content-security-policy')).toBe(
      "default-src 'self'; upgrade-insecure-requests; object-src 'none'",
    )
    const plain = await upgrading(new Request('http://site.test/'))
    expect(plain?.headers.get('content-security-policy')).toBe(
      "default-src 'self'; object-src 'none'",
    )
  })

  it('never serves its own folder, however the path is written', async () => {
    for (const path of ['/_edge/headers.json', '/_EDGE/headers.json', '/x/../%5Fedge/headers.json'])
      expect((await handler(new Request(`http://site.test${path}`)))?.status).toBe(404)
  })
})
