import { mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ImageData, ImageLayout } from '../../src/model/image-data'
import { PLACEHOLDER_MAX_BYTES, copyImages, imageFiles, processImage } from './process'

let dir: string
let png: string
let alphaPng: string
let svg: string
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="160"><rect/></svg>\n'

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'process-image-'))
  const [width, height] = [1200, 800]
  const pixels = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3
      pixels[i] = Math.round((x * 255) / width)
      pixels[i + 1] = Math.round((y * 255) / height)
      pixels[i + 2] = 128
    }
  }
  png = path.join(dir, 'gradient.png')
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toFile(png)
  alphaPng = path.join(dir, 'logo.png')
  await sharp({
    create: {
      width: 400,
      height: 200,
      channels: 4,
      background: { r: 200, g: 0, b: 0, alpha: 0.5 },
    },
  })
    .png()
    .toFile(alphaPng)
  svg = path.join(dir, 'person.svg')
  await writeFile(svg, SVG)
}, 60_000)

afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

const out = (name: string) => path.join(dir, 'out', name)
const gradient = { file: () => png, src: '/images/articles/Gradient.png' }
const input = () => ({ file: gradient.file(), src: gradient.src })

/** `[url, width]` pairs of a srcset. */
function candidates(srcSet: string): Array<[string, number]> {
  return srcSet.split(', ').map((c) => {
    const [url = '', w = ''] = c.split(' ')
    return [url, Number.parseInt(w, 10)]
  })
}

async function mtimes(folder: string): Promise<Map<string, number>> {
  const names = (await readdir(folder)).filter((n) => !n.startsWith('.'))
  const entries = await Promise.all(
    names.map(async (n) => [n, (await stat(path.join(folder, n))).mtimeMs] as const),
  )
  return new Map(entries)
}

describe('processImage', { timeout: 60_000 }, () => {
  let constrained: ImageData

  beforeAll(async () => {
    constrained = await processImage(input(), {
      layout: 'constrained',
      width: 600,
      outDir: out('a'),
      publicBase: '/images/_r/',
    })
  }, 60_000)

  it('makes AVIF, WebP and JPEG at 0.25, 0.5, 1 and 2 times the width', async () => {
    expect(constrained).toMatchObject({ layout: 'constrained', width: 600, height: 400 })
    expect(constrained.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp'])
    const sets = [...constrained.sources.map((s) => s.srcSet), constrained.fallback.srcSet]
    const formats = ['avif', 'webp', 'jpeg']
    for (const [i, srcSet] of sets.entries()) {
      const list = candidates(srcSet)
      expect(list.map(([, w]) => w)).toEqual([150, 300, 600, 1200])
      for (const [url, w] of list) {
        expect(url).toMatch(/^\/images\/_r\/gradient-[0-9a-f]{12}-\d+\.(avif|webp|jpg)$/)
        const meta = await sharp(path.join(out('a'), url.slice('/images/_r/'.length))).metadata()
        expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
          format: formats[i] === 'avif' ? 'heif' : formats[i],
          width: w,
          height: (w * 2) / 3,
        })
      }
    }
    expect(constrained.fallback.src).toMatch(/-600\.jpg$/)
    for (const sizes of [...constrained.sources.map((s) => s.sizes), constrained.fallback.sizes]) {
      expect(sizes).toBe('(min-width: 600px) 600px, 100vw')
    }
  })

  it('makes a tiny placeholder within the byte budget', () => {
    expect(constrained.placeholder).toMatch(/^data:image\/webp;base64,/)
    expect(Buffer.byteLength(constrained.placeholder)).toBeLessThanOrEqual(PLACEHOLDER_MAX_BYTES)
  })

  it('gives the same names and bytes for the same input and options', async () => {
    const again = await processImage(input(), {
      layout: 'constrained',
      width: 600,
      outDir: out('b'),
      publicBase: '/images/_r/',
    })
    expect(again).toEqual(constrained)
    for (const file of imageFiles(constrained)) {
      expect(await readFile(path.join(out('b'), file))).toEqual(
        await readFile(path.join(out('a'), file)),
      )
    }
  })

  it('reuses what exists: a second call writes nothing, a lost file is made again', async () => {
    const before = await mtimes(out('a'))
    await new Promise((resolve) => setTimeout(resolve, 20))
    const again = await processImage(input(), {
      layout: 'constrained',
      width: 600,
      outDir: out('a'),
    })
    expect(again).toEqual(constrained)
    expect(await mtimes(out('a'))).toEqual(before)

    // Without the cache record, existing files are still not made again.
    await rm(path.join(out('a'), '.meta'), { recursive: true })
    const lost = imageFiles(constrained).find((f) => f.endsWith('-300.webp')) ?? ''
    await rm(path.join(out('a'), lost))
    expect(
      await processImage(input(), { layout: 'constrained', width: 600, outDir: out('a') }),
    ).toEqual(constrained)
    const after = await mtimes(out('a'))
    for (const [name, mtime] of before) {
      if (name === lost) expect(after.get(name)).toBeGreaterThan(mtime)
      else expect(after.get(name)).toBe(mtime)
    }
  })

  it('names outputs by options too: another width is another set of files', async () => {
    const other = await processImage(input(), {
      layout: 'constrained',
      width: 500,
      outDir: out('a'),
    })
    expect(imageFiles(other).some((f) => imageFiles(constrained).includes(f))).toBe(false)
  })

  it('makes the full-width breakpoints up to the original width', async () => {
    const full = await processImage(input(), { layout: 'fullWidth', outDir: out('c') })
    expect(full).toMatchObject({ layout: 'fullWidth', width: 1200, height: 800 })
    expect(candidates(full.sources[0]?.srcSet ?? '').map(([, w]) => w)).toEqual([
      640, 750, 828, 1080, 1200,
    ])
    expect(full.sources[0]?.sizes).toBe('100vw')
  })

  it('makes 1x and 2x of a fixed image, cropped when both sides are given', async () => {
    const fixed = await processImage(input(), {
      layout: 'fixed',
      width: 96,
      height: 96,
      outDir: out('c'),
    })
    expect(fixed).toMatchObject({ layout: 'fixed', width: 96, height: 96 })
    const list = candidates(fixed.fallback.srcSet)
    expect(list.map(([, w]) => w)).toEqual([96, 192])
    const meta = await sharp(path.join(out('c'), path.basename(list[1]?.[0] ?? ''))).metadata()
    expect([meta.width, meta.height]).toEqual([192, 192])
    expect(fixed.fallback.sizes).toBe('96px')
  })

  it('never upscales: widths stop at the original', async () => {
    const big = await processImage(input(), { layout: 'fixed', width: 1000, outDir: out('c') })
    expect(candidates(big.fallback.srcSet).map(([, w]) => w)).toEqual([1000, 1200])
  })

  it('keeps transparency: PNG fallback and a transparent placeholder', async () => {
    const logo = await processImage(
      { file: alphaPng, src: '/images/logo.png' },
      { layout: 'constrained', width: 200, outDir: out('c') },
    )
    expect(logo.fallback.src).toMatch(/-200\.png$/)
    expect(logo.placeholder).toBe('transparent')
  })

  it('rejects width or height with fullWidth, naming the file', async () => {
    await expect(
      processImage(input(), { layout: 'fullWidth', width: 800, outDir: out('d') }),
    ).rejects.toThrow(
      `Image /images/articles/Gradient.png (${png}): "width" 800 may not be passed when layout is fullWidth`,
    )
    await expect(
      processImage(input(), { layout: 'fullWidth', height: 300, outDir: out('d') }),
    ).rejects.toThrow(/"height" 300 may not be passed when layout is fullWidth/)
  })

  it('warns about an unknown layout, naming the file, and uses constrained', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const unknownLayout: unknown = 'cover'
      const image = await processImage(input(), {
        layout: unknownLayout as ImageLayout,
        width: 600,
        outDir: out('a'),
      })
      expect(warn).toHaveBeenCalledOnce()
      expect(warn.mock.calls[0]?.[0]).toContain(png)
      expect(warn.mock.calls[0]?.[0]).toContain('Defaulting to "constrained"')
      expect(image).toEqual(constrained)
    } finally {
      warn.mockRestore()
    }
  })

  it('rejects a missing file with its name', async () => {
    const missing = path.join(dir, 'missing.jpg')
    await expect(
      processImage(
        { file: missing, src: '/images/missing.jpg' },
        { layout: 'fixed', outDir: out('d') },
      ),
    ).rejects.toThrow(missing)
  })

  it('passes SVGs through untouched', async () => {
    const image = await processImage(
      { file: svg, src: '/images/team/person.svg' },
      { layout: 'fixed', width: 96, outDir: out('e') },
    )
    expect(image).toMatchObject({ layout: 'fixed', width: 96, height: 64, sources: [] })
    expect(image.fallback.src).toMatch(/^\/images\/_r\/person-[0-9a-f]{12}\.svg$/)
    expect(image.fallback.srcSet).toBe('')
    expect(await readFile(path.join(out('e'), imageFiles(image)[0] ?? ''), 'utf8')).toBe(SVG)
    expect(await readdir(out('e'))).toEqual([path.basename(image.fallback.src)])
  })

  it('copies exactly the files the images use', async () => {
    const dest = out('published')
    const count = await copyImages([constrained, constrained], { outDir: out('a'), destDir: dest })
    expect(count).toBe(12)
    expect((await readdir(dest)).sort()).toEqual(imageFiles(constrained))
  })
})
