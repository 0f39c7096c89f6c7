import { describe, expect, it, vi } from 'vitest'
import { backoffMs, fetchWithRetry, isTransientStatus } from './retry'

const answer = (status: number) => new Response(status === 200 ? '{}' : null, { status })

describe('fetchWithRetry', () => {
  it('retries network failures and transient statuses up to three times, with growing waits', async () => {
    const fetcher = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(answer(503))
      .mockResolvedValueOnce(answer(200))
    const sleep = vi.fn(() => Promise.resolve())
    const response = await fetchWithRetry('/x.json', {}, { fetcher, sleep })
    expect(response.status).toBe(200)
    expect(fetcher).toHaveBeenCalledTimes(3)
    expect(sleep.mock.calls).toEqual([[250], [500]])
  })

  it('gives up after the retry limit: the last answer, or the last network error', async () => {
    const sleep = () => Promise.resolve()
    const busy = vi.fn<typeof fetch>().mockResolvedValue(answer(502))
    expect((await fetchWithRetry('/x', {}, { fetcher: busy, sleep })).status).toBe(502)
    expect(busy).toHaveBeenCalledTimes(4)
    const down = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('offline'))
    await expect(fetchWithRetry('/x', {}, { fetcher: down, sleep })).rejects.toThrow('offline')
    expect(down).toHaveBeenCalledTimes(4)
  })

  it('does not retry answers that mean something: 404 and 500 come back at once', async () => {
    for (const status of [404, 500]) {
      const fetcher = vi.fn<typeof fetch>().mockResolvedValue(answer(status))
      expect(
        (await fetchWithRetry('/x', {}, { fetcher, sleep: () => Promise.resolve() })).status,
      ).toBe(status)
      expect(fetcher).toHaveBeenCalledTimes(1)
    }
  })

  it('knows which statuses are transient and how long to wait', () => {
    expect([502, 503, 504, 429, 408].every(isTransientStatus)).toBe(true)
    expect([200, 404, 500, 403].some(isTransientStatus)).toBe(false)
    expect([1, 2, 3].map(backoffMs)).toEqual([250, 500, 1000])
  })
})
