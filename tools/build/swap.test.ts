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
import { describe, expect, it, vi } from 'vitest'
import { spareName, swapInto, takeSpare } from './swap'

function site(dir: string, text: string) {
  mkdirSync(path.join(dir, 'article'), { recursive: true })
  writeFileSync(path.join(dir, 'index.html'), text)
  writeFileSync(path.join(dir, 'article', 'index.html'), text)
}

describe('swapInto', () => {
  it('puts the new site in place and keeps the old one as the spare, deleting any other', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'swap-'))
    const target = path.join(root, 'dist')
    site(target, 'old')
    site(`${target}.previous-1`, 'left over by a stopped build')
    site(path.join(root, 'staging'), 'new')

    await swapInto(path.join(root, 'staging'), target)

    expect(readFileSync(path.join(target, 'index.html'), 'utf8')).toBe('new')
    expect(readFileSync(path.join(spareName(target), 'index.html'), 'utf8')).toBe('old')
    // Other spares go in a detached process: wait for it, however long the disk takes.
    await vi.waitFor(
      () => expect(readdirSync(root).sort()).toEqual(['dist', path.basename(spareName(target))]),
      { timeout: 30_000, interval: 50 },
    )
  })

  it('works when there is no site yet', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'swap-'))
    site(path.join(root, 'staging'), 'first')
    await swapInto(path.join(root, 'staging'), path.join(root, 'dist'))
    expect(readFileSync(path.join(root, 'dist', 'index.html'), 'utf8')).toBe('first')
    expect(readdirSync(root)).toEqual(['dist'])
  })
})

describe('takeSpare', () => {
  it('makes the spare the staging folder, to be written over', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'swap-'))
    const target = path.join(root, 'dist')
    site(target, 'current')
    site(`${target}.previous-7`, 'the site before')
    const staging = path.join(root, 'dist.staging')

    expect(await takeSpare(target, staging)).toBe(true)

    expect(readFileSync(path.join(staging, 'index.html'), 'utf8')).toBe('the site before')
    expect(readdirSync(root).sort()).toEqual(['dist', 'dist.staging'])
  })

  it('says so when there is no spare', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'swap-'))
    expect(await takeSpare(path.join(root, 'dist'), path.join(root, 'staging'))).toBe(false)
    expect(existsSync(path.join(root, 'staging'))).toBe(false)
  })
})
