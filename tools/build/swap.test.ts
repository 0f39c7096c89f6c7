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
import { swapInto } from './swap'

function site(dir: string, text: string) {
  mkdirSync(path.join(dir, 'article'), { recursive: true })
  writeFileSync(path.join(dir, 'index.html'), text)
  writeFileSync(path.join(dir, 'article', 'index.html'), text)
}

describe('swapInto', () => {
  it('puts the new site in place and removes the old one, and any old one left over', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'swap-'))
    const target = path.join(root, 'dist')
    site(target, 'old')
    site(`${target}.previous-1`, 'left over by a stopped build')
    site(path.join(root, 'staging'), 'new')

    await swapInto(path.join(root, 'staging'), target)

    expect(readFileSync(path.join(target, 'index.html'), 'utf8')).toBe('new')
    // The old sites go in a detached process: wait for it, however long the disk takes.
    await vi.waitFor(() => expect(readdirSync(root)).toEqual(['dist']), {
      timeout: 30_000,
      interval: 50,
    })
  })

  it('works when there is no site yet', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'swap-'))
    site(path.join(root, 'staging'), 'first')
    await swapInto(path.join(root, 'staging'), path.join(root, 'dist'))
    expect(readFileSync(path.join(root, 'dist', 'index.html'), 'utf8')).toBe('first')
    expect(existsSync(path.join(root, 'staging'))).toBe(false)
  })
})
