import { request, type IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPreview, type PreviewServer } from './server'

/** What a raw HTTP client sends: the target exactly as written, no URL normalisation. */
function raw(
  server: PreviewServer,
  target: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  const { port } = new URL(server.url)
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: target,
        method: options.method ?? 'GET',
        headers: options.headers,
      },
      (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
      },
    )
    // A CONNECT is answered on the socket: the answer comes as a `connect` event.
    req.on('connect', (res: IncomingMessage, socket: Duplex) => {
      socket.destroy()
      resolve({ status: res.statusCode ?? 0, headers: res.headers, body: '' })
    })
    req.on('error', reject)
    req.end()
  })
}

let root = ''
let outside = ''
let server: PreviewServer

beforeAll(async () => {
  outside = await mkdtemp(path.join(tmpdir(), 'outside-'))
  root = path.join(outside, 'site')
  await writeFile(path.join(outside, 'secret.txt'), 'SECRET')
  for (const [file, body] of Object.entries({
    'index.html': 'home',
    '404.html': 'en 404',
    'fr/404.html': 'fr 404',
    'who-we-are/index.html': 'who',
  })) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true })
    await writeFile(path.join(root, file), body)
  }
  server = await startPreview({ root, port: 0 })
})
afterAll(async () => {
  await server.close()
  await rm(outside, { recursive: true, force: true })
})

describe('the preview server on 127.0.0.1', () => {
  it('never reads outside the site folder, in any spelling of a step up, and answers 400 or 404', async () => {
    for (const target of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/%2e%2e%2fsecret.txt',
      '/..%2fsecret.txt',
      '/fr/..%2f..%2fsecret.txt',
      '/..%5csecret.txt',
      '/%252e%252e%252fsecret.txt',
      '/secret.txt%00.html',
      '/%c0%ae%c0%ae/secret.txt',
      '/%c0%ae%c0%ae%c0%afsecret.txt',
      '//../secret.txt',
      '/who-we-are/../../secret.txt',
    ]) {
      const response = await raw(server, target)
      expect([target, [400, 404].includes(response.status)]).toEqual([target, true])
      expect(response.body).not.toContain('SECRET')
    }
  })

  it('answers methods other than GET and HEAD with 405 and Allow', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'TRACE', 'CONNECT', 'PATCH']) {
      const response = await raw(server, '/', { method })
      expect([method, response.status, response.headers.allow]).toEqual([method, 405, 'GET, HEAD'])
    }
  })

  it('answers oversized headers with 431 and an oversized URL with 414 or 431, and keeps serving', async () => {
    const headers = await raw(server, '/', { headers: { 'x-filler': 'a'.repeat(20_000) } })
    expect(headers.status).toBe(431)
    const url = await raw(server, `/${'a'.repeat(10_000)}`)
    expect(url.status).toBe(414)
    const longer = await raw(server, `/${'a'.repeat(20_000)}`)
    expect(longer.status).toBe(431)
    expect((await raw(server, '/')).body).toBe('home')
  })

  it('answers a malformed cookie or Host header as usual', async () => {
    const cookie = await raw(server, '/', { headers: { cookie: '=;;%ZZ=%E0%A4%A; a="b' } })
    expect([cookie.status, cookie.body]).toEqual([200, 'home'])
    const host = await raw(server, '/who-we-are', { headers: { host: 'exa mple/@x' } })
    expect([host.status, host.headers.location]).toEqual([301, '/who-we-are/'])
  })

  it('does not send a path starting with // to another host', async () => {
    const response = await raw(server, '//evil.example/who-we-are')
    expect(response.status).toBe(400)
    expect(response.headers.location).toBeUndefined()
  })
})
