import { describe, expect, it } from 'vitest'
import { MEMORY_ACCESS, MEMORY_REDIRECTS, memoryOrigin } from '../testing/memory-site'
import { cloudflareWorker, type CloudflareEnv } from './cloudflare'

const noKeys: typeof fetch = () => Promise.reject(new Error('a refusal must not fetch the keys'))

describe('the site handler as a Cloudflare Worker', () => {
  const asked: string[] = []
  const origin = memoryOrigin()
  const env: CloudflareEnv = {
    ASSETS: {
      fetch: (request) => {
        asked.push(new URL(request.url).pathname)
        return origin(request)
      },
    },
  }
  const worker = cloudflareWorker({
    redirects: MEMORY_REDIRECTS,
    access: MEMORY_ACCESS,
    fetch: noKeys,
  })
  const at = (path: string, init?: RequestInit) =>
    worker.fetch(new Request(`https://cymbria.example${path}`, init), env)

  it('serves a page from the ASSETS binding', async () => {
    const response = await at('/privacy-notice/')
    expect([response.status, await response.text()]).toEqual([200, '<h1>privacy</h1>'])
    expect(asked).toContain('/privacy-notice/')
  })

  it('answers a redirect and refuses a protected page without asking ASSETS', async () => {
    asked.length = 0
    expect((await at('/old-news/')).headers.get('location')).toBe('/privacy-notice/')
    const page = await at('/news/')
    expect([page.status, page.headers.get('location')]).toEqual([302, '/sign-in/?next=%2Fnews%2F'])
    expect((await at('/page-data/news/page-data.json')).status).toBe(401)
    expect((await at('/', { method: 'OPTIONS' })).status).toBe(405)
    expect(asked).toEqual([])
  })
})
