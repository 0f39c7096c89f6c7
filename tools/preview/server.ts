import type { AddressInfo } from 'node:net'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import {
  ACCESS_MANIFEST_FILE,
  accessRules,
  parseAccessManifest,
  protectionOf,
  type AccessManifest,
} from '../../src/edge/access-manifest'
import { createSiteHandler, type Origin } from '../../src/edge/site-handler'
import type { Redirect } from '../../src/redirects/lookup'
import { REDIRECTS_URL } from '../../src/site/paths'
import { readHeaderRules, withBuiltHeaders } from './built-headers'
import { nodeServer } from './node-adapter'
import { standInSessionCookies } from './stand-in-session'
import { staticSite } from './static-site'

export interface PreviewServer {
  url: string
  close(): Promise<void>
}

export interface PreviewOptions {
  root: string
  host?: string
  port?: number
  /** Try the next ports when the asked one is taken. */
  fallbackPorts?: number
  /**
   * False serves protected pages without the sign-in check, as a signed-in
   * visitor gets them: each protected page also sets a stand-in session
   * (stand-in-session.ts), so that its scripts show it signed in rather than
   * send the browser to sign in. For the release audit, which measures and
   * reads the pages without a user pool.
   */
  signInCheck?: boolean
}

/** The built site's redirect rows (none when the build has no table). */
async function readRedirects(root: string): Promise<Redirect[] | undefined> {
  const text = await readFile(path.join(root, ...REDIRECTS_URL.split('/')), 'utf8').catch(
    () => undefined,
  )
  return text === undefined ? undefined : (JSON.parse(text) as Redirect[])
}

/** The access manifest of a site built with sign-in; undefined for a site without. */
export async function readAccessManifest(root: string): Promise<AccessManifest | undefined> {
  const file = path.join(root, ...ACCESS_MANIFEST_FILE.split('/'))
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined
    throw error
  })
  return text === undefined ? undefined : parseAccessManifest(text, file)
}

/** The built files as the site handler's origin: a 404 when not even a 404 page is there. */
export function diskOrigin(root: string): Origin {
  const files = staticSite(root)
  return async (request) =>
    (await files(request)) ??
    new Response('Not found', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    })
}

/** A protected page's answer, with the cookies of a stand-in session added. */
function asSignedIn(access: AccessManifest, handle: (request: Request) => Promise<Response>) {
  const rules = accessRules(access)
  return async (request: Request): Promise<Response> => {
    const response = await handle(request)
    if (protectionOf(rules, new URL(request.url).pathname) !== 'page') return response
    const headers = new Headers(response.headers)
    const now = Math.floor(Date.now() / 1000)
    for (const cookie of standInSessionCookies(access.clientId, now))
      headers.append('set-cookie', cookie)
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    })
  }
}

/**
 * The site's request handler: the edge composition (`src/edge/site-handler.ts`)
 * over the files on disk, with the build's redirect table and access manifest.
 */
export function siteHandler(root: string, { signInCheck = true }: { signInCheck?: boolean } = {}) {
  const handler = Promise.all([readRedirects(root), readAccessManifest(root)]).then(
    ([redirects, access]) => {
      const handle = createSiteHandler({
        origin: diskOrigin(root),
        ...(redirects ? { redirects } : {}),
        ...(access && signInCheck ? { access } : {}),
      })
      return access && !signInCheck ? asSignedIn(access, handle) : handle
    },
  )
  // The build's security headers (its content security policy) on every answer, as hosts apply `_headers`.
  return withBuiltHeaders(root, async (request: Request) => (await handler)(request))
}

export async function startPreview({
  root,
  host = '127.0.0.1',
  port = 4173,
  fallbackPorts = 10,
  signInCheck = true,
}: PreviewOptions): Promise<PreviewServer> {
  // A broken access manifest stops the server here, naming the file, not at the first request.
  await readAccessManifest(root)
  await readHeaderRules(root)
  const server = nodeServer(siteHandler(root, { signInCheck }))
  for (let attempt = 0; ; attempt++) {
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject)
        server.listen(port === 0 ? 0 : port + attempt, host, () => {
          server.off('error', reject)
          resolve()
        })
      })
      break
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      if (code !== 'EADDRINUSE' || port === 0 || attempt >= fallbackPorts) throw error
    }
  }
  const { port: bound } = server.address() as AddressInfo
  return {
    url: `http://${host}:${bound}`,
    close: () => new Promise((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  }
}
