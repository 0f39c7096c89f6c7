import {
  createSiteHandler,
  passesToOrigin,
  passToOrigin,
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

export async function toResult(response: Response): Promise<CloudFrontResultResponse> {
  const headers: CloudFrontHeaders = {}
  response.headers.forEach((value, name) => {
    if (!READ_ONLY.has(name)) (headers[name] ??= []).push({ key: name, value })
  })
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
 * the handler lets through goes on to CloudFront's cache and origin
 * unchanged; anything else (a redirect, a refusal, a 404) is answered here.
 */
export function lambdaEdgeHandler(options: Omit<SiteHandlerOptions, 'origin'>) {
  const handle = createSiteHandler({ ...options, origin: async () => passToOrigin() })
  return async (
    event: CloudFrontRequestEvent,
  ): Promise<CloudFrontRequest | CloudFrontResultResponse> => {
    const cf = event.Records[0]?.cf.request
    if (!cf)
      throw new Error(
        'lambdaEdgeHandler: not a CloudFront request event (no Records[0].cf.request)',
      )
    let request: Request
    try {
      request = toRequest(cf)
    } catch {
      return { status: '400', headers: {}, body: 'Bad request' }
    }
    const response = await handle(request)
    return passesToOrigin(response) ? cf : toResult(response)
  }
}
