import { createHash } from 'node:crypto'
import { access, copyFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import sharp, { type Sharp } from 'sharp'
import {
  isImageLayout,
  sizesFor,
  type ImageData,
  type ImageLayout,
  type ImageSource,
} from '../../src/model/image-data'
import { limiter } from '../shared/map-limit'

/**
 * Build-time image processing: one source image in, responsive AVIF/WebP/JPEG
 * (or PNG) files with content-hashed names out, plus the `ImageData` the
 * `<Image>` component renders. See README.md beside this file.
 */

export interface ProcessImageInput {
  /** The source file on disk, e.g. `<root>/content/edgepoint/static/images/team/geoffm.jpg`. */
  file: string
  /** Its site path as content writes it, e.g. `/images/team/geoffm.jpg` (names outputs, messages). */
  src: string
}

export interface ProcessImageOptions {
  layout: ImageLayout
  /** Display width in CSS pixels; not with `fullWidth`. */
  width?: number
  /** Display height in CSS pixels; not with `fullWidth`. With `width`, the image is cropped to fit. */
  height?: number
  /** Where generated files go; keep it between builds (it is the cache). */
  outDir: string
  /** The URL folder `outDir` is published under. Default `/images/_r/`. */
  publicBase?: string
  /** Where cache records go. Default `<outDir>/.meta` (not to be published). */
  cacheDir?: string
}

/** Bump when the output of the same input and options changes: every name changes with it. */
const PIPELINE_VERSION = 1
export const DEFAULT_PUBLIC_BASE = '/images/_r/'
export const FULL_WIDTH_BREAKPOINTS = [640, 750, 828, 1080, 1280, 1920, 2560]
const DENSITIES: Record<Exclude<ImageLayout, 'fullWidth'>, number[]> = {
  constrained: [0.25, 0.5, 1, 2],
  fixed: [1, 2],
}
export const PLACEHOLDER_MAX_BYTES = 600
const PLACEHOLDER_WIDTHS = [20, 12, 8]
const HASH_LENGTH = 12

type OutputFormat = 'avif' | 'webp' | 'jpeg' | 'png'
const EXTENSION: Record<OutputFormat, string> = {
  avif: 'avif',
  webp: 'webp',
  jpeg: 'jpg',
  png: 'png',
}
const ENCODE: Record<OutputFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 4, chromaSubsampling: '4:2:0' }),
  webp: (image) => image.webp({ quality: 75, effort: 4 }),
  jpeg: (image) => image.jpeg({ quality: 75, mozjpeg: true }),
  png: (image) => image.png({ compressionLevel: 9, adaptiveFiltering: true }),
}

/** What the cache keeps per input and options; URLs are made from it with the public base. */
interface CacheRecord {
  layout: ImageLayout
  width: number
  height: number
  placeholder: string
  fallbackFormat: 'jpeg' | 'png'
  fallbackWidth: number
  variants: Array<{ format: OutputFormat; width: number; file: string }>
}

// ---- Concurrency ------------------------------------------------------------------
// libvips keeps sharp's own per-image thread count (1 on glibc without jemalloc, to
// limit memory fragmentation); throughput comes from running one encode per core at
// once on libuv's thread pool (4 threads by default, enough for two cores). A second,
// wider limit on whole images bounds memory when a build asks for every image at once.

const cores = Math.max(1, availableParallelism())
/** Encodes (and other full decodes) at once: one per core. */
const limited = limiter(cores)
/** Images read and in progress at once. */
const limitedImages = limiter(cores * 2)

/** The same image with the same options asked for twice at once is processed once. */
const inFlight = new Map<string, Promise<CacheRecord>>()

// ---- Public API -------------------------------------------------------------------

/**
 * Makes the responsive files of one image in `opts.outDir` and returns what
 * `<Image>` needs. Files whose output already exists are not made again, and a
 * second call with the same input and options reads its cache record only.
 *
 * Throws when `width` or `height` is given with `fullWidth`; warns and uses
 * `constrained` for an unknown layout. SVGs are copied untouched.
 */
export async function processImage(
  input: ProcessImageInput,
  opts: ProcessImageOptions,
): Promise<ImageData> {
  const where = `${input.src} (${input.file})`
  const layout = checkLayout(opts.layout, where)
  checkSize(layout, opts, where)
  const publicBase = opts.publicBase ?? DEFAULT_PUBLIC_BASE
  if (!publicBase.startsWith('/') || !publicBase.endsWith('/')) {
    throw new Error(`publicBase must start and end with "/", e.g. "${DEFAULT_PUBLIC_BASE}"`)
  }
  return limitedImages(async () => {
    let source: Buffer
    try {
      source = await readFile(input.file)
    } catch (error) {
      throw new Error(`Image ${where}: cannot read the file (${messageOf(error)})`)
    }
    try {
      if (isSvg(input)) return await passThroughSvg(input, source, layout, opts, publicBase)
      const key = cacheKey(source, layout, opts)
      const cacheDir = opts.cacheDir ?? path.join(opts.outDir, '.meta')
      const flightKey = `${path.resolve(opts.outDir)}\0${key}`
      let record = inFlight.get(flightKey)
      if (!record) {
        record = cachedOrMade(input, source, key, layout, opts, cacheDir).finally(() =>
          inFlight.delete(flightKey),
        )
        inFlight.set(flightKey, record)
      }
      return toImageData(await record, publicBase)
    } catch (error) {
      throw new Error(`Image ${where}: ${messageOf(error)}`, { cause: error })
    }
  })
}

/** The file names (relative to `outDir`) an `ImageData` refers to. */
export function imageFiles(image: ImageData, publicBase = DEFAULT_PUBLIC_BASE): string[] {
  const urls = [image.fallback.src, image.fallback.srcSet, ...image.sources.map((s) => s.srcSet)]
    .flatMap((list) => list.split(','))
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter((url) => url.startsWith(publicBase))
  return [...new Set(urls.map((url) => url.slice(publicBase.length)))].sort()
}

/**
 * Copies exactly the files the given images use from `outDir` into `destDir`
 * (e.g. `<staging>/images/_r`), so stale outputs of earlier builds stay behind.
 * Returns the number of files copied.
 */
export async function copyImages(
  images: Iterable<ImageData>,
  opts: { outDir: string; destDir: string; publicBase?: string },
): Promise<number> {
  const files = new Set<string>()
  for (const image of images) {
    for (const file of imageFiles(image, opts.publicBase)) files.add(file)
  }
  await mkdir(opts.destDir, { recursive: true })
  await Promise.all(
    [...files].map((file) => copyFile(path.join(opts.outDir, file), path.join(opts.destDir, file))),
  )
  return files.size
}

// ---- Validation -------------------------------------------------------------------

function checkLayout(layout: unknown, where: string): ImageLayout {
  if (isImageLayout(layout)) return layout
  console.warn(
    `Image ${where}: invalid value "${String(layout)}" provided for "layout". Defaulting to "constrained". Valid values are "fixed", "fullWidth" or "constrained".`,
  )
  return 'constrained'
}

function checkSize(layout: ImageLayout, opts: ProcessImageOptions, where: string): void {
  const given = (['width', 'height'] as const).filter((k) => opts[k] !== undefined)
  if (layout === 'fullWidth' && given.length > 0) {
    throw new Error(
      `Image ${where}: ${given.map((k) => `"${k}" ${opts[k]}`).join(' and ')} may not be passed when layout is fullWidth. Remove ${given.join(' and ')}, or use layout "constrained".`,
    )
  }
  for (const k of given) {
    const value = opts[k]
    if (!Number.isInteger(value) || (value ?? 0) <= 0) {
      throw new Error(`Image ${where}: "${k}" must be a positive whole number of pixels`)
    }
  }
}

// ---- SVG --------------------------------------------------------------------------

function isSvg(input: ProcessImageInput): boolean {
  return /\.svg$/i.test(input.file) || /\.svg$/i.test(input.src)
}

async function passThroughSvg(
  input: ProcessImageInput,
  source: Buffer,
  layout: ImageLayout,
  opts: ProcessImageOptions,
  publicBase: string,
): Promise<ImageData> {
  const file = `${slugOf(input.src)}-${sha256([source]).slice(0, HASH_LENGTH)}.svg`
  await writeOnce(path.join(opts.outDir, file), () => Promise.resolve(source))
  // Reading the intrinsic size parses the SVG; nothing is rasterised.
  const meta = await sharp(source).metadata()
  const size = displaySize(layout, opts, meta.width, meta.height)
  return {
    layout,
    ...size,
    placeholder: 'transparent',
    sources: [],
    fallback: { src: publicBase + file, srcSet: '', sizes: '' },
  }
}

// ---- Raster -----------------------------------------------------------------------

function cacheKey(source: Buffer, layout: ImageLayout, opts: ProcessImageOptions): string {
  const settings = JSON.stringify({
    pipeline: PIPELINE_VERSION,
    sharp: sharp.versions.sharp,
    vips: sharp.versions.vips,
    layout,
    width: opts.width ?? null,
    height: opts.height ?? null,
  })
  return sha256([settings, source])
}

async function cachedOrMade(
  input: ProcessImageInput,
  source: Buffer,
  key: string,
  layout: ImageLayout,
  opts: ProcessImageOptions,
  cacheDir: string,
): Promise<CacheRecord> {
  const recordFile = path.join(cacheDir, `${key}.json`)
  const cached = await readRecord(recordFile)
  if (cached && (await allExist(opts.outDir, cached))) return cached
  const record = await makeVariants(input, source, key, layout, opts)
  await writeOnce(recordFile, () => Promise.resolve(`${JSON.stringify(record, null, 2)}\n`), true)
  return record
}

async function readRecord(file: string): Promise<CacheRecord | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as CacheRecord
  } catch {
    return null
  }
}

async function allExist(outDir: string, record: CacheRecord): Promise<boolean> {
  const found = await Promise.all(record.variants.map((v) => exists(path.join(outDir, v.file))))
  return found.every(Boolean)
}

async function makeVariants(
  input: ProcessImageInput,
  source: Buffer,
  key: string,
  layout: ImageLayout,
  opts: ProcessImageOptions,
): Promise<CacheRecord> {
  const meta = await sharp(source, { autoOrient: true }).metadata()
  const original = meta.autoOrient
  const stats = await limited(() => sharp(source, { autoOrient: true }).stats())
  const transparent = meta.hasAlpha && !stats.isOpaque
  const size = displaySize(layout, opts, original.width, original.height)
  // With both width and height the image is cropped to that shape: no variant may need
  // more rows than the original has.
  const cropped = opts.width !== undefined && opts.height !== undefined
  const maxWidth = cropped
    ? Math.min(original.width, Math.floor((original.height * size.width) / size.height))
    : original.width
  const widths = variantWidths(layout, size.width, maxWidth)
  const heightAt = (w: number) => Math.max(1, Math.round((w * size.height) / size.width))
  const fallbackFormat = transparent ? 'png' : 'jpeg'
  const base = `${slugOf(input.src)}-${key.slice(0, HASH_LENGTH)}`

  const formats: OutputFormat[] = ['avif', 'webp', fallbackFormat]
  const variants = formats.flatMap((format) =>
    widths.map((width) => ({ format, width, file: `${base}-${width}.${EXTENSION[format]}` })),
  )
  await mkdir(opts.outDir, { recursive: true })
  const [placeholder] = await Promise.all([
    transparent ? Promise.resolve('transparent') : makePlaceholder(source, size, stats.dominant),
    ...variants.map((v) =>
      writeOnce(path.join(opts.outDir, v.file), () =>
        limited(() =>
          ENCODE[v.format](
            sharp(source, { autoOrient: true }).resize({
              width: v.width,
              height: heightAt(v.width),
              fit: 'cover',
              position: 'centre',
            }),
          ).toBuffer(),
        ),
      ),
    ),
  ])
  const target = Math.min(size.width, maxWidth)
  const fallbackWidth = [...widths].reverse().find((w) => w <= target) ?? widths[0] ?? target
  return { layout, ...size, placeholder, fallbackFormat, fallbackWidth, variants }
}

/** A blurred-when-scaled tiny WebP within the byte budget, else the dominant colour. */
async function makePlaceholder(
  source: Buffer,
  size: { width: number; height: number },
  dominant: { r: number; g: number; b: number },
): Promise<string> {
  for (const width of PLACEHOLDER_WIDTHS) {
    const height = Math.max(1, Math.round((width * size.height) / size.width))
    const data = await limited(() =>
      sharp(source, { autoOrient: true })
        .resize({ width, height, fit: 'cover', position: 'centre' })
        .webp({ quality: 30, effort: 6 })
        .toBuffer(),
    )
    const uri = `data:image/webp;base64,${data.toString('base64')}`
    if (uri.length <= PLACEHOLDER_MAX_BYTES) return uri
  }
  return `rgb(${dominant.r}, ${dominant.g}, ${dominant.b})`
}

function toImageData(record: CacheRecord, publicBase: string): ImageData {
  const srcSet = (format: OutputFormat) =>
    record.variants
      .filter((v) => v.format === format)
      .map((v) => `${publicBase}${v.file} ${v.width}w`)
      .join(', ')
  const sizes = sizesFor(record.layout, record.width)
  const sources: ImageSource[] = [
    { type: 'image/avif', srcSet: srcSet('avif'), sizes },
    { type: 'image/webp', srcSet: srcSet('webp'), sizes },
  ]
  const fallback = record.variants.find(
    (v) => v.format === record.fallbackFormat && v.width === record.fallbackWidth,
  )
  if (!fallback) throw new Error('the image cache record has no fallback file')
  return {
    layout: record.layout,
    width: record.width,
    height: record.height,
    placeholder: record.placeholder,
    sources,
    fallback: { src: publicBase + fallback.file, srcSet: srcSet(record.fallbackFormat), sizes },
  }
}

// ---- Sizes ------------------------------------------------------------------------

function displaySize(
  layout: ImageLayout,
  opts: ProcessImageOptions,
  originalWidth: number,
  originalHeight: number,
): { width: number; height: number } {
  if (!(originalWidth > 0 && originalHeight > 0)) {
    throw new Error('cannot read the image size')
  }
  const { width, height } = layout === 'fullWidth' ? {} : opts
  if (width !== undefined && height !== undefined) return { width, height }
  if (width !== undefined) {
    return { width, height: Math.max(1, Math.round((width * originalHeight) / originalWidth)) }
  }
  if (height !== undefined) {
    return { width: Math.max(1, Math.round((height * originalWidth) / originalHeight)), height }
  }
  return { width: originalWidth, height: originalHeight }
}

/** The widths to generate, ascending, never wider than the original allows. */
export function variantWidths(layout: ImageLayout, width: number, maxWidth: number): number[] {
  const cap = (w: number) => Math.max(1, Math.min(Math.round(w), maxWidth))
  const wanted =
    layout === 'fullWidth'
      ? [
          ...FULL_WIDTH_BREAKPOINTS.filter((w) => w < maxWidth),
          Math.min(maxWidth, Math.max(...FULL_WIDTH_BREAKPOINTS)),
        ]
      : DENSITIES[layout].map((density) => width * density)
  return [...new Set(wanted.map(cap))].sort((a, b) => a - b)
}

// ---- Files ------------------------------------------------------------------------

function sha256(parts: Array<string | Buffer>): string {
  const hash = createHash('sha256')
  for (const part of parts) hash.update(part)
  return hash.digest('hex')
}

function slugOf(src: string): string {
  const name = path.posix.basename(src).replace(/\.[^.]+$/, '')
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'image'
  )
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  )
}

let temporaries = 0

/**
 * Writes `file` unless it exists (or always, with `replace`), through a temporary
 * file and a rename so that an interrupted build never leaves a partial output.
 */
async function writeOnce(
  file: string,
  contents: () => Promise<Buffer | string>,
  replace = false,
): Promise<void> {
  if (!replace && (await exists(file))) return
  await mkdir(path.dirname(file), { recursive: true })
  const temporary = `${file}.${process.pid}-${++temporaries}.tmp`
  try {
    await writeFile(temporary, await contents())
    await rename(temporary, file)
  } finally {
    await rm(temporary, { force: true })
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
