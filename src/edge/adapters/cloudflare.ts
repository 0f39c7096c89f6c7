import { createSiteHandler, type SiteHandlerOptions } from '../site-handler'

/** What a Worker (or a Pages `_worker.js`) is given: the static files as the ASSETS binding. */
export interface CloudflareEnv {
  ASSETS: { fetch(request: Request): Promise<Response> }
}

/**
 * The site handler as a Cloudflare Worker's default export:
 * `export default cloudflareWorker({ redirects, access, headers })`. Created
 * once per isolate, so the sign-in check keeps the pool's keys; the files
 * come from the request's own ASSETS binding.
 */
export function cloudflareWorker(options: Omit<SiteHandlerOptions, 'origin'>) {
  const handle = createSiteHandler(options)
  return {
    fetch: (request: Request, env: CloudflareEnv): Promise<Response> =>
      handle(request, (r) => env.ASSETS.fetch(r)),
  }
}
