import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  assetsToKeep,
  keepPreviousAssets,
  keepPreviousImages,
  precachedAssets,
} from './previous-assets'

/** A worker as workbox-build leaves it: the precache manifest in compact, key-sorted JSON. */
function worker(urls: string[]): string {
  const entries = urls.map((url) => ({ revision: url.startsWith('assets/') ? null : 'r1', url }))
  return `(()=>{var e=${JSON.stringify(entries)};precache(e)})();`
}

/** A built output: its assets, its worker's precache list, and its build record's brand. */
function site(
  dir: string,
  assets: Record<string, string>,
  sw?: string[],
  brand: string | null = 'edgepoint',
): string {
  mkdirSync(path.join(dir, 'assets'), { recursive: true })
  if (brand) {
    mkdirSync(path.join(dir, '_edge'), { recursive: true })
    const record = { version: 1, brand, buildHash: 'h1', signIn: null }
    writeFileSync(path.join(dir, '_edge', 'build.json'), JSON.stringify(record))
  }
  for (const [name, text] of Object.entries(assets)) {
    writeFileSync(path.join(dir, 'assets', name), text)
  }
  if (sw) writeFileSync(path.join(dir, 'sw.js'), worker(sw))
  return dir
}

function folders() {
  const root = mkdtempSync(path.join(tmpdir(), 'previous-assets-'))
  return { previous: path.join(root, 'dist'), staging: path.join(root, 'dist.staging-1') }
}

const read = (dir: string, name: string) => readFileSync(path.join(dir, 'assets', name), 'utf8')

describe('previous assets', () => {
  it('reads the assets a worker precaches, not its pages or icons', () => {
    expect(
      precachedAssets(worker(['assets/main-1.js', 'offline.html', 'assets/site-2.css'])),
    ).toEqual(['main-1.js', 'site-2.css'])
    expect(precachedAssets(worker(['offline.html']))).toBeUndefined()
    expect(precachedAssets('')).toBeUndefined()
  })

  it('keeps what the previous build had and the new one lacks, sorted', () => {
    expect(assetsToKeep(['b.js', 'a.js', 'same.css'], ['same.css', 'c.js'])).toEqual([
      'a.js',
      'b.js',
    ])
  })

  it("keeps the previous build's own assets one release, not the ones it kept itself", async () => {
    const { previous, staging } = folders()
    site(
      previous,
      { 'main-old.js': 'previous main', 'route-old.js': 'previous route', 'older.js': 'kept once' },
      ['assets/main-old.js', 'assets/route-old.js', 'offline.html'],
    )
    site(staging, { 'main-new.js': 'new main' })

    const kept = await keepPreviousAssets(previous, staging, 'edgepoint')

    expect(kept).toEqual(['main-old.js', 'route-old.js'])
    expect(readdirSync(path.join(staging, 'assets')).sort()).toEqual([
      'main-new.js',
      'main-old.js',
      'route-old.js',
    ])
    expect(read(staging, 'route-old.js')).toBe('previous route')
  })

  it("never overwrites a file of the new build's", async () => {
    const { previous, staging } = folders()
    site(previous, { 'shared.js': 'previous text', 'gone.js': 'gone' }, [
      'assets/shared.js',
      'assets/gone.js',
    ])
    site(staging, { 'shared.js': 'new text' })

    expect(await keepPreviousAssets(previous, staging, 'edgepoint')).toEqual(['gone.js'])
    expect(read(staging, 'shared.js')).toBe('new text')
  })

  it('skips a listed asset the previous output no longer has', async () => {
    const { previous, staging } = folders()
    site(previous, { 'here.js': 'here' }, ['assets/here.js', 'assets/missing.js'])
    site(staging, {})

    expect(await keepPreviousAssets(previous, staging, 'edgepoint')).toEqual(['here.js'])
  })

  it('counts all the assets of an output without a worker as its own', async () => {
    const { previous, staging } = folders()
    site(previous, { 'a.js': 'a', 'b.css': 'b' })
    site(staging, { 'c.js': 'c' })

    expect(await keepPreviousAssets(previous, staging, 'edgepoint')).toEqual(['a.js', 'b.css'])
  })

  it("keeps nothing of another brand's build, or of an output whose brand is unknown", async () => {
    const { previous, staging } = folders()
    site(previous, { 'style-e.css': 'edgepoint' }, ['assets/style-e.css'], 'edgepoint')
    site(staging, { 'style-c.css': 'cymbria' }, undefined, null)
    expect(await keepPreviousAssets(previous, staging, 'cymbria')).toEqual([])
    const unknown = folders()
    site(unknown.previous, { 'a.js': 'a' }, ['assets/a.js'], null)
    site(unknown.staging, {}, undefined, null)
    expect(await keepPreviousAssets(unknown.previous, unknown.staging, 'edgepoint')).toEqual([])
  })

  it('keeps nothing on a first build', async () => {
    const { previous, staging } = folders()
    site(staging, { 'c.js': 'c' })

    expect(await keepPreviousAssets(previous, staging, 'edgepoint')).toEqual([])
  })
})

/** An output's sized images, and its build record listing its own (none listed: a record older than the list). */
function withImages(
  dir: string,
  files: Record<string, string>,
  own?: string[],
  brand = 'edgepoint',
) {
  mkdirSync(path.join(dir, 'images', '_r'), { recursive: true })
  mkdirSync(path.join(dir, '_edge'), { recursive: true })
  const record = {
    version: 1,
    brand,
    buildHash: 'h1',
    signIn: null,
    ...(own ? { images: own } : {}),
  }
  writeFileSync(path.join(dir, '_edge', 'build.json'), JSON.stringify(record))
  for (const [name, text] of Object.entries(files))
    writeFileSync(path.join(dir, 'images', '_r', name), text)
  return dir
}

const sizedImages = (dir: string) => readdirSync(path.join(dir, 'images', '_r')).sort()

describe('previous sized images', () => {
  it("keeps the previous build's own images the new one lacks, one release, and tells the new one's own", async () => {
    const { previous, staging } = folders()
    withImages(
      previous,
      {
        'harbour-aaa-640.avif': 'old harbour',
        'team-bbb.svg': 'team',
        'older-ccc.svg': 'kept once',
      },
      ['harbour-aaa-640.avif', 'team-bbb.svg'],
    )
    mkdirSync(path.join(staging, 'images', '_r'), { recursive: true })
    writeFileSync(path.join(staging, 'images', '_r', 'team-bbb.svg'), 'team')
    writeFileSync(path.join(staging, 'images', '_r', 'harbour-ddd-640.avif'), 'new harbour')

    expect(await keepPreviousImages(previous, staging, 'edgepoint')).toEqual({
      own: ['harbour-ddd-640.avif', 'team-bbb.svg'],
      kept: ['harbour-aaa-640.avif'],
    })
    expect(sizedImages(staging)).toEqual([
      'harbour-aaa-640.avif',
      'harbour-ddd-640.avif',
      'team-bbb.svg',
    ])
  })

  it('counts every image of an output whose record lists none as its own, and makes the folder it needs', async () => {
    const { previous, staging } = folders()
    withImages(previous, { 'a-111.svg': 'a', 'b-222-320.webp': 'b' })
    mkdirSync(staging, { recursive: true })

    expect(await keepPreviousImages(previous, staging, 'edgepoint')).toEqual({
      own: [],
      kept: ['a-111.svg', 'b-222-320.webp'],
    })
    expect(sizedImages(staging)).toEqual(['a-111.svg', 'b-222-320.webp'])
  })

  it("keeps nothing of another brand's build", async () => {
    const { previous, staging } = folders()
    withImages(previous, { 'a-111.svg': 'a' }, ['a-111.svg'], 'edgepoint')
    mkdirSync(staging, { recursive: true })

    expect(await keepPreviousImages(previous, staging, 'cymbria')).toEqual({ own: [], kept: [] })
  })
})
