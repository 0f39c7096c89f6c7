import { createSiteHandler, type SiteHandlerOptions } from '../site-handler'

/** What a Worker (or a Pages `_worker.js`) is given: the static files as the ASSETS binding. */
export interface CloudflareEnv {
  ASSETS: { fetch(request: Request): Promise<Response> }
}

/**
 * The site handler as a Cloudflare Worker's default export:
 * `export default cloudflareWorker({ redirects, access })`. One handler per
 * binding object (one per isolate), so the sign-in check keeps the pool's keys.
 */
export function cloudflareWorker(options: Omit<SiteHandlerOptions, 'origin'>) {
  const handlers = new WeakMap<CloudflareEnv, (request: Request) => Promise<Response>>()
  return {
    fetch(request: Request, env: CloudflareEnv): Promise<Response> {
      let handle = handlers.get(env)
      if (!handle) {
        handle = createSiteHandler({ ...options, origin: (r) => env.ASSETS.fetch(r) })
        handlers.set(env, handle)
      }
      return handle(request)
    },
  }
}
