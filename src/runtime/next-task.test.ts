import { afterEach, describe, expect, it, vi } from 'vitest'
import { nextTask } from './next-task'

describe('nextTask', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('waits for a new task, not just the microtask queue', async () => {
    const order: string[] = []
    setTimeout(() => order.push('earlier task'), 0)
    void Promise.resolve().then(() => order.push('microtask'))
    await nextTask()
    order.push('after nextTask')
    expect(order).toEqual(['microtask', 'earlier task', 'after nextTask'])
  })

  it('uses scheduler.yield where the browser has it', async () => {
    const yieldSpy = vi.fn(() => Promise.resolve())
    vi.stubGlobal('scheduler', { yield: yieldSpy })
    await nextTask()
    expect(yieldSpy).toHaveBeenCalledOnce()
  })
})
