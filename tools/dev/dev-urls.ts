import { APP_DATA_URL, REDIRECTS_URL } from '../../src/site/paths'
import { DEFAULT_PUBLIC_BASE } from '../images/process'

/** What the dev server answers a (percent-decoded) request path with, besides Vite's own files. */
export type DevRequest =
  | { kind: 'page-data'; path: string }
  | { kind: 'static-query'; hash: string }
  | { kind: 'app-data' }
  | { kind: 'redirects' }
  | { kind: 'image'; file: string }
  | { kind: 'page' }

const PAGE_DATA = /^\/page-data\/(.+)\/page-data\.json$/
const STATIC_QUERY = /^\/page-data\/sq\/d\/([^/]+)\.json$/

/**
 * The inverse of the build's file layout (src/site/paths.ts): the page-data
 * URLs the browser fetches, the processed images, and every other path as a
 * page (HTML) request.
 */
export function classifyRequest(pathname: string): DevRequest {
  if (pathname === APP_DATA_URL) return { kind: 'app-data' }
  if (pathname === REDIRECTS_URL) return { kind: 'redirects' }
  const query = STATIC_QUERY.exec(pathname)
  if (query?.[1]) return { kind: 'static-query', hash: query[1] }
  const data = PAGE_DATA.exec(pathname)
  if (data?.[1]) return { kind: 'page-data', path: data[1] === 'index' ? '/' : `/${data[1]}/` }
  if (pathname.startsWith(DEFAULT_PUBLIC_BASE)) {
    const file = pathname.slice(DEFAULT_PUBLIC_BASE.length)
    // Processed images are flat, content-hashed names: no folder, no way out of the folder.
    if (file !== '' && !file.includes('/') && !file.startsWith('.')) return { kind: 'image', file }
  }
  return { kind: 'page' }
}
