import { spawn, spawnSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { once } from 'node:events'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import {
  clearAbandoned,
  discard,
  isReplacedOutput,
  isRunning,
  publish,
  scratchOf,
  type Scratch,
} from './publish'

/** The id of a process that has ended. */
const endedPid = () => spawnSync(process.execPath, ['-e', '']).pid

function project() {
  const root = mkdtempSync(path.join(tmpdir(), 'publish-'))
  const target = path.join(root, 'dist')
  mkdirSync(target)
  writeFileSync(path.join(target, 'index.html'), 'the live site')
  return { root, target }
}

function fill(scratch: Scratch, text: string) {
  mkdirSync(scratch.staging, { recursive: true })
  writeFileSync(path.join(scratch.staging, 'index.html'), text)
  mkdirSync(scratch.ssrDir, { recursive: true })
  writeFileSync(path.join(scratch.ssrDir, 'render-worker.js'), text)
}

describe('isRunning', () => {
  it('tells a running process from one that has ended', () => {
    expect(isRunning(process.pid)).toBe(true)
    expect(isRunning(endedPid())).toBe(false)
  })
})

describe('clearAbandoned', () => {
  it('deletes what a killed build left, and leaves alone what a running one uses and the live site', async () => {
    const { root, target } = project()
    const killed = scratchOf(root, target, endedPid())
    const running = scratchOf(root, target, process.pid)
    fill(killed, 'half written')
    fill(running, 'being written')

    await clearAbandoned(root, target)

    expect([killed.staging, killed.ssrDir].filter((p) => existsSync(p))).toEqual([])
    expect(readFileSync(path.join(running.staging, 'index.html'), 'utf8')).toBe('being written')
    expect(existsSync(running.ssrDir)).toBe(true)
    expect(readFileSync(path.join(target, 'index.html'), 'utf8')).toBe('the live site')
  })
})

describe('publish', () => {
  it('puts the staging folder in the output’s place', () => {
    const { root, target } = project()
    const scratch = scratchOf(root, target)
    fill(scratch, 'the new site')

    publish(scratch)

    expect(readFileSync(path.join(target, 'index.html'), 'utf8')).toBe('the new site')
    expect(existsSync(scratch.staging)).toBe(false)
  })

  it('deletes the replaced output in a process of its own, named after it while it runs', async () => {
    const { root, target } = project()
    // Enough files that the deletion lasts long enough to be seen.
    for (let k = 0; k < 2000; k++) writeFileSync(path.join(target, `${k}.html`), 'old')
    const scratch = scratchOf(root, target)
    fill(scratch, 'the new site')
    publish(scratch)
    const seen = new Set<number>()
    await vi.waitFor(
      () => {
        const replaced = readdirSync(root).filter((name) => isReplacedOutput(target, name))
        for (const name of replaced) seen.add(Number(name.split('.old-')[1]))
        expect(replaced).toEqual([])
      },
      { timeout: 50_000, interval: 5 },
    )
    // Another process's: a build started meanwhile leaves it alone (clearAbandoned).
    expect([...seen].some((pid) => pid !== process.pid)).toBe(true)
    expect(readFileSync(path.join(target, 'index.html'), 'utf8')).toBe('the new site')
    // Writing and deleting 2,000 files outlasts vitest's 5 s on a loaded machine: no time is asserted.
  }, 60_000)

  it('works where there was no output yet', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'publish-'))
    const scratch = scratchOf(root, path.join(root, 'dist'))
    fill(scratch, 'the first site')
    publish(scratch)
    expect(readdirSync(root).filter((n) => n.startsWith('dist'))).toEqual(['dist'])
  })
})

describe('discard', () => {
  it('deletes the staging folder and the server renderer, and leaves the live site', () => {
    const { root, target } = project()
    const scratch = scratchOf(root, target)
    fill(scratch, 'half written')

    discard(scratch)

    expect([scratch.staging, scratch.ssrDir].filter((p) => existsSync(p))).toEqual([])
    expect(readFileSync(path.join(target, 'index.html'), 'utf8')).toBe('the live site')
  })
})

describe('discardAfterExit', () => {
  it('deletes the staging folder and the server renderer once the process that asked has ended, though it wrote into them until then', async () => {
    const { root, target } = project()
    // A stopped build's render threads: they write pages until their process ends.
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `
        import { mkdirSync, writeFileSync } from 'node:fs'
        import path from 'node:path'
        import { discardAfterExit, scratchOf } from './tools/builder/publish.ts'
        const scratch = scratchOf(${JSON.stringify(root)}, ${JSON.stringify(target)})
        mkdirSync(scratch.ssrDir, { recursive: true })
        discardAfterExit(scratch)
        let page = 0
        const write = () => {
          const dir = path.join(scratch.staging, 'article', String(page++))
          mkdirSync(dir, { recursive: true })
          writeFileSync(path.join(dir, 'index.html'), 'a page')
        }
        setInterval(write, 1)
        setTimeout(() => { write(); console.log(scratch.staging); process.exit() }, 300)
        `,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    let staging = ''
    child.stdout.setEncoding('utf8').on('data', (text: string) => (staging += text.trim()))
    await once(child, 'exit')
    const scratch = scratchOf(root, target, child.pid)
    expect(staging).toBe(scratch.staging)
    while (existsSync(scratch.staging) || existsSync(scratch.ssrDir)) {
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    expect(readdirSync(root).sort()).toEqual(['.build', 'dist'])
    expect(readdirSync(path.join(root, '.build'))).toEqual([])
    expect(readFileSync(path.join(target, 'index.html'), 'utf8')).toBe('the live site')
  }, 30_000)
})
