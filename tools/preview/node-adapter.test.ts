import { once } from 'node:events'
import { get } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { nodeServer } from './node-adapter'

describe('nodeServer', () => {
  it('sends each cookie of an answer as its own Set-Cookie line, beside the other headers', async () => {
    const headers = new Headers({ 'content-type': 'text/plain' })
    headers.append('set-cookie', 'a=1; Path=/')
    headers.append('set-cookie', 'b=2; Path=/')
    const server = nodeServer(async () => new Response('ok', { headers }))
    server.listen(0, '127.0.0.1')
    await once(server, 'listening')
    try {
      const { port } = server.address() as AddressInfo
      const [response] = await once(get(`http://127.0.0.1:${port}/`), 'response')
      response.resume()
      expect(response.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/'])
      expect(response.headers['content-type']).toBe('text/plain')
    } finally {
      server.close()
    }
  })
})
