import { describe, expect, it } from 'vitest'
import { reloadingState } from './reloading-state'

/** A load whose calls are counted and each finish only when the test says so. */
function controlledLoad() {
  const pending: { resolve: (n: number) => void; reject: (e: Error) => void }[] = []
  let calls = 0
  const load = () =>
    new Promise<number>((resolve, reject) => {
      calls++
      pending.push({ resolve, reject })
    })
  return { load, pending, calls: () => calls }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('reloadingState', () => {
  it('answers with the first load, then with each reload', async () => {
    const c = controlledLoad()
    const state = reloadingState(c.load)
    c.pending[0]?.resolve(1)
    expect(await state.current()).toEqual({ ok: true, value: 1 })
    const reloaded = state.reload()
    await settle()
    c.pending[1]?.resolve(2)
    expect(await reloaded).toEqual({ ok: true, value: 2 })
    expect(await state.current()).toEqual({ ok: true, value: 2 })
  })

  it('keeps a failed load as its error, and recovers on the next reload', async () => {
    const c = controlledLoad()
    const state = reloadingState(c.load)
    const problem = new Error('bad front matter')
    c.pending[0]?.reject(problem)
    expect(await state.current()).toEqual({ ok: false, error: problem })
    const reloaded = state.reload()
    await settle()
    c.pending[1]?.resolve(3)
    expect(await reloaded).toEqual({ ok: true, value: 3 })
  })

  it('runs loads one at a time: reloads asked during a load make one more load after it', async () => {
    const c = controlledLoad()
    const state = reloadingState(c.load)
    const first = state.reload()
    const second = state.reload()
    expect(second).toBe(first)
    // The initial load is still running: no second load has started.
    await settle()
    expect(c.calls()).toBe(1)
    // Requests meanwhile wait for the newest content, not the older.
    const seen = state.current()
    c.pending[0]?.resolve(1)
    await settle()
    expect(c.calls()).toBe(2)
    // Once that load has started, a save needs another one after it.
    const third = state.reload()
    expect(third).not.toBe(first)
    c.pending[1]?.resolve(2)
    expect(await seen).toEqual({ ok: true, value: 2 })
    await settle()
    expect(c.calls()).toBe(3)
    c.pending[2]?.resolve(3)
    expect(await state.current()).toEqual({ ok: true, value: 3 })
  })
})
