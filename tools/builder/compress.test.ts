import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { compress, isHashedAsset, precompressSite } from './compress'

const page = `<!DOCTYPE html><html><body>${'<p>Patient capital, long horizons.</p>'.repeat(60)}</body></html>`

describe('compress', () => {
  it('gives brotli and gzip that decompress to the text, hashed assets at least as small', async () => {
    const bytes = Buffer.from(page)
    for (const hashed of [false, true]) {
      expect(brotliDecompressSync(await compress(bytes, 'br', { hashed }))).toEqual(bytes)
      expect(gunzipSync(await compress(bytes, 'gzip', { hashed }))).toEqual(bytes)
    }
    const asset = await compress(bytes, 'br', { hashed: true })
    expect(asset.byteLength).toBeLessThanOrEqual(
      (await compress(bytes, 'br', { hashed: false })).byteLength,
    )
  })

  it('knows hashed assets by their folder', () => {
    expect(isHashedAsset('/assets/entry-client-DDjw2M-J.js')).toBe(true)
    expect(isHashedAsset('/fr/assets/')).toBe(false)
    expect(isHashedAsset('/page-data/index/page-data.json')).toBe(false)
  })
})

describe('precompressSite', () => {
  it('writes brotli and gzip beside every text file worth it, leaving out small ones and images', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'compress-'))
    mkdirSync(path.join(dir, 'assets'))
    mkdirSync(path.join(dir, 'fr'))
    const write = (file: string, text: string) => {
      writeFileSync(path.join(dir, file), text)
      return path.join(dir, file)
    }
    const texts = [
      write('fr/index.html', page),
      write('assets/entry.js', `console.log(${JSON.stringify(page)})`),
      write('sitemap.xml', page),
    ]
    const tiny = write('assets/tiny.js', 'export {}')
    const photo = write('photo.avif', page)

    const tally = await precompressSite(dir)

    expect(tally.files).toBe(3)
    for (const file of texts) {
      expect(brotliDecompressSync(readFileSync(`${file}.br`))).toEqual(readFileSync(file))
      expect(gunzipSync(readFileSync(`${file}.gz`))).toEqual(readFileSync(file))
    }
    expect(existsSync(`${tiny}.br`)).toBe(false)
    expect(existsSync(`${photo}.br`)).toBe(false)
  })
})
