import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  CacheShelf,
  CACHE_FORMAT,
  cacheDirOf,
  removeOtherFormats,
  cacheKey,
  packEntry,
  unpackEntry,
  type CachedFile,
} from './build-cache'

const FILES: CachedFile[] = [
  ['html', Buffer.from('<p>é</p>')],
  ['data', Buffer.from('{"a":1}')],
  ['empty', Buffer.alloc(0)],
]

describe('cache entries', () => {
  it('give back the files they were made of, names and bytes', () => {
    expect(unpackEntry(packEntry(FILES))).toEqual(FILES)
  })

  it('are a miss when truncated, corrupt or not an entry at all', () => {
    const entry = packEntry(FILES)
    expect(unpackEntry(entry.subarray(0, entry.length - 1))).toBeUndefined()
    const corrupt = Buffer.from(entry)
    corrupt[corrupt.length - 1] = (corrupt.at(-1) ?? 0) ^ 1
    expect(unpackEntry(corrupt)).toBeUndefined()
    expect(unpackEntry(Buffer.from('not an entry'))).toBeUndefined()
    expect(unpackEntry(Buffer.alloc(0))).toBeUndefined()
  })

  it('are keyed by every input, in order', () => {
    expect(cacheKey('a', 'b')).toBe(cacheKey('a', 'b'))
    expect(cacheKey('a', 'b')).not.toBe(cacheKey('b', 'a'))
    expect(cacheKey('ab')).not.toBe(cacheKey('a', 'b'))
  })
})

describe('cacheDirOf', () => {
  it("gives a test runner's builds a folder apart from production builds'", () => {
    const format = `v${CACHE_FORMAT}`
    expect(cacheDirOf('/p', 'cymbria', undefined)).toBe(`/p/.build/cache/cymbria/${format}`)
    expect(cacheDirOf('/p', 'cymbria', 'production')).toBe(`/p/.build/cache/cymbria/${format}`)
    expect(cacheDirOf('/p', 'cymbria', 'test')).toBe(`/p/.build/cache/cymbria-test/${format}`)
  })
})

describe('removeOtherFormats', () => {
  it("deletes the other format versions' folders of a brand, and nothing else", async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'build-cache-formats-'))
    try {
      const cacheDir = cacheDirOf(root, 'edgepoint', undefined)
      const brandDir = path.dirname(cacheDir)
      for (const name of [`v${CACHE_FORMAT}`, `v${CACHE_FORMAT + 1}`, 'v0', 'notes'])
        mkdirSync(path.join(brandDir, name), { recursive: true })
      removeOtherFormats(cacheDir)
      expect(readdirSync(brandDir).sort()).toEqual(['notes', `v${CACHE_FORMAT}`].sort())
      removeOtherFormats(path.join(root, 'nowhere', 'v1'))
    } finally {
      await rm(root, { recursive: true, force: true })
    }
  })
})

describe('CacheShelf', () => {
  let dir = ''
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'build-cache-'))
  })
  afterEach(() => rm(dir, { recursive: true, force: true }))

  const entryFiles = (shelf: CacheShelf) =>
    readdirSync(shelf.dir, { recursive: true, withFileTypes: true }).filter(
      // Entries are in folders by the first two characters of their key.
      (e) => e.isFile() && e.parentPath !== shelf.dir,
    )

  it('gives back what was stored, and nothing for an unknown key', () => {
    new CacheShelf(dir, 'pages').put('k1', FILES)
    expect(new CacheShelf(dir, 'pages').get('k1')).toEqual(FILES)
    expect(new CacheShelf(dir, 'pages').get('k2')).toBeUndefined()
    expect(new CacheShelf(dir, 'search').get('k1')).toBeUndefined()
  })

  it('treats a damaged entry as missing', () => {
    const shelf = new CacheShelf(dir, 'pages')
    shelf.put('k1', FILES)
    const [file] = entryFiles(shelf)
    const name = path.join(file?.parentPath ?? '', file?.name ?? '')
    writeFileSync(name, readFileSync(name).subarray(0, 20))
    expect(new CacheShelf(dir, 'pages').get('k1')).toBeUndefined()
  })

  it('reads nothing when told not to (build --clean), and still stores', () => {
    new CacheShelf(dir, 'pages').put('k1', FILES)
    const clean = new CacheShelf(dir, 'pages', false)
    expect(clean.get('k1')).toBeUndefined()
    clean.put('k2', FILES)
    expect(new CacheShelf(dir, 'pages').get('k2')).toEqual(FILES)
  })

  it('stores what it is given to store later only when flushed, and tells what it has', async () => {
    const shelf = new CacheShelf(dir, 'content')
    for (const key of ['k1', 'k2']) shelf.putLater(key, FILES)
    expect(shelf.has('k1')).toBe(false)
    await shelf.flush()
    expect(shelf.has('k1')).toBe(true)
    expect(new CacheShelf(dir, 'content').get('k2')).toEqual(FILES)
    expect(new CacheShelf(dir, 'content', false).has('k1')).toBe(false)
  })

  it('sweeps what the build did not use, and keeps what it asked for or stored', () => {
    const first = new CacheShelf(dir, 'pages')
    for (const key of ['aa1', 'aa2', 'bb1']) first.put(key, FILES)
    const second = new CacheShelf(dir, 'pages')
    second.get('aa1')
    second.put('cc1', FILES)
    second.sweep()
    expect(
      entryFiles(second)
        .map((e) => e.name)
        .sort(),
    ).toEqual(['aa1', 'cc1'])
  })

  it("keeps the previous build's parts for one more build, so going back finds them", () => {
    const kept = (shelf: CacheShelf) =>
      entryFiles(shelf)
        .map((e) => e.name)
        .sort()
    const production = new CacheShelf(dir, 'pages')
    production.put('aa1', FILES)
    production.put('aa2', FILES)
    production.sweep()
    // Another mode's build in between: a test build's, or a reverted change's.
    const other = new CacheShelf(dir, 'pages')
    other.put('bb1', FILES)
    other.sweep()
    expect(kept(other)).toEqual(['aa1', 'aa2', 'bb1'])
    const back = new CacheShelf(dir, 'pages')
    expect(back.get('aa2')).toEqual(FILES)
    back.sweep()
    // bb1 was the last build's; aa1 was used by neither of the last two builds.
    expect(kept(back)).toEqual(['aa2', 'bb1'])
    const again = new CacheShelf(dir, 'pages')
    again.get('aa2')
    again.sweep()
    expect(kept(again)).toEqual(['aa2'])
  })

  it("keeps this build's parts alone when told not to keep the previous build's", () => {
    const first = new CacheShelf(dir, 'pages')
    first.put('aa1', FILES)
    first.sweep()
    const second = new CacheShelf(dir, 'pages')
    second.put('bb1', FILES)
    second.sweep({ keepPrevious: false })
    expect(
      entryFiles(second)
        .map((e) => e.name)
        .sort(),
    ).toEqual(['bb1'])
  })
})
