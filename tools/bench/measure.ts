import { open, readFile, readdir } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { constants, gzip } from 'node:zlib'
import { DEFAULT_LOCALE } from '../../src/site/locales'
import { localeOfPath } from '../../src/site/paths'
import { LOADER_ENTRY, LOADER_PRELOADS } from '../builder/first-paint'
import { outputFile } from '../builder/page-data-writer'
import { mapLimit } from '../shared/map-limit'

/**
 * Size measurements of a built site, read from the files on disk: the gzip
 * size of each page's HTML and the JavaScript a first visit downloads.
 * gzip at level 9, as a host serving precompressed files would send it.
 */
const gzipAsync = promisify(gzip)

export async function gzipSize(data: string | Uint8Array): Promise<number> {
  return (await gzipAsync(data, { level: constants.Z_BEST_COMPRESSION })).length
}

export function median(values: readonly number[]): number {
  return percentile(values, 50)
}

/** The nearest-rank percentile (`p` in 0..100) of the values; NaN for none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN
}

// ---- Pages of a built site ----------------------------------------------------------

export interface BuiltPage {
  path: string
  template: string
}

/** Records are written with `path` first; anywhere else a `"path"` may be a translation's. */
const PATH_FIELD = /^\{"path":"((?:[^"\\]|\\.)*)"/
const TEMPLATE_FIELD = /"componentChunkName":"component---src-templates-([\w-]+)-tsx"/

/** Path and template of a page-data file, from its first bytes when they suffice. */
async function pageOf(file: string): Promise<BuiltPage | undefined> {
  const handle = await open(file)
  let head: string
  try {
    const buffer = Buffer.alloc(1024)
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0)
    head = buffer.subarray(0, bytesRead).toString('utf8')
  } finally {
    await handle.close()
  }
  const pagePath = PATH_FIELD.exec(head)?.[1]
  const template = TEMPLATE_FIELD.exec(head)?.[1]
  if (pagePath === undefined || template === undefined) {
    const record: unknown = JSON.parse(await readFile(file, 'utf8'))
    const result = isRecord(record) ? record.result : undefined
    if (!isRecord(record) || typeof record.path !== 'string') return undefined
    if (!isRecord(result) || typeof result.template !== 'string') return undefined
    return { path: record.path, template: result.template }
  }
  const decoded: unknown = JSON.parse(`"${pagePath}"`)
  return { path: typeof decoded === 'string' ? decoded : pagePath, template }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

/** Every page of a built site, from its page-data files, sorted by path. */
export async function listPages(dist: string, concurrency = 32): Promise<BuiltPage[]> {
  const root = path.join(dist, 'page-data')
  const found = await readdir(root, { recursive: true, withFileTypes: true })
  const files = found
    .filter((d) => d.isFile() && d.name === 'page-data.json')
    .map((d) => path.join(d.parentPath, d.name))
  const pages = await mapLimit(files, concurrency, pageOf)
  return pages
    .filter((p): p is BuiltPage => p !== undefined)
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
}

export const htmlFile = (dist: string, pagePath: string) =>
  path.join(outputFile(dist, pagePath), 'index.html')

// ---- What a first visit downloads ---------------------------------------------------

interface Tag {
  name: string
  attrs: Map<string, string>
}

const TAG = /<(script|link)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi
const ATTR = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g

function tagsOf(html: string): Tag[] {
  const tags: Tag[] = []
  for (const m of html.matchAll(TAG)) {
    const attrs = new Map<string, string>()
    for (const a of (m[2] ?? '').matchAll(ATTR)) {
      const value = a[2] ?? a[3] ?? a[4] ?? ''
      attrs.set((a[1] ?? '').toLowerCase(), value.replace(/&amp;/g, '&'))
    }
    tags.push({ name: (m[1] ?? '').toLowerCase(), attrs })
  }
  return tags
}

/** URL paths of the page's module scripts and modulepreloads (also those the build's loader adds), and of its stylesheets. */
export function referencedAssets(html: string): { scripts: string[]; styles: string[] } {
  const scripts: string[] = []
  const styles: string[] = []
  for (const { name, attrs } of tagsOf(html)) {
    const rel = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/)
    if (name === 'script' && attrs.get('type') === 'module' && attrs.get('src'))
      scripts.push(attrs.get('src') ?? '')
    else if (name === 'script' && attrs.get(LOADER_ENTRY)) {
      // The build's after-first-paint loader: its entry module, then what it preloads.
      scripts.push(attrs.get(LOADER_ENTRY) ?? '')
      scripts.push(...(attrs.get(LOADER_PRELOADS) ?? '').split(' ').filter(Boolean))
    } else if (name === 'link' && rel.includes('modulepreload') && attrs.get('href'))
      scripts.push(attrs.get('href') ?? '')
    else if (name === 'link' && rel.includes('stylesheet') && attrs.get('href'))
      styles.push(attrs.get('href') ?? '')
  }
  return { scripts, styles }
}

/**
 * Specifiers of a module's static imports and re-exports (`import … from "./x.js"`,
 * `import "./x.js"`, `export … from "./x.js"`): the browser fetches them before
 * the module runs. Dynamic `import()` is left out.
 */
export function staticImports(code: string): string[] {
  const found: string[] = []
  const pattern = /(?:^|[;}\n/])\s*(?:import|export)\s*(?:[\w$*{][^;'"]*?from\s*)?["']([^"']+)["']/g
  for (const m of code.matchAll(pattern)) {
    const spec = m[1] ?? ''
    if (/^(?:\.{1,2}\/|\/)/.test(spec) && /\.m?js(?:[?#].*)?$/.test(spec)) found.push(spec)
  }
  return found
}

/** A same-site URL, resolved against `base` (a URL path), as a URL path; undefined off-site. */
function sitePath(url: string, base: string): string | undefined {
  const resolved = new URL(url, new URL(base, 'http://site.invalid'))
  return resolved.host === 'site.invalid' ? decodeURIComponent(resolved.pathname) : undefined
}

export interface AssetSize {
  /** URL path, e.g. `/assets/entry-client-x.js`. */
  file: string
  bytes: number
  gzip: number
}

export interface FirstLoad {
  template: string
  page: string
  locale: string
  htmlGzip: number
  cssGzip: number
  jsGzip: number
  js: AssetSize[]
}

async function assetSize(dist: string, urlPath: string): Promise<AssetSize & { code: string }> {
  const data = await readFile(path.join(dist, ...urlPath.split('/').filter(Boolean)))
  return { file: urlPath, bytes: data.length, gzip: await gzipSize(data), code: data.toString() }
}

/** Whether a script's file name is that of the UI strings chunk of `locale` (`<locale>-<hash>.js`). */
export function isLocaleStrings(fileName: string, locale: string): boolean {
  return new RegExp(`^${locale}-[\\w-]+\\.js$`).test(fileName)
}

/**
 * The first-load cost of one page, from the built files: its HTML (gzip), its
 * stylesheets, and its JavaScript: every module script and modulepreload the
 * HTML references, the modules they import statically, and the UI strings
 * chunk of the page's locale (`assets/<locale>-<hash>.js`), each counted once.
 */
export async function measureFirstLoad(dist: string, page: BuiltPage): Promise<FirstLoad> {
  const html = await readFile(htmlFile(dist, page.path), 'utf8')
  const { scripts, styles } = referencedAssets(html)
  const locale = localeOfPath(page.path)
  const pending = scripts.flatMap((s) => sitePath(s, page.path) ?? [])
  const entry = pending[0]
  if (entry) {
    const assetsDir = path.posix.dirname(entry)
    const names = await readdir(path.join(dist, ...assetsDir.split('/').filter(Boolean)))
    const localeChunk = names.filter((n) => isLocaleStrings(n, locale)).sort()[0]
    if (localeChunk) pending.push(path.posix.join(assetsDir, localeChunk))
  }
  const js = new Map<string, AssetSize>()
  while (pending.length > 0) {
    const file = pending.shift() ?? ''
    if (js.has(file)) continue
    const { code, ...size } = await assetSize(dist, file)
    js.set(file, size)
    for (const spec of staticImports(code)) {
      const imported = sitePath(spec, file)
      if (imported && !js.has(imported)) pending.push(imported)
    }
  }
  const css = await Promise.all(
    styles.flatMap((s) => sitePath(s, page.path) ?? []).map((s) => assetSize(dist, s)),
  )
  const list = [...js.values()]
  return {
    template: page.template,
    page: page.path,
    locale,
    htmlGzip: await gzipSize(html),
    cssGzip: css.reduce((sum, c) => sum + c.gzip, 0),
    jsGzip: list.reduce((sum, j) => sum + j.gzip, 0),
    js: list,
  }
}

/** One page of each template, in the default locale where it has one, first by path. */
export function pagePerTemplate(pages: readonly BuiltPage[]): BuiltPage[] {
  const chosen = new Map<string, BuiltPage>()
  for (const page of pages) {
    const have = chosen.get(page.template)
    const inDefault = (p: BuiltPage) => localeOfPath(p.path) === DEFAULT_LOCALE
    if (!have || (!inDefault(have) && inDefault(page))) chosen.set(page.template, page)
  }
  return [...chosen.values()].sort((a, b) => a.template.localeCompare(b.template))
}

export interface SiteSizes {
  pages: number
  html: { medianGzip: number; p95Gzip: number; totalGzip: number; totalBytes: number }
  firstLoad: FirstLoad[]
}

/** Sizes of a built site: HTML per page (gzip) and the first-load cost of each template. */
export async function measureSite(dist: string, concurrency = 16): Promise<SiteSizes> {
  const pages = await listPages(dist)
  const sizes = await mapLimit(pages, concurrency, async (p) => {
    const html = await readFile(htmlFile(dist, p.path))
    return { bytes: html.length, gzip: await gzipSize(html) }
  })
  const gz = sizes.map((s) => s.gzip)
  const firstLoad: FirstLoad[] = []
  for (const page of pagePerTemplate(pages)) firstLoad.push(await measureFirstLoad(dist, page))
  return {
    pages: pages.length,
    html: {
      medianGzip: median(gz),
      p95Gzip: percentile(gz, 95),
      totalGzip: gz.reduce((a, b) => a + b, 0),
      totalBytes: sizes.reduce((a, s) => a + s.bytes, 0),
    },
    firstLoad,
  }
}
