import { describe, expect, it } from 'vitest'
import { untilFirstInput } from './first-input'

const settled = async (promise: Promise<void>) => {
  let done = false
  void promise.then(() => (done = true))
  await new Promise((resolve) => setTimeout(resolve, 0))
  return done
}

describe('untilFirstInput', () => {
  it('waits for an input, not for other events', async () => {
    const target = new EventTarget()
    const input = untilFirstInput(target)
    target.dispatchEvent(new Event('scroll'))
    target.dispatchEvent(new Event('load'))
    expect(await settled(input)).toBe(false)
  })

  it.each(['pointerdown', 'keydown', 'wheel'])('resolves at the first %s', async (type) => {
    const target = new EventTarget()
    const input = untilFirstInput(target)
    target.dispatchEvent(new Event(type))
    expect(await settled(input)).toBe(true)
  })

  it('stops listening once resolved', async () => {
    const target = new EventTarget()
    const removed: string[] = []
    const remove = target.removeEventListener.bind(target)
    target.removeEventListener = (type, listener, options) => {
      removed.push(type)
      remove(type, listener, options)
    }
    const input = untilFirstInput(target)
    target.dispatchEvent(new Event('keydown'))
    await input
    expect(removed.sort()).toEqual(['keydown', 'pointerdown', 'wheel'])
  })
})
