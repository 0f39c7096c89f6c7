import { describe, expect, it } from 'vitest'
import { REFRESH_BACKOFF_CAP_MS, backoffDelay, isTransientFailure, retryTransient } from './retry'

describe('backoffDelay', () => {
  it('doubles from 200 ms, with up to 100 ms of jitter', () => {
    expect(backoffDelay(1, 0)).toBe(200)
    expect(backoffDelay(2, 0)).toBe(400)
    expect(backoffDelay(3, 0.5)).toBe(850)
    expect(backoffDelay(1, 0.999)).toBeCloseTo(299.9)
  })

  it('gives up once the wait would pass 5 minutes', () => {
    expect(backoffDelay(11, 0.999)).toBeLessThanOrEqual(REFRESH_BACKOFF_CAP_MS)
    expect(backoffDelay(12, 0)).toBeNull()
    expect(backoffDelay(40, 0)).toBeNull()
  })
})

describe('isTransientFailure', () => {
  it('retries the network, throttling and server errors, not a refusal', () => {
    expect(isTransientFailure({ code: 'NetworkError' })).toBe(true)
    expect(isTransientFailure({ code: 'TooManyRequestsException', status: 400 })).toBe(true)
    expect(isTransientFailure({ code: 'HTTP503', status: 503 })).toBe(true)
    expect(isTransientFailure({ code: 'NotAuthorizedException', status: 400 })).toBe(false)
  })
})

describe('retryTransient', () => {
  const failures = (count: number, error: Error) => {
    let calls = 0
    return {
      task: async () => {
        calls++
        if (calls <= count) throw error
        return calls
      },
      calls: () => calls,
    }
  }

  it('waits the backoff between tries of a transient failure', async () => {
    const waits: number[] = []
    const { task } = failures(3, new Error('busy'))
    const result = await retryTransient(task, () => true, {
      sleep: async (ms) => void waits.push(ms),
      random: () => 0,
    })
    expect(result).toBe(4)
    expect(waits).toEqual([200, 400, 800])
  })

  it('stops at the cap: eleven retries, then the failure', async () => {
    const waits: number[] = []
    const { task, calls } = failures(Infinity, new Error('down'))
    await expect(
      retryTransient(task, () => true, {
        sleep: async (ms) => void waits.push(ms),
        random: () => 0,
      }),
    ).rejects.toThrow('down')
    expect(calls()).toBe(12)
    expect(waits.at(-1)).toBe(204_800)
  })

  it('does not retry what is not transient', async () => {
    const { task, calls } = failures(5, new Error('no'))
    await expect(
      retryTransient(task, () => false, { sleep: async () => undefined, random: () => 0 }),
    ).rejects.toThrow('no')
    expect(calls()).toBe(1)
  })
})
