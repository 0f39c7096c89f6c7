import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { compressInBackground, emptyTally, precompress, writeWithCompressed } from './compress'

const page = `<!DOCTYPE html><html><body>${'<p>Patient capital, long horizons.</p>'.repeat(60)}</body></html>`

describe('writeWithCompressed', () => {
  it('writes the file and brotli and gzip versions that decompress to it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'compress-'))
    const file = path.join(dir, 'index.html')
    const tally = emptyTally()
    writeWithCompressed(file, page, tally)
    expect(readFileSync(file, 'utf8')).toBe(page)
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(page)
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(page)
    expect(tally).toEqual({
      files: 1,
      bytes: Buffer.byteLength(page),
      brotliBytes: statSync(`${file}.br`).size,
    })
  })

  it('leaves small files and files that are not text uncompressed', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'compress-'))
    const tally = emptyTally()
    writeWithCompressed(path.join(dir, 'small.json'), '{"a":1}', tally)
    writeWithCompressed(path.join(dir, 'photo.avif'), page, tally)
    expect(existsSync(path.join(dir, 'small.json.br'))).toBe(false)
    expect(existsSync(path.join(dir, 'photo.avif.br'))).toBe(false)
    expect(tally.files).toBe(0)
  })
})

describe('precompress', () => {
  it('compresses the text files that have no compressed version yet, and only those', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'compress-'))
    mkdirSync(path.join(dir, 'assets'))
    const done = path.join(dir, 'index.html')
    writeWithCompressed(done, page, emptyTally())
    writeFileSync(`${done}.br`, 'written by a render worker')
    writeFileSync(path.join(dir, 'assets', 'entry.js'), `console.log(${JSON.stringify(page)})`)
    writeFileSync(path.join(dir, 'sitemap.xml'), page)

    const tally = precompress(dir)

    expect(tally.files).toBe(2)
    expect(readFileSync(`${done}.br`, 'utf8')).toBe('written by a render worker')
    for (const file of ['assets/entry.js', 'sitemap.xml']) {
      const full = path.join(dir, file)
      expect(brotliDecompressSync(readFileSync(`${full}.br`))).toEqual(readFileSync(full))
      expect(gunzipSync(readFileSync(`${full}.gz`))).toEqual(readFileSync(full))
    }
  })
})

describe('compressInBackground', () => {
  it('writes brotli and gzip versions of the text files given, leaving out small ones and images', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'compress-'))
    mkdirSync(path.join(dir, 'assets'))
    const files = ['entry.js', 'style.css', 'tiny.js', 'photo.avif'].map((f) =>
      path.join(dir, 'assets', f),
    )
    const [script, style, tiny, photo] = files as [string, string, string, string]
    writeFileSync(script, `console.log(${JSON.stringify(page)})`)
    writeFileSync(style, `p{color:red}`.repeat(100))
    writeFileSync(tiny, 'export {}')
    writeFileSync(photo, page)

    const tally = await compressInBackground(files)

    expect(tally.files).toBe(2)
    for (const file of [script, style]) {
      expect(brotliDecompressSync(readFileSync(`${file}.br`))).toEqual(readFileSync(file))
      expect(gunzipSync(readFileSync(`${file}.gz`))).toEqual(readFileSync(file))
    }
    expect(existsSync(`${tiny}.br`)).toBe(false)
    expect(existsSync(`${photo}.br`)).toBe(false)
  })
})
