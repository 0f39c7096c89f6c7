import type { AddressInfo } from 'node:net'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import {
  ACCESS_MANIFEST_DIR,
  ACCESS_MANIFEST_FILE,
  canonicalPath,
  parseAccessManifest,
  type AccessManifest,
} from '../../src/edge/access-manifest'
import { compose, type Handler } from '../../src/edge/handler'
import { redirectsHandler } from '../../src/edge/redirects'
import { signInHandler } from '../../src/edge/sign-in'
import { createRedirectTable, type Redirect } from '../../src/redirects/lookup'
import { REDIRECTS_URL } from '../../src/site/paths'
import { readHeaderRules, withBuiltHeaders } from './built-headers'
import { nodeServer } from './node-adapter'
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
}

/** The built site's redirect table, read once (an empty table when the build has none). */
function builtRedirects(root: string): Handler {
  const handler = readFile(path.join(root, ...REDIRECTS_URL.split('/')), 'utf8').then(
    (text) => redirectsHandler(createRedirectTable(JSON.parse(text) as Redirect[])),
    () => undefined,
  )
  return async (request) => (await handler)?.(request)
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

/** The sign-in check in front of the files it guards, when the site was built with sign-in. */
function builtSignIn(root: string, serve: Handler): Handler {
  const handler = readAccessManifest(root).then(
    (manifest) => manifest && signInHandler(manifest, { serve }),
  )
  return async (request) => (await handler)?.(request)
}

/** The manifest is the server's, not the browser's: its folder is not served. */
const hideAccessManifest: Handler = async (request) =>
  canonicalPath(new URL(request.url).pathname)?.startsWith(ACCESS_MANIFEST_DIR)
    ? new Response('Not found', {
        status: 404,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      })
    : undefined

/** The site's request handler: everything a host does for the built site, in order. */
export function siteHandler(root: string) {
  const files = staticSite(root)
  return withBuiltHeaders(
    root,
    compose(builtRedirects(root), hideAccessManifest, builtSignIn(root, files), files),
  )
}

export async function startPreview({
  root,
  host = '127.0.0.1',
  port = 4173,
  fallbackPorts = 10,
}: PreviewOptions): Promise<PreviewServer> {
  // A broken access manifest stops the server here, naming the file, not at the first request.
  await readAccessManifest(root)
  await readHeaderRules(root)
  const server = nodeServer(siteHandler(root))
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
