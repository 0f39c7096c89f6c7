import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { Readable } from 'node:stream'

type WebHandler = (request: Request) => Promise<Response>

function toRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v)
    else if (value !== undefined) headers.set(name, value)
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method ?? 'GET',
    headers,
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream, duplex: 'half' } : {}),
  })
}

async function send(response: Response, res: ServerResponse): Promise<void> {
  res.statusCode = response.status
  response.headers.forEach((value, name) => res.setHeader(name, value))
  if (!response.body) {
    res.end()
    return
  }
  res.end(Buffer.from(await response.arrayBuffer()))
}

/** Runs a web-standard handler on Node's HTTP server. */
export function nodeServer(handler: WebHandler): Server {
  return createServer((req, res) => {
    const origin = `http://${req.headers.host ?? '127.0.0.1'}`
    handler(toRequest(req, origin))
      .then((response) => send(response, res))
      .catch((error: unknown) => {
        console.error(error)
        if (!res.headersSent) res.statusCode = 500
        res.end('Internal error')
      })
  })
}
