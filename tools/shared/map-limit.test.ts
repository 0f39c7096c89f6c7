import { describe, expect, it } from 'vitest'
import { limiter, mapLimit } from './map-limit'

describe('mapLimit', () => {
  it('runs at most `limit` tasks at once, starts them in order and keeps the order of results', async () => {
    let running = 0
    let most = 0
    const started: number[] = []
    const results = await mapLimit([30, 10, 20, 5], 2, async (ms) => {
      started.push(ms)
      running += 1
      most = Math.max(most, running)
      await new Promise((resolve) => setTimeout(resolve, ms))
      running -= 1
      return ms * 2
    })
    expect(results).toEqual([60, 20, 40, 10])
    expect(most).toBe(2)
    expect(started).toEqual([30, 10, 20, 5])
  })

  it('runs nothing for no items', async () => {
    expect(await mapLimit([], 2, () => Promise.reject(new Error('not called')))).toEqual([])
  })
})

describe('limiter', () => {
  it('runs at most `limit` tasks at once, in the order they are asked for, and frees a slot on failure', async () => {
    const run = limiter(2)
    let running = 0
    let most = 0
    const started: string[] = []
    const task = (name: string, ms: number, fail = false) =>
      run(async () => {
        started.push(name)
        running += 1
        most = Math.max(most, running)
        await new Promise((resolve) => setTimeout(resolve, ms))
        running -= 1
        if (fail) throw new Error(name)
        return name
      })
    const results = await Promise.allSettled([
      task('a', 30, true),
      task('b', 10),
      task('c', 5),
      task('d', 5),
    ])
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : 'failed'))).toEqual([
      'failed',
      'b',
      'c',
      'd',
    ])
    expect(most).toBe(2)
    expect(started).toEqual(['a', 'b', 'c', 'd'])
    expect(await run(() => Promise.resolve('after'))).toBe('after')
  })
})
