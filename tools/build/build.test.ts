import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { BRANDS } from '../../src/site/brands'
import { InputError } from '../content/errors'
import { buildSite } from './build'

describe('buildSite with bad content', () => {
  let root = ''
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'build-'))
    await cp('tests/fixtures/broken-content/content', path.join(root, 'content'), {
      recursive: true,
    })
    await mkdir(path.join(root, 'dist'))
    await writeFile(path.join(root, 'dist', 'index.html'), 'the last good build')
  })
  afterEach(() => rm(root, { recursive: true, force: true }))

  it('fails with every problem and leaves the last good dist/ untouched', async () => {
    await expect(
      buildSite({ root, brand: BRANDS.edgepoint, outDir: 'dist' }),
    ).rejects.toBeInstanceOf(InputError)
    expect(await readFile(path.join(root, 'dist', 'index.html'), 'utf8')).toBe(
      'the last good build',
    )
    // No staging folder, server bundle or image cache is left behind. (The fixture
    // has no code: the router plugin, started alongside the content check, makes
    // a src/ folder for its route tree.)
    expect((await readdir(root)).filter((name) => name !== 'src').sort()).toEqual([
      'content',
      'dist',
    ])
  })
})
