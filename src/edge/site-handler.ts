import { createRedirectTable, type Redirect } from '../redirects/lookup'
import { localeOfPath, notFoundPath } from '../site/paths'
import { ACCESS_MANIFEST_DIR, canonicalPath, type AccessManifest } from './access-manifest'
import { compose, type Handler } from './handler'
import { redirectsHandler } from './redirects'
import { requestGuard, stepsOutOfFolder } from './request-guard'
import { signInHandler } from './sign-in'

/**
 * Fetches a file of the built site: from disk in Node, the asset binding at
 * Cloudflare; at CloudFront, where the function cannot fetch but lets the
 * request go on, it answers `passToOrigin()`.
 */
export type Origin = (request: Request) => Promise<Response>

/**
 * Adds or changes a response's headers by path (the build's per-path security
 * headers). Responses from `fetch` have immutable headers: return a new
 * Response rather than changing `response.headers`.
 */
export type ResponseHeaders = (path: string, response: Response) => Response

/** Answers a request; `origin` for this request only (an edge runtime's per-request binding). */
export type SiteHandler = (request: Request, origin?: Origin) => Promise<Response>

export interface SiteHandlerOptions {
  /** The static files, unless each call names its own origin. */
  origin?: Origin
  /** The build's `page-data/redirects.json`. */
  redirects?: readonly Redirect[]
  /** The build's `_auth/access.json`, for a site built with sign-in. */
  access?: AccessManifest
  /** Applied to every answer, the origin's and the handler's own (not to `passToOrigin()`). */
  headers?: ResponseHeaders
  /** Fetches the user pool's public keys (the platform's fetch by default). */
  fetch?: typeof fetch
  /** Told when the pool's keys cannot be fetched. */
  report?: (message: string) => void
}

const PASS_HEADER = 'x-site-pass-to-origin'

/** An origin's answer meaning "let the request go on to the CDN's origin" (Lambda@Edge). */
export function passToOrigin(): Response {
  return new Response(null, { status: 200, headers: { [PASS_HEADER]: '1' } })
}

/** Whether the handler let the request through to the origin (kept through the sign-in check's copy). */
export function passesToOrigin(response: Response): boolean {
  return response.headers.has(PASS_HEADER)
}

function plainNotFound(): Response {
  return new Response('Not found\n', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  })
}

/** The access manifest's folder is the server's, not the browser's: never served. */
const hideAccessManifest: Handler = async (request) =>
  canonicalPath(new URL(request.url).pathname)?.startsWith(ACCESS_MANIFEST_DIR)
    ? plainNotFound()
    : undefined

/**
 * A path that decodes to a step up (`/..%2f..%2fetc/passwd`) names no file of
 * the site: answered with the locale's not-found page, which is asked of the
 * origin by its own path, never by the request's.
 */
function traversalNotFound(originOf: (request: Request) => Origin): Handler {
  return async (request) => {
    const url = new URL(request.url)
    if (!stepsOutOfFolder(url.pathname)) return undefined
    const locale = localeOfPath(canonicalPath(url.pathname) ?? '/')
    const page = await originOf(request)(
      new Request(new URL(`${notFoundPath(locale).slice(0, -1)}.html`, url), {
        method: request.method,
        headers: { 'accept-encoding': request.headers.get('accept-encoding') ?? '' },
      }),
    )
    if (!page.ok || passesToOrigin(page)) return plainNotFound()
    return new Response(page.body, { status: 404, headers: new Headers(page.headers) })
  }
}

/**
 * Everything a host does in front of the built files, in order: refuse bad
 * requests, answer old paths with redirects, hide `/_auth/`, check the
 * sign-in token before protected files, then the files; the response headers
 * last. Web APIs only, so the same function runs in the preview server, in
 * tests and in an edge runtime (`src/edge/adapters/`). Create it once per
 * process or isolate: the sign-in check caches the pool's keys.
 */
export function createSiteHandler(options: SiteHandlerOptions): SiteHandler {
  const { redirects, access, headers } = options
  // A call's own origin, by its request: every step passes the request object on as it got it.
  const origins = new WeakMap<Request, Origin>()
  const originOf = (request: Request): Origin => {
    const origin = origins.get(request) ?? options.origin
    if (!origin) {
      throw new Error('createSiteHandler: no origin: give one in the options or with each request')
    }
    return origin
  }
  const files: Handler = (request) => originOf(request)(request)
  const handle = compose(
    requestGuard,
    traversalNotFound(originOf),
    ...(redirects ? [redirectsHandler(createRedirectTable(redirects))] : []),
    hideAccessManifest,
    ...(access
      ? [
          signInHandler(access, {
            serve: files,
            ...(options.fetch ? { fetch: options.fetch } : {}),
            ...(options.report ? { report: options.report } : {}),
          }),
        ]
      : []),
    files,
  )
  return async (request, origin) => {
    if (origin) origins.set(request, origin)
    const response = await handle(request)
    if (!headers || passesToOrigin(response)) return response
    return headers(new URL(request.url).pathname, response)
  }
}
