import { readFile, readdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js'
import { build } from 'vite'
import type { BrandConfig } from '../../src/site/brands'
import { siteViteConfig } from '../builder/bundle.mjs'
import {
  routerManifestFromVite,
  clientEntryUrl,
  type ViteManifest,
} from '../builder/router-manifest'
import { siteSettingsFromEnv } from '../builder/settings'
import { isLocaleStrings } from './measure'

/** What one package weighs in a set of scripts. */
export interface PackageWeight {
  name: string
  bytes: number
  /** Its share of the scripts' gzip sizes, in proportion to its bytes in each. */
  gzip: number
}

/** The project's own code, and code no source map line points to (the bundler's glue). */
export const SITE_CODE = 'site code'
export const UNMAPPED = '(bundler, unmapped)'

/** The package a source file belongs to: the innermost `node_modules/<name>` of its path. */
export function packageOfSource(source: string): string {
  const names = [...source.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)]
  return names.at(-1)?.[1] ?? SITE_CODE
}

/**
 * Each package's bytes in one script, by its source map: the code from one
 * mapping to the next belongs to the first one's source.
 */
export function weighScript(code: string, map: RawSourceMap): Map<string, number> {
  const consumer = new SourceMapConsumer(map)
  const lines = code.split('\n')
  const byLine = new Map<number, Array<{ column: number; owner: string }>>()
  consumer.eachMapping((m) => {
    const owner = m.source ? packageOfSource(m.source) : UNMAPPED
    const list = byLine.get(m.generatedLine) ?? []
    list.push({ column: m.generatedColumn, owner })
    byLine.set(m.generatedLine, list)
  })
  const weights = new Map<string, number>()
  const add = (owner: string, text: string) =>
    weights.set(owner, (weights.get(owner) ?? 0) + Buffer.byteLength(text))
  lines.forEach((line, k) => {
    const marks = (byLine.get(k + 1) ?? []).sort((a, b) => a.column - b.column)
    let column = 0
    let owner = UNMAPPED
    for (const mark of marks) {
      add(owner, line.slice(column, mark.column))
      column = mark.column
      owner = mark.owner
    }
    add(owner, line.slice(column) + (k < lines.length - 1 ? '\n' : ''))
  })
  return weights
}

/** What each package weighs in `files` (paths in `dir`, each with its `.map` beside it), heaviest first. */
export async function weighScripts(
  dir: string,
  files: readonly string[],
): Promise<PackageWeight[]> {
  const totals = new Map<string, PackageWeight>()
  for (const file of files) {
    const code = await readFile(path.join(dir, file), 'utf8')
    const map = await readFile(path.join(dir, `${file}.map`), 'utf8').then(
      (text) => JSON.parse(text) as RawSourceMap,
      () => undefined,
    )
    const gzip = gzipSync(code, { level: 9 }).length
    const bytes = Buffer.byteLength(code)
    const shares = map ? weighScript(code, map) : new Map([[UNMAPPED, bytes]])
    for (const [name, share] of shares) {
      const total = totals.get(name) ?? { name, bytes: 0, gzip: 0 }
      total.bytes += share
      total.gzip += (gzip * share) / bytes
      totals.set(name, total)
    }
  }
  return [...totals.values()].sort((a, b) => b.gzip - a.gzip)
}

/**
 * The scripts a first visit of a route loads, from the client bundle's
 * manifest: the entry, the modules of the root, of the layouts above the
 * route (their ids are its prefixes) and of the route (each with what it
 * imports), and the UI strings of the locale, as the pages' loader and
 * hydration ask for them (`bench build` counts the same files from a page).
 */
export function firstLoadScripts(vite: ViteManifest, routeId: string, locale: string): string[] {
  const routes = routerManifestFromVite(vite).routes
  if (!routes[routeId]) throw new Error(`the client bundle has no route ${routeId}`)
  const chain = Object.keys(routes).filter(
    (id) => id === '__root__' || id === routeId || routeId.startsWith(`${id}/`),
  )
  const preloads = chain.flatMap((id) => routes[id]?.preloads ?? [])
  const strings = Object.values(vite).find(
    (c) => c.file.startsWith('assets/') && isLocaleStrings(c.file.slice('assets/'.length), locale),
  )
  if (!strings) throw new Error(`the client bundle has no strings of the locale ${locale}`)
  const urls = [clientEntryUrl(vite), ...preloads.map((p) => (typeof p === 'string' ? p : p.href))]
  return [...new Set([...urls.map((u) => u.replace(/^\//, '')), strings.file])]
}

/** The client bundle of a brand, built with source maps (not referenced from the scripts) into `outDir`. */
export async function buildClientWithMaps(
  projectRoot: string,
  brand: BrandConfig,
  outDir: string,
): Promise<ViteManifest> {
  await rm(outDir, { recursive: true, force: true })
  const config = siteViteConfig({
    root: projectRoot,
    brand,
    contentRoot: projectRoot,
    settings: siteSettingsFromEnv(brand).settings,
  })
  await build({
    ...config,
    logLevel: 'silent',
    build: {
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      sourcemap: 'hidden',
    },
  })
  const manifest = JSON.parse(
    await readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
  ) as ViteManifest
  // Every script has its map: a script without one would be weighed as nobody's. Vite's
  // module-preload helper (split out once the site has a dynamic import) has no source: the bundler's.
  const files = await readdir(path.join(outDir, 'assets'))
  const missing = files.filter(
    (f) => f.endsWith('.js') && !f.startsWith('preload-helper-') && !files.includes(`${f}.map`),
  )
  if (missing.length > 0) throw new Error(`no source map for ${missing.join(', ')}`)
  return manifest
}
