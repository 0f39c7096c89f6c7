import type { AddressInfo } from 'node:net'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { compose, type Handler } from '../../src/edge/handler'
import { redirectsHandler } from '../../src/edge/redirects'
import { createRedirectTable, type Redirect } from '../../src/redirects/lookup'
import { REDIRECTS_URL } from '../../src/site/paths'
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

/** The site's request handler: everything a host does for the built site, in order. */
export function siteHandler(root: string) {
  return compose(builtRedirects(root), staticSite(root))
}

export async function startPreview({
  root,
  host = '127.0.0.1',
  port = 4173,
  fallbackPorts = 10,
}: PreviewOptions): Promise<PreviewServer> {
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
