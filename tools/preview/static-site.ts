import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { compress, isHashedAsset, worthCompressing } from '../builder/compress'
import { DEFAULT_LOCALE } from '../../src/site/locales'
import { localeOfPath, notFoundPath } from '../../src/site/paths'
import { cacheControl, securityHeadersOf } from '../../src/edge/caching'
import type { Handler } from '../../src/edge/handler'

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
}

async function isFile(file: string): Promise<boolean> {
  return stat(file).then(
    (s) => s.isFile(),
    () => false,
  )
}

/** Encodings the server sends, best first, and where a precompressed version would be. */
const ENCODINGS = [
  { name: 'br', ext: '.br', accepts: /\bbr\b/ },
  { name: 'gzip', ext: '.gz', accepts: /\bgzip\b/ },
] as const
type Encoding = (typeof ENCODINGS)[number]['name']

/** Compressed text kept in memory, at most this many bytes (the oldest goes first). */
const CACHE_BYTES = 64 * 1024 * 1024

/**
 * Text compressed on demand, as hosts and CDNs do, and kept while the file is
 * unchanged: the build leaves compression to the host (or to `--precompress`).
 */
function compressionCache() {
  const cache = new Map<string, Buffer>()
  let size = 0
  return async (file: string, urlPath: string, encoding: Encoding): Promise<Buffer | undefined> => {
    const { mtimeMs } = await stat(file)
    const key = `${encoding}\0${mtimeMs}\0${file}`
    const hit = cache.get(key)
    if (hit) return hit
    const bytes = await readFile(file)
    if (!worthCompressing(file, bytes)) return undefined
    const body = await compress(bytes, encoding, { hashed: isHashedAsset(urlPath) })
    cache.set(key, body)
    size += body.byteLength
    for (const [oldest, old] of cache) {
      if (size <= CACHE_BYTES) break
      cache.delete(oldest)
      size -= old.byteLength
    }
    return body
  }
}

/**
 * Serves a built site the way a static host does: `/x/` from `x/index.html`,
 * `/x` redirected to `/x/`, and unknown paths answered with their locale's
 * `404.html` and status 404.
 */
export function staticSite(root: string): Handler {
  const base = path.resolve(root)
  const compressed = compressionCache()
  const resolve = (urlPath: string) => {
    const file = path.resolve(base, `.${urlPath}`)
    return file === base || file.startsWith(base + path.sep) ? file : undefined
  }

  const respond = async (request: Request, file: string, status: number, urlPath: string) => {
    // The best encoding the browser accepts: precompressed beside the file
    // (`build --precompress`), else compressed now.
    const accepted = request.headers.get('accept-encoding') ?? ''
    const encoding = ENCODINGS.find(({ accepts }) => accepts.test(accepted))
    let body = encoding
      ? ((await readFile(`${file}${encoding.ext}`).catch(() => undefined)) ??
        (await compressed(file, urlPath, encoding.name)))
      : undefined
    const sentEncoding = body ? encoding?.name : undefined
    body ??= await readFile(file)
    const contentType = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream'
    const headers = new Headers({
      ...securityHeadersOf(urlPath, contentType),
      'content-type': contentType,
      'content-length': String(body.byteLength),
      'cache-control': cacheControl(urlPath),
      vary: 'accept-encoding',
      ...(sentEncoding ? { 'content-encoding': sentEncoding } : {}),
    })
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), {
      status,
      headers,
    })
  }

  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response('Method not allowed', { status: 405, headers: { allow: 'GET, HEAD' } })
    }
    const url = new URL(request.url)
    let urlPath: string
    try {
      urlPath = decodeURIComponent(url.pathname)
    } catch {
      return new Response('Bad request', { status: 400 })
    }
    const file = resolve(urlPath)
    if (file) {
      if (urlPath.endsWith('/')) {
        const index = path.join(file, 'index.html')
        if (await isFile(index)) return respond(request, index, 200, urlPath)
      } else if (await isFile(file)) {
        return respond(request, file, 200, urlPath)
      } else if (await isFile(path.join(file, 'index.html'))) {
        return new Response(null, {
          status: 301,
          headers: {
            location: `${url.pathname}/${url.search}`,
            'cache-control': 'public, max-age=0, must-revalidate',
          },
        })
      }
    }
    // The locale's not-found page, else the default locale's (a brand may lack a locale).
    for (const locale of new Set([localeOfPath(urlPath), DEFAULT_LOCALE])) {
      const dir = resolve(notFoundPath(locale))
      if (dir && (await isFile(`${dir}.html`))) return respond(request, `${dir}.html`, 404, urlPath)
    }
    return undefined
  }
}
