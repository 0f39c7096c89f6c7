import { describe, expect, it } from 'vitest'
import {
  badPathReason,
  MAX_HEADER_BYTES,
  MAX_URL_BYTES,
  requestGuard,
  stepsOutOfFolder,
} from './request-guard'

const at = (target: string, init?: RequestInit) =>
  requestGuard(new Request(`http://127.0.0.1${target}`, init))

describe('request guard', () => {
  it('lets GET and HEAD of ordinary paths through, with their queries and non-ASCII paths', async () => {
    for (const target of ['/', '/fr/vid%C3%A9os/', '/search/?q=%3Cscript%3E', '/a%20b.pdf']) {
      expect(await at(target)).toBeUndefined()
      expect(await at(target, { method: 'HEAD' })).toBeUndefined()
    }
  })

  it('answers every other method, OPTIONS too, with 405 and Allow: GET, HEAD', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const response = await at('/', { method, ...(method === 'OPTIONS' ? {} : { body: 'x' }) })
      expect([method, response?.status, response?.headers.get('allow')]).toEqual([
        method,
        405,
        'GET, HEAD',
      ])
    }
  })

  it('refuses paths no file can have with 400, naming why', async () => {
    for (const [target, why] of [
      ['/..%5c..%5cetc/passwd', 'backslash'],
      ['/%c0%ae%c0%ae/etc/passwd', 'not UTF-8'],
      ['/index.html%00.json', 'control character'],
      ['/%252e%252e/%252e%252e/etc/passwd', 'encoded twice'],
      ['/..%252f..%252fetc/passwd', 'encoded twice'],
      ['//evil.example/', 'starts with //'],
    ] as const) {
      const response = await at(target)
      expect([target, response?.status]).toEqual([target, 400])
      expect(await response?.text()).toContain(why)
    }
  })

  it('refuses an oversized URL with 414 and oversized headers with 431', async () => {
    expect((await at(`/${'a'.repeat(MAX_URL_BYTES)}`))?.status).toBe(414)
    const big = { headers: { 'x-filler': 'b'.repeat(MAX_HEADER_BYTES) } }
    expect((await at('/', big))?.status).toBe(431)
    expect(await at('/', { headers: { 'x-filler': 'b'.repeat(1000) } })).toBeUndefined()
  })
})

describe('path checks', () => {
  it('finds a step out of the folder only once decoded', () => {
    expect(stepsOutOfFolder('/..%2f..%2fetc/passwd')).toBe(true)
    expect(stepsOutOfFolder('/%2e%2e%2fetc')).toBe(true)
    expect(stepsOutOfFolder('/a..b/c.d/')).toBe(false)
    expect(stepsOutOfFolder('/%zz')).toBe(false)
    expect(badPathReason('/%zz')).toContain('not UTF-8')
    expect(badPathReason('/article/q1-2024/')).toBeUndefined()
  })
})
