import { JwtVerifier } from 'aws-jwt-verify'
import { FetchError, JwksValidationError } from 'aws-jwt-verify/error'
import { SimpleJwksCache } from 'aws-jwt-verify/jwk'
import { signInPath } from '../auth/access'
import { localeOfPath } from '../site/paths'
import { accessRules, canonicalPath, protectionOf, type AccessManifest } from './access-manifest'
import { isImmutable, PRIVATE_IMMUTABLE } from './caching'
import type { Handler } from './handler'
import { accessTokenCookie } from './session-cookie'

/**
 * The server's half of sign-in: before a protected page's HTML, page data,
 * static-query result, image or search-index file is served, the visitor's access
 * token (from the sign-in cookies) is verified: signature against the pool's
 * public keys, issuer, app client, token use `access`, expiry. Without a
 * valid token, a page is answered with a redirect to the locale's sign-in
 * page (keeping the wanted path and query in `?next=`) and data with 401.
 *
 * Every answer about a protected path is personal: `private, no-store` and
 * `Vary: Cookie`, so no shared cache (CDN, proxy) keeps one visitor's page or
 * refusal for another; a content-hashed file served to a signed-in visitor
 * (an image of a protected page) may stay in that visitor's browser
 * (`privateCaching`). Create the handler once per process: its verifier
 * caches the pool's keys.
 */

export interface SignInOptions {
  /** Answers the requests a signed-in visitor may make: the static site, or the CDN's origin. */
  serve: Handler
  /** Fetches the pool's public keys; the platform's fetch by default. */
  fetch?: typeof fetch
  /** Told when the keys cannot be fetched (the site answers 503 meanwhile). */
  report?: (message: string) => void
}

/** How long the pool's keys are awaited before the request is answered with 503. */
const JWKS_TIMEOUT_MS = 5_000
/** When a visitor met by a 503 may try again. */
const RETRY_AFTER_SECONDS = 10

export const PRIVATE = 'private, no-store'

/**
 * How a protected answer to a signed-in visitor may be cached: by that browser
 * alone, and for long only when it is the content-hashed file itself (a 404 for
 * an image not uploaded yet must not be kept for a year under its name).
 */
export function privateCaching(urlPath: string, status: number): string {
  return status === 200 && isImmutable(urlPath) ? PRIVATE_IMMUTABLE : PRIVATE
}

type Verdict = 'valid' | 'refused' | 'unavailable'

function keyFetcher(fetchImpl: typeof fetch) {
  return {
    fetch: async (uri: string): Promise<ArrayBuffer> => {
      let response: Response
      try {
        response = await fetchImpl(uri, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(JWKS_TIMEOUT_MS),
        })
      } catch (error) {
        throw new FetchError(uri, error instanceof Error ? error.message : String(error))
      }
      if (!response.ok) throw new FetchError(uri, `status ${response.status}, expected 200`)
      return response.arrayBuffer()
    },
  }
}

/** The headers of every answer about a protected path. */
export function personal(headers: Headers, cacheControl = PRIVATE): Headers {
  headers.set('cache-control', cacheControl)
  const vary = headers.get('vary')
  if (
    !vary
      ?.toLowerCase()
      .split(/\s*,\s*/)
      .includes('cookie')
  ) {
    headers.set('vary', vary ? `${vary}, cookie` : 'cookie')
  }
  return headers
}

export function signInHandler(manifest: AccessManifest, options: SignInOptions): Handler {
  const { serve, fetch: fetchImpl = fetch, report = console.error } = options
  const rules = accessRules(manifest)
  const verifier = JwtVerifier.create(
    {
      issuer: manifest.issuer,
      jwksUri: manifest.jwksUri,
      // Cognito's access tokens carry no `aud`: the app client is `client_id`.
      audience: null,
      customJwtCheck: ({ payload }) => {
        if (payload.token_use !== 'access') throw new Error('not an access token')
        if (payload.client_id !== manifest.clientId) throw new Error('another app client')
        if (typeof payload.exp !== 'number') throw new Error('no expiry')
      },
    },
    { jwksCache: new SimpleJwksCache({ fetcher: keyFetcher(fetchImpl) }) },
  )

  const verdict = async (token: string | undefined): Promise<Verdict> => {
    if (!token) return 'refused'
    try {
      await verifier.verify(token)
      return 'valid'
    } catch (error) {
      if (error instanceof FetchError || error instanceof JwksValidationError) {
        report(`sign-in check: the pool's keys are unavailable: ${error.message}`)
        return 'unavailable'
      }
      return 'refused'
    }
  }

  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
    const url = new URL(request.url)
    const protection = protectionOf(rules, url.pathname)
    if (!protection) return undefined
    const token = accessTokenCookie(request.headers.get('cookie'), manifest.clientId)
    const outcome = await verdict(token)

    if (outcome === 'valid') {
      const response = (await serve(request)) ?? new Response('Not found', { status: 404 })
      return new Response(response.body, {
        status: response.status,
        statusText: response.statusText,
        headers: personal(
          new Headers(response.headers),
          privateCaching(url.pathname, response.status),
        ),
      })
    }
    if (outcome === 'unavailable') {
      return new Response('The sign-in check is unavailable: try again in a moment.', {
        status: 503,
        headers: personal(
          new Headers({
            'content-type': 'text/plain; charset=utf-8',
            'retry-after': String(RETRY_AFTER_SECONDS),
          }),
        ),
      })
    }
    const signIn = signInPath(
      localeOfPath(canonicalPath(url.pathname) ?? url.pathname),
      `${url.pathname}${url.search}`,
    )
    if (protection === 'page') {
      return new Response(null, {
        status: 302,
        headers: personal(new Headers({ location: signIn })),
      })
    }
    return new Response(JSON.stringify({ message: 'Sign in to read this.', signIn }), {
      status: 401,
      headers: personal(
        new Headers({
          'content-type': 'application/json; charset=utf-8',
          // The credentials are the sign-in cookies, which the sign-in page sets.
          'www-authenticate': 'Cookie realm="sign-in"',
        }),
      ),
    })
  }
}
