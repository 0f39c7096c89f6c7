import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { processTree, sampleTreeRss } from './tree-rss'

describe.runIf(existsSync('/proc/self/status'))('processTree and sampleTreeRss', () => {
  it('include a child process and count its memory with its parent’s', async () => {
    // A child that holds 64 MB until told to end.
    const child = spawn(process.execPath, [
      '-e',
      'const b = Buffer.alloc(64 * 1024 * 1024, 1); process.stdout.write("ready"); setInterval(() => b[0]++, 50)',
    ])
    await once(child.stdout, 'data')
    const pid = child.pid ?? 0
    expect(processTree(process.pid)).toContain(pid)
    const stop = sampleTreeRss(process.pid, 10)
    await new Promise((resolve) => setTimeout(resolve, 50))
    const both = stop()
    const alone = sampleTreeRss(pid, 10)()
    child.kill()
    expect(alone).toBeGreaterThan(64 * 1024)
    expect(both).toBeGreaterThan(alone)
  })
})
