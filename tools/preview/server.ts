import type { AddressInfo } from 'node:net'
import { compose } from './compose'
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

/** The site's request handler: everything a host does for the built site. */
export function siteHandler(root: string) {
  return compose(staticSite(root))
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
