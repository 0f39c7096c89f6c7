import { execFile } from 'node:child_process'
import { once } from 'node:events'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { spawnGroup, stopGroup } from './process-group'

const running = async (marker: string) =>
  (await promisify(execFile)('ps', ['-eo', 'args'])).stdout
    .split('\n')
    .filter((line) => line.includes(marker) && !line.includes('sh -c'))

describe('stopGroup', () => {
  it('stops the command and what it started, which killing the command alone leaves running', async () => {
    const marker = `${process.pid}${Date.now() % 1000}`
    // A wrapper that starts a program and waits for it, as Pagefind's Node wrapper does.
    const wrapper = spawnGroup('sh', ['-c', `sleep 3${marker} & wait`])
    while ((await running(`sleep 3${marker}`)).length === 0) {
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    const closed = once(wrapper, 'close')
    stopGroup(wrapper)
    const [, signal] = (await closed) as [number | null, NodeJS.Signals | null]
    expect(signal).toBe('SIGTERM')
    expect(await running(`sleep 3${marker}`)).toEqual([])
  })

  it('does nothing to a group that has ended', async () => {
    const done = spawnGroup('true', [])
    await once(done, 'close')
    expect(() => stopGroup(done)).not.toThrow()
  })
})
