import {
  createServer as createHttpServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http'
import { readFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { createLogger, createServer as createViteServer } from 'vite'
import { redirectsHandler } from '../../src/edge/redirects'
import { createRedirectTable } from '../../src/redirects/lookup'
import type { BrandConfig } from '../../src/site/brands'
import { siteViteConfig } from '../builder/bundle.mjs'
import { siteSettingsFromEnv } from '../builder/settings'
import { classifyRequest } from './dev-urls'
import { loadDevSite, type DevSite } from './dev-site'
import { errorPage } from './error-page'
import { DEV_CLIENT_ENTRY, createPageRenderer } from './render-page'
import { reloadingState } from './reloading-state'
import { isContentFile, watchContent } from './watch-content'

export interface DevServerOptions {
  /** The project: its code, and where Vite runs. */
  root: string
  brand: BrandConfig
  /** The folder holding `content/<brand>/` and the brand's redirect table. */
  contentRoot: string
  host: string
  port: number
  log: (line: string) => void
}

export interface DevServer {
  url: string
  close(): Promise<void>
}

const IMAGE_TYPES: Record<string, string> = {
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
}

function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  type: string,
  body: string | Buffer,
): void {
  res.statusCode = status
  res.setHeader('content-type', type)
  res.setHeader('cache-control', 'no-store')
  res.end(req.method === 'HEAD' ? undefined : body)
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

const sendJson = (req: IncomingMessage, res: ServerResponse, value: unknown) =>
  send(req, res, 200, 'application/json; charset=utf-8', JSON.stringify(value))
const sendHtml = (req: IncomingMessage, res: ServerResponse, status: number, html: string) =>
  send(req, res, status, 'text/html; charset=utf-8', html)

/**
 * The site of one brand, served from memory: Vite (in middleware mode) serves
 * the code with hot module replacement, and every page and page-data file is
 * rendered per request by the same server renderer a build uses, from the
 * page records of the content, which are made again when the content changes.
 */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const { root, brand, contentRoot, host, port, log } = options
  const httpServer = createHttpServer()
  const { settings } = siteSettingsFromEnv(brand)
  const config = siteViteConfig({ root, brand, contentRoot, settings })
  // A page whose code failed (Vite reported an error, or the renderer threw)
  // may hold no module for a hot update to reach, or hold Vite's client only
  // (the error page): the next change to the code reloads every page.
  let codeFailed = false
  const logger = createLogger('info')
  const logError = logger.error.bind(logger)
  logger.error = (message, options) => {
    codeFailed = true
    logError(message, options)
  }
  // The content loads (and its images are processed) while Vite starts.
  const site = reloadingState(() =>
    loadDevSite({ root, brand, contentRoot, signIn: settings.signIn !== undefined, log }),
  )
  const vite = await createViteServer({
    ...config,
    customLogger: logger,
    // Vite's HMR socket shares the server's port: none of its own to collide with.
    server: {
      middlewareMode: true,
      hmr: { server: httpServer },
      // The modules the first page loads, transformed while the content loads.
      warmup: { clientFiles: [`.${DEV_CLIENT_ENTRY}`] },
      // Build outputs are no sources: the bench's alone are 100,000 files, past the system's watch limit.
      watch: { ignored: ['**/.build/**', '**/dist/**', '**/dist-*/**', '**/reports/**'] },
    },
    appType: 'custom',
  })
  const render = createPageRenderer(vite)
  const watched = {
    dirs: [path.join(contentRoot, 'content', brand.id)],
    files: [path.join(contentRoot, brand.redirectsFile)],
  }
  const stopWatching = watchContent(vite.watcher, {
    ...watched,
    onChange: async (files) => {
      log(`changed: ${files.map((f) => path.relative(contentRoot, f)).join(', ')}`)
      const started = performance.now()
      const loaded = await site.reload()
      log(
        loaded.ok
          ? `content reloaded in ${Math.round(performance.now() - started)} ms`
          : `content has problems:\n${messageOf(loaded.error)}`,
      )
      vite.ws.send({ type: 'full-reload' })
    },
  })

  const answer = async (req: IncomingMessage, res: ServerResponse, devSite: DevSite) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    let pathname: string
    try {
      pathname = decodeURIComponent(url.pathname)
    } catch {
      return send(req, res, 400, 'text/plain; charset=utf-8', 'Bad request')
    }
    const request = classifyRequest(pathname)
    switch (request.kind) {
      case 'app-data':
        return sendJson(req, res, { webpackCompilationHash: devSite.buildHash })
      case 'redirects':
        return sendJson(req, res, devSite.redirects)
      case 'static-query': {
        const data = devSite.staticQueries.get(request.hash)
        if (data) return sendJson(req, res, data)
        return send(req, res, 404, 'text/plain; charset=utf-8', 'No such static query')
      }
      case 'page-data': {
        const record = devSite.records.get(request.path)
        if (!record) return send(req, res, 404, 'text/plain; charset=utf-8', 'No such page')
        // A page's data carries the strings its render formatted, as a build writes it.
        const { formats } = await render.page(devSite, request.path)
        return sendJson(req, res, { ...record, formats })
      }
      case 'image': {
        if (!devSite.images.has(request.file)) break
        const body = await readFile(path.join(devSite.imagesDir, request.file))
        const type = IMAGE_TYPES[path.extname(request.file)] ?? 'application/octet-stream'
        return send(req, res, 200, type, body)
      }
      case 'page':
        break
    }
    // A page, or anything else no file answers: as a static host, the redirect
    // table first, then the page or the locale's not-found page.
    const redirected = await redirectsHandler(createRedirectTable(devSite.redirects))(
      new Request(url, { method: req.method ?? 'GET' }),
    )
    if (redirected) {
      res.statusCode = redirected.status
      redirected.headers.forEach((value, name) => res.setHeader(name, value))
      return res.end()
    }
    const page = await render.document(devSite, pathname)
    if ('location' in page) {
      res.writeHead(301, { location: `${encodeURI(page.location)}${url.search}` })
      return res.end()
    }
    // The router shows its error page for a route module that failed (status 500).
    if (page.status >= 500) codeFailed = true
    return sendHtml(req, res, page.status, page.html)
  }

  const reloadAfterCodeFailure = (file: string) => {
    if (!codeFailed || isContentFile(file, watched)) return
    codeFailed = false
    vite.ws.send({ type: 'full-reload' })
  }
  vite.watcher.on('change', reloadAfterCodeFailure)

  httpServer.on('request', (req: IncomingMessage, res: ServerResponse) => {
    vite.middlewares(req, res, () => {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        return send(req, res, 405, 'text/plain; charset=utf-8', 'Method not allowed')
      }
      void site
        .current()
        .then((loaded) => {
          if (loaded.ok) return answer(req, res, loaded.value)
          // The content has problems: every page says which, until they are fixed.
          return sendHtml(req, res, 500, errorPage(loaded.error))
        })
        .catch((error: unknown) => {
          if (error instanceof Error) vite.ssrFixStacktrace(error)
          codeFailed = true
          log(`error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
          if (!res.headersSent) sendHtml(req, res, 500, errorPage(error))
          else res.end()
        })
    })
  })
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject)
    httpServer.listen(port, host, () => {
      httpServer.off('error', reject)
      resolve()
    })
  })
  // Ready when the content is, with the server renderer loaded: the first page waits for neither.
  const [first] = await Promise.all([site.current(), render.warm()])
  if (!first.ok) log(`content has problems:\n${messageOf(first.error)}`)
  const { port: bound } = httpServer.address() as AddressInfo
  return {
    url: `http://${host}:${bound}`,
    async close() {
      stopWatching()
      vite.watcher.off('change', reloadAfterCodeFailure)
      await vite.close()
      await new Promise<void>((resolve) => httpServer.close(() => resolve()))
    },
  }
}
