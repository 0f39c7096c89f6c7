import { describe, expect, it } from 'vitest'
import { MEMORY_ACCESS, MEMORY_REDIRECTS } from '../testing/memory-site'
import {
  lambdaEdgeHandler,
  lambdaEdgeResponseHandler,
  type CloudFrontResponseEvent,
  type CloudFrontRequest,
  type CloudFrontRequestEvent,
} from './lambda-edge'

const noKeys: typeof fetch = () => Promise.reject(new Error('a refusal must not fetch the keys'))
const handler = lambdaEdgeHandler({
  redirects: MEMORY_REDIRECTS,
  access: MEMORY_ACCESS,
  fetch: noKeys,
})

/** A viewer-request event as CloudFront documents it (Lambda@Edge event structure). */
function viewerRequest(
  uri: string,
  querystring = '',
  extra: Record<string, string> = {},
): CloudFrontRequestEvent {
  const headers: CloudFrontRequest['headers'] = {
    host: [{ key: 'Host', value: 'd111111abcdef8.cloudfront.net' }],
    'user-agent': [{ key: 'User-Agent', value: 'curl/8.5.0' }],
  }
  for (const [key, value] of Object.entries(extra)) headers[key.toLowerCase()] = [{ key, value }]
  return {
    Records: [
      {
        cf: {
          config: {
            distributionDomainName: 'd111111abcdef8.cloudfront.net',
            distributionId: 'EDFDVBD6EXAMPLE',
            eventType: 'viewer-request',
            requestId: '4TyzHTaYWb1GX1qTfsHhEqV6HUDd_BzoBZnwfnvQc_1oF26ClkoUSEQ==',
          },
          request: { clientIp: '203.0.113.178', headers, method: 'GET', querystring, uri },
        },
      },
    ],
  }
}

describe('the site handler on Lambda@Edge', () => {
  it('lets a public page go on to CloudFront’s cache and origin, pointed at its index.html', async () => {
    const event = viewerRequest('/privacy-notice/', 'utm_source=mail')
    expect(await handler(event)).toEqual({
      ...event.Records[0]?.cf.request,
      uri: '/privacy-notice/index.html',
    })
    const file = viewerRequest('/assets/app-abc.js')
    expect(await handler(file)).toBe(file.Records[0]?.cf.request)
    const indexed = lambdaEdgeHandler({ directoryIndex: false })
    const folder = viewerRequest('/privacy-notice/')
    expect(await indexed(folder)).toBe(folder.Records[0]?.cf.request)
  })

  it('answers an old path with its redirect, keeping the query', async () => {
    const result = await handler(viewerRequest('/old-news/', 'x=1'))
    expect(result).toMatchObject({
      status: '301',
      headers: { location: [{ key: 'location', value: '/privacy-notice/?x=1' }] },
    })
  })

  it('refuses a protected page (302 to sign-in) and its data (401), private and never cached', async () => {
    const page = await handler(viewerRequest('/news/', '', { Cookie: 'a=b' }))
    expect(page).toMatchObject({
      status: '302',
      headers: {
        location: [{ value: '/sign-in/?next=%2Fnews%2F' }],
        'cache-control': [{ value: 'private, no-store' }],
        vary: [{ value: 'cookie' }],
      },
    })
    const data = await handler(viewerRequest('/page-data/news/page-data.json'))
    expect(data).toMatchObject({ status: '401', bodyEncoding: 'base64' })
    const body = 'body' in data && data.body ? Buffer.from(data.body, 'base64').toString() : ''
    expect(JSON.parse(body)).toMatchObject({
      signIn: '/sign-in/?next=%2Fpage-data%2Fnews%2Fpage-data.json',
    })
  })

  it('refuses traversal spellings and other methods without passing them on', async () => {
    for (const uri of [
      '/..%5c..%5cetc/passwd',
      '/%c0%ae%c0%ae/etc/passwd',
      '/..%2f..%2fetc/passwd',
      '//evil.example/',
    ]) {
      const result = await handler(viewerRequest(uri))
      expect([uri, 'status' in result ? result.status : 'passed']).toEqual([
        uri,
        uri.includes('%2f') ? '404' : '400',
      ])
    }
    const post = viewerRequest('/')
    const cf = post.Records[0]?.cf.request
    if (cf) cf.method = 'POST'
    expect(await handler(post)).toMatchObject({
      status: '405',
      headers: { allow: [{ value: 'GET, HEAD' }] },
    })
  })

  it('names the event it expected when given another', async () => {
    await expect(handler({ Records: [] })).rejects.toThrow(/Records\[0\]\.cf\.request/)
  })
})

/** A viewer-response event: the viewer's request and the response from CloudFront's cache or origin. */
function viewerResponse(uri: string, status = '200'): CloudFrontResponseEvent {
  const request = viewerRequest(uri).Records[0]?.cf.request
  if (!request) throw new Error('no request')
  return {
    Records: [
      {
        cf: {
          request,
          response: {
            status,
            statusDescription: status === '200' ? 'OK' : 'Not Found',
            headers: {
              'cache-control': [
                { key: 'Cache-Control', value: 'public, max-age=0, must-revalidate' },
              ],
              'content-length': [{ key: 'Content-Length', value: '9' }],
              vary: [{ key: 'Vary', value: 'Accept-Encoding' }],
            },
          },
        },
      },
    ],
  }
}

describe('the viewer-response half on Lambda@Edge', () => {
  const respond = lambdaEdgeResponseHandler({
    access: MEMORY_ACCESS,
    headers: (path, response) => {
      const headers = new Headers(response.headers)
      headers.set('x-frame-options', path === '/news/' ? 'DENY' : 'SAMEORIGIN')
      return new Response(null, { status: response.status, headers })
    },
  })

  it('makes a protected page that was let through private and varied by cookie', async () => {
    const response = await respond(viewerResponse('/news/'))
    expect(response.headers['cache-control']).toEqual([
      { key: 'cache-control', value: 'private, no-store' },
    ])
    expect(response.headers.vary?.[0]?.value).toBe('Accept-Encoding, cookie')
    expect(response.headers['x-frame-options']?.[0]?.value).toBe('DENY')
    expect(response.headers['content-length']).toEqual([{ key: 'Content-Length', value: '9' }])
    expect(response.status).toBe('200')
  })

  it('lets a protected image stay in the visitor’s browser, but not a 404 in its place', async () => {
    const image = '/images/_r/chart-640.webp'
    const respondWithImage = lambdaEdgeResponseHandler({
      access: { ...MEMORY_ACCESS, data: [...MEMORY_ACCESS.data, image] },
    })
    const served = await respondWithImage(viewerResponse(image))
    expect(served.headers['cache-control']?.[0]?.value).toBe('private, max-age=31536000, immutable')
    // CloudFront's custom error page for an image not uploaded yet.
    const missing = await respondWithImage(viewerResponse(image, '404'))
    expect(missing.headers['cache-control']?.[0]?.value).toBe('private, no-store')
  })

  it('leaves a public file’s caching alone and applies the headers', async () => {
    const response = await respond(viewerResponse('/privacy-notice/'))
    expect(response.headers['cache-control']?.[0]?.value).toBe('public, max-age=0, must-revalidate')
    expect(response.headers['x-frame-options']?.[0]?.value).toBe('SAMEORIGIN')
  })
})
