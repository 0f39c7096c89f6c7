import { spawnSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { clearAbandoned, isRunning, scratchOf, settleScratch } from './scratch'
import { spareName } from './swap'

/** The id of a process that has ended. */
const endedPid = () => spawnSync(process.execPath, ['-e', '']).pid

function fill(scratch: ReturnType<typeof scratchOf>, text: string) {
  mkdirSync(path.join(scratch.staging, 'article'), { recursive: true })
  writeFileSync(path.join(scratch.staging, 'article', 'index.html'), text)
  writeFileSync(scratch.spill, text)
  mkdirSync(scratch.work, { recursive: true })
  writeFileSync(path.join(scratch.work, 'entry-server.js'), text)
}

function project() {
  const root = mkdtempSync(path.join(tmpdir(), 'scratch-'))
  const target = path.join(root, 'dist')
  mkdirSync(target)
  writeFileSync(path.join(target, 'index.html'), 'the live site')
  return { root, target }
}

describe('isRunning', () => {
  it('tells a running process from one that has ended', () => {
    expect(isRunning(process.pid)).toBe(true)
    expect(isRunning(endedPid())).toBe(false)
  })
})

describe('clearAbandoned', () => {
  it('makes a killed build’s staging folder a spare and deletes its spill file and server bundle', async () => {
    const { root, target } = project()
    const pid = endedPid()
    const killed = scratchOf(root, target, pid)
    fill(killed, 'half written')

    await clearAbandoned(root, target)

    expect(readFileSync(path.join(spareName(target, pid), 'article', 'index.html'), 'utf8')).toBe(
      'half written',
    )
    expect([killed.staging, killed.spill, killed.work].filter((p) => existsSync(p))).toEqual([])
    expect(readFileSync(path.join(target, 'index.html'), 'utf8')).toBe('the live site')
  })

  it('leaves alone what a running build uses', async () => {
    const { root, target } = project()
    const running = scratchOf(root, target, process.pid)
    fill(running, 'being written')

    await clearAbandoned(root, target)

    expect([running.staging, running.spill, running.work].every((p) => existsSync(p))).toBe(true)
    expect(readdirSync(root).sort()).toEqual(
      ['.build', 'dist', path.basename(running.staging), path.basename(running.spill)].sort(),
    )
  })
})

describe('settleScratch', () => {
  it('with keep (a stopped build, or a failed one over a spare): the live site stays, the staging folder becomes a spare, the rest goes', () => {
    const { root, target } = project()
    const scratch = scratchOf(root, target)
    fill(scratch, 'half written')

    settleScratch(scratch, target, true)

    expect(readFileSync(path.join(target, 'index.html'), 'utf8')).toBe('the live site')
    expect(readdirSync(root).sort()).toEqual(['.build', 'dist', path.basename(spareName(target))])
    expect(readdirSync(path.join(root, '.build'))).toEqual([])
  })

  it('without keep (a failed build that had no spare): its staging folder is deleted too', () => {
    const { root, target } = project()
    const scratch = scratchOf(root, target)
    fill(scratch, 'half written')

    settleScratch(scratch, target, false)

    expect(readFileSync(path.join(target, 'index.html'), 'utf8')).toBe('the live site')
    expect(readdirSync(root).sort()).toEqual(['.build', 'dist'])
    expect(readdirSync(path.join(root, '.build'))).toEqual([])
  })
})
