import {
  findRedirect,
  redirectLocation,
  redirectStatus,
  type RedirectTable,
} from '../redirects/lookup'
import type { Handler } from './handler'

/** Answers a request for an old path with a real HTTP redirect (302 unless the row is permanent). */
export function redirectsHandler(table: RedirectTable): Handler {
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
    const url = new URL(request.url)
    const row = findRedirect(table, url.pathname)
    if (!row) return undefined
    return new Response(null, {
      status: redirectStatus(row),
      headers: {
        location: redirectLocation(row, url),
        'cache-control': 'public, max-age=0, must-revalidate',
      },
    })
  }
}
