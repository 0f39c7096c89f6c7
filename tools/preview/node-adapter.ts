import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { Readable, type Duplex } from 'node:stream'
import { ALLOWED_METHODS } from '../../src/edge/request-guard'

/**
 * Methods `new Request()` refuses (the Fetch standard's forbidden ones; Node's
 * parser answers TRACK with 400 itself, and CONNECT comes as a `connect` event).
 */
const FORBIDDEN_METHODS = new Set(['TRACE'])
const METHOD_NOT_ALLOWED = `HTTP/1.1 405 Method Not Allowed\r\nallow: ${ALLOWED_METHODS}\r\ncontent-length: 0\r\nconnection: close\r\n\r\n`

type WebHandler = (request: Request) => Promise<Response>

/**
 * The request's URL on this server. The target is read as a path even when it
 * starts with `//` (a protocol-relative target must not name another host),
 * and a Host header that is not a host falls back to the server's address.
 */
function requestUrl(req: IncomingMessage): URL {
  const target = req.url ?? '/'
  const path = target.startsWith('/') ? target : `/${target}`
  let origin = 'http://127.0.0.1'
  try {
    const host = new URL(`http://${req.headers.host ?? ''}`)
    if (host.pathname === '/' && !host.username && !host.search) origin = host.origin
  } catch {
    // keep the server's address
  }
  return new URL(`${origin}${path}`)
}

function toRequest(req: IncomingMessage): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v)
    else if (value !== undefined) headers.set(name, value)
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
  return new Request(requestUrl(req), {
    method: req.method ?? 'GET',
    headers,
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream, duplex: 'half' } : {}),
  })
}

async function send(response: Response, res: ServerResponse): Promise<void> {
  res.statusCode = response.status
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value)
  })
  // Each cookie its own header line: one line would set only the first.
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) res.setHeader('set-cookie', cookies)
  if (!response.body) {
    res.end()
    return
  }
  res.end(Buffer.from(await response.arrayBuffer()))
}

/**
 * Runs a web-standard handler on Node's HTTP server. Node itself answers a
 * request whose headers pass `maxHeaderSize` (16 KiB) with 431 and one it
 * cannot parse with 400, and keeps serving.
 */
export function nodeServer(handler: WebHandler): Server {
  const server = createServer((req, res) => {
    // The Fetch API cannot carry these methods at all: answered here as the handler would.
    if (FORBIDDEN_METHODS.has(req.method ?? '')) {
      res.writeHead(405, { allow: ALLOWED_METHODS, 'content-type': 'text/plain; charset=utf-8' })
      res.end('Method not allowed\n')
      return
    }
    Promise.resolve()
      .then(() => handler(toRequest(req)))
      .then((response) => send(response, res))
      .catch((error: unknown) => {
        console.error(error)
        if (!res.headersSent) res.statusCode = 500
        res.end('Internal error')
      })
  })
  server.on('connect', (_req, socket: Duplex) => socket.end(METHOD_NOT_ALLOWED))
  return server
}
