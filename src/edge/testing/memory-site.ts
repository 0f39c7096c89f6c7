import type { AccessManifest } from '../access-manifest'
import type { Origin } from '../site-handler'
import type { Redirect } from '../../redirects/lookup'

/**
 * A tiny built site for the edge tests: files by path, answered as a static
 * host does (`/x/` from `x/index.html`, unknown paths with `/404.html` and 404).
 */
export const MEMORY_FILES: Readonly<Record<string, string>> = {
  '/index.html': '<h1>home</h1>',
  '/privacy-notice/index.html': '<h1>privacy</h1>',
  '/news/index.html': '<h1>news for members</h1>',
  '/page-data/news/page-data.json': '{"members":true}',
  '/404.html': '<h1>not found</h1>',
  '/fr/404.html': '<h1>introuvable</h1>',
}

export function memoryOrigin(files: Readonly<Record<string, string>> = MEMORY_FILES): Origin {
  return async (request) => {
    const { pathname } = new URL(request.url)
    const key = pathname.endsWith('/') ? `${pathname}index.html` : pathname
    const body = files[key]
    const headers = { 'content-type': key.endsWith('.json') ? 'application/json' : 'text/html' }
    if (body !== undefined) return new Response(body, { status: 200, headers })
    return new Response(files['/404.html'] ?? 'Not found', { status: 404, headers })
  }
}

export const MEMORY_REDIRECTS: readonly Redirect[] = [
  {
    fromPath: '/old-news/',
    toPath: '/privacy-notice/',
    isPermanent: true,
    ignoreCase: true,
    redirectInBrowser: true,
  },
]

/** Port 9 (discard) on 127.0.0.1: a refusal never needs the pool's keys. */
export const MEMORY_ACCESS: AccessManifest = {
  version: 1,
  issuer: 'http://127.0.0.1:9/pool_1',
  jwksUri: 'http://127.0.0.1:9/pool_1/.well-known/jwks.json',
  clientId: 'client1',
  pages: ['/news/'],
  data: ['/page-data/news/page-data.json'],
  dataFolders: ['/pagefind/'],
}
