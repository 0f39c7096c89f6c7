import { execFile, spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync } from 'node:fs'
import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BRANDS } from '../../src/site/brands'
import { InputError } from '../content/errors'
import { buildSite } from './build'
import { cacheDirOf } from './build-cache'
import { CONTENT_SHELF } from './site'
import type * as BundlingModule from './bundling'
import { startBundling } from './bundling'

vi.mock('./bundling', async (importOriginal) => {
  const actual = await importOriginal<typeof BundlingModule>()
  return { ...actual, startBundling: vi.fn(actual.startBundling) }
})

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

  it('fails with every problem, stops the bundling and leaves the last good dist/ untouched', async () => {
    // The fixture has no code, so Vite would fail at once on the missing
    // vite.config.ts and print its stack trace into the test run: a bundling
    // that runs until it is stopped stands in for it.
    const stop = vi.fn(() => Promise.resolve())
    vi.mocked(startBundling).mockImplementationOnce(() => ({ done: new Promise(() => {}), stop }))
    await expect(
      buildSite({ root, brand: BRANDS.edgepoint, outDir: 'dist' }),
    ).rejects.toBeInstanceOf(InputError)
    expect(stop).toHaveBeenCalled()
    expect(await readFile(path.join(root, 'dist', 'index.html'), 'utf8')).toBe(
      'the last good build',
    )
    // No staging folder, server bundle or image cache is left behind; what the
    // files that did read well made is in the build cache, for the build after the fix.
    expect((await readdir(root)).sort()).toEqual(['.build', 'content', 'dist'])
    const cacheDir = cacheDirOf(root, 'edgepoint', process.env.NODE_ENV)
    expect(path.relative(root, cacheDir).split(path.sep)[1]).toBe('cache')
    expect(await readdir(path.join(root, '.build'))).toEqual(['cache'])
    expect(await readdir(cacheDir)).toEqual([CONTENT_SHELF])
  })
})

/** Resolves once no process has `folder` in its command line (Pagefind's, the deleter's). */
async function noProcessNaming(folder: string): Promise<void> {
  const naming = async () =>
    (await promisify(execFile)('ps', ['-eo', 'args'])).stdout
      .split('\n')
      .some((line) => line.includes(folder))
  while (await naming()) await new Promise((resolve) => setTimeout(resolve, 50))
}

describe('a build told to stop', () => {
  let out = ''
  beforeEach(async () => {
    out = await mkdtemp(path.join(tmpdir(), 'build-stopped-'))
    await mkdir(path.join(out, 'dist'))
    await writeFile(path.join(out, 'dist', 'index.html'), 'the live site')
  })
  afterEach(() => rm(out, { recursive: true, force: true }))

  it('on Ctrl-C while rendering, leaves the live site and no half-built one beside it', async () => {
    // The project's own sample site, built as `npm run build` does, into a folder of its own.
    const child = spawn(
      process.execPath,
      ['tools/run.mjs', 'build', '--out', path.join(out, 'dist')],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    let printed = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      printed += chunk
      if (/ render: \d+ pages/.test(printed)) child.kill('SIGINT')
    })
    const [code, signal] = (await once(child, 'exit')) as [number | null, string | null]

    expect(printed).not.toMatch(/^Built /m)
    expect({ code, signal }).toEqual({ code: null, signal: 'SIGINT' })
    expect(await readFile(path.join(out, 'dist', 'index.html'), 'utf8')).toBe('the live site')
    // What it had written is gone once the process deleting it, which waited for the build to end, has.
    await noProcessNaming(path.join(out, `dist.staging-${child.pid}`))
    expect((await readdir(out)).sort()).toEqual(['dist'])
    expect(existsSync(path.join('.build', `ssr-${child.pid}`))).toBe(false)
  }, 120_000)
})

describe('a build stopped while the search index is written', () => {
  let out = ''
  beforeEach(async () => {
    out = await mkdtemp(path.join(tmpdir(), 'build-stopped-index-'))
  })
  afterEach(() => rm(out, { recursive: true, force: true }))

  it('leaves nothing behind, though Pagefind writes its folder back if it is deleted under it', async () => {
    const child = spawn(
      process.execPath,
      ['tools/run.mjs', 'build', '--out', path.join(out, 'dist')],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    )
    const staging = path.join(out, `dist.staging-${child.pid}`)
    const exited = once(child, 'exit') as Promise<[number | null, string | null]>
    // Pagefind is at work once the folder of a language's index exists.
    while (!(await readdir(staging).catch(() => [])).some((n) => n.startsWith('.pagefind-'))) {
      if (child.exitCode !== null) throw new Error('the build ended before its search index began')
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    child.kill('SIGTERM')
    const [code, signal] = await exited
    expect({ code, signal }).toEqual({ code: null, signal: 'SIGTERM' })
    // Whatever a Pagefind process would still write, it has written once none
    // runs, and the process deleting the staging folder has ended.
    await noProcessNaming(staging)
    expect(await readdir(out)).toEqual([])
  }, 120_000)
})

describe('a change of content alone', () => {
  let dir = ''
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'build-content-'))
    await cp('content/edgepoint', path.join(dir, 'content', 'edgepoint'), { recursive: true })
  })
  afterEach(() => rm(dir, { recursive: true, force: true }))

  it('keeps the build hash and every other page through a content edit: only the edited page and the search index change', async () => {
    const build = (out: string) =>
      buildSite({
        root: process.cwd(),
        brand: BRANDS.edgepoint,
        outDir: path.join(dir, out),
        contentRoot: dir,
        redirectsFile: false,
      })
    /** Every file of a build but the search index, with its bytes. */
    const files = async (out: string) => {
      const root = path.join(dir, out)
      const names = (await readdir(root, { recursive: true, withFileTypes: true }))
        .filter((d) => d.isFile())
        .map((d) => path.relative(root, path.join(d.parentPath, d.name)))
        .filter((name) => !name.startsWith('pagefind/'))
      return new Map(
        await Promise.all(
          names.map(async (name) => [name, await readFile(path.join(root, name))] as const),
        ),
      )
    }

    const before = await build('before')
    const article = path.join(
      dir,
      'content',
      'edgepoint',
      'articles',
      'en',
      'Q1-2024-credit-commentary.md',
    )
    await writeFile(article, `${await readFile(article, 'utf8')}\nOne more sentence.\n`)
    const after = await build('after')

    expect(after.buildHash).toBe(before.buildHash)
    const [a, b] = await Promise.all([files('before'), files('after')])
    expect([...b.keys()].sort()).toEqual([...a.keys()].sort())
    const changed = [...b].filter(([name, bytes]) => !a.get(name)?.equals(bytes)).map(([n]) => n)
    expect(changed.sort()).toEqual([
      'article/Q1-2024-credit-commentary/index.html',
      'page-data/article/Q1-2024-credit-commentary/page-data.json',
    ])
  }, 60_000)
})
