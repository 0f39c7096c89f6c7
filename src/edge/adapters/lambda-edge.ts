import { accessRules, protectionOf, type AccessManifest } from '../access-manifest'
import { personal, privateCaching } from '../sign-in'
import {
  createSiteHandler,
  passesToOrigin,
  passToOrigin,
  type ResponseHeaders,
  type SiteHandlerOptions,
} from '../site-handler'

/**
 * CloudFront's request event for Lambda@Edge (viewer request or origin
 * request), the fields this adapter reads and writes. Header names are the
 * lower-case keys of lists of `{ key, value }`.
 */
export type CloudFrontHeaders = Record<string, { key?: string; value: string }[]>

export interface CloudFrontRequest {
  clientIp?: string
  method: string
  uri: string
  querystring: string
  headers: CloudFrontHeaders
}

export interface CloudFrontRequestEvent {
  Records: { cf: { config?: Record<string, string>; request: CloudFrontRequest } }[]
}

/** The answer CloudFront sends instead of going on to the cache and the origin. */
export interface CloudFrontResultResponse {
  status: string
  statusDescription?: string
  headers: CloudFrontHeaders
  body?: string
  bodyEncoding?: 'text' | 'base64'
}

/** CloudFront's viewer-response event: the request and the response about to be sent. */
export interface CloudFrontResponseEvent {
  Records: {
    cf: {
      config?: Record<string, string>
      request: CloudFrontRequest
      response: { status: string; statusDescription?: string; headers: CloudFrontHeaders }
    }
  }[]
}

/** Headers CloudFront does not let a function set on a generated response. */
const READ_ONLY = new Set(['content-length', 'transfer-encoding', 'connection', 'via'])

export function toRequest(cf: CloudFrontRequest): Request {
  const host = cf.headers.host?.[0]?.value ?? 'localhost'
  const headers = new Headers()
  for (const [name, list] of Object.entries(cf.headers)) {
    for (const { key, value } of list) headers.append(key ?? name, value)
  }
  const query = cf.querystring ? `?${cf.querystring}` : ''
  // The URI as CloudFront got it, on this host: `//other.host/` stays a path (which the guard refuses).
  const path = cf.uri.startsWith('/') ? cf.uri : `/${cf.uri}`
  return new Request(new URL(`https://${host}${path}${query}`), {
    method: cf.method,
    headers,
  })
}

function fromHeaders(source: Headers): CloudFrontHeaders {
  const headers: CloudFrontHeaders = {}
  source.forEach((value, name) => {
    if (!READ_ONLY.has(name)) (headers[name] ??= []).push({ key: name, value })
  })
  return headers
}

export async function toResult(response: Response): Promise<CloudFrontResultResponse> {
  const headers = fromHeaders(response.headers)
  const bytes = new Uint8Array(await response.arrayBuffer())
  return {
    status: String(response.status),
    headers,
    ...(bytes.byteLength > 0
      ? { body: Buffer.from(bytes).toString('base64'), bodyEncoding: 'base64' as const }
      : {}),
  }
}

/**
 * The site handler as a Lambda@Edge function on viewer requests:
 * `export const handler = lambdaEdgeHandler({ redirects, access })`. A request
 * the handler lets through goes on to CloudFront's cache and origin, a folder
 * path pointed at its `index.html` (an S3 bucket has no directory index; pass
 * `directoryIndex: false` for an origin that has one); anything else (a
 * redirect, a refusal, a 404) is answered here.
 */
export function lambdaEdgeHandler(
  options: Omit<SiteHandlerOptions, 'origin'> & { directoryIndex?: string | false },
) {
  const { directoryIndex = 'index.html', ...siteOptions } = options
  const handle = createSiteHandler({ ...siteOptions, origin: async () => passToOrigin() })
  return async (
    event: CloudFrontRequestEvent,
  ): Promise<CloudFrontRequest | CloudFrontResultResponse> => {
    const cf = event.Records[0]?.cf.request
    if (!cf) {
      throw new Error(
        'lambdaEdgeHandler: not a CloudFront request event (no Records[0].cf.request)',
      )
    }
    let request: Request
    try {
      request = toRequest(cf)
    } catch {
      return { status: '400', headers: {}, body: 'Bad request' }
    }
    const response = await handle(request)
    if (!passesToOrigin(response)) return toResult(response)
    return directoryIndex && cf.uri.endsWith('/')
      ? { ...cf, uri: `${cf.uri}${directoryIndex}` }
      : cf
  }
}

/**
 * The second half on CloudFront, on viewer responses: what the viewer-request
 * function let through comes from CloudFront's cache or origin with the
 * file's public caching headers. A protected path's answer is made
 * `private, no-store` with `Vary: Cookie` here (as the sign-in check does in
 * Node and on Cloudflare), and the response headers are applied:
 * `export const handler = lambdaEdgeResponseHandler({ access, headers })`.
 */
export function lambdaEdgeResponseHandler(options: {
  access?: AccessManifest
  headers?: ResponseHeaders
}) {
  const rules = options.access && accessRules(options.access)
  return async (event: CloudFrontResponseEvent) => {
    const cf = event.Records[0]?.cf
    if (!cf?.response) {
      throw new Error(
        'lambdaEdgeResponseHandler: not a CloudFront response event (no Records[0].cf.response)',
      )
    }
    const headers = new Headers()
    for (const [name, list] of Object.entries(cf.response.headers)) {
      for (const { key, value } of list) headers.append(key ?? name, value)
    }
    if (rules && protectionOf(rules, cf.request.uri))
      personal(headers, privateCaching(cf.request.uri, Number(cf.response.status)))
    const response = options.headers
      ? options.headers(
          cf.request.uri,
          new Response(null, { status: Number(cf.response.status), headers }),
        ).headers
      : headers
    // Read-only headers (content-length, …) stay as CloudFront has them.
    const kept = Object.fromEntries(
      Object.entries(cf.response.headers).filter(([name]) => READ_ONLY.has(name)),
    )
    return { ...cf.response, headers: { ...fromHeaders(response), ...kept } }
  }
}
