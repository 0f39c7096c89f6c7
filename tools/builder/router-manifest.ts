import { readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import type { ServerManifest } from '@tanstack/router-core'

export interface ViteManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}
export type ViteManifest = Record<string, ViteManifestChunk>

export const CLIENT_ENTRY = 'src/entry-client.tsx'
const ROUTES_DIR = 'src/routes/'
const SPLIT_SUFFIX = /\.tsx\?tsr-split=.*$/

/**
 * The router's id of a directory-style route file:
 * `{-$locale}/route.tsx` -> `/{-$locale}`, `{-$locale}/index.tsx` -> `/{-$locale}/`.
 */
export function routeIdOfFile(file: string): string {
  const rel = file
    .slice(ROUTES_DIR.length)
    .replace(SPLIT_SUFFIX, '')
    .replace(/\.tsx$/, '')
  if (rel === 'index') return '/'
  if (rel.endsWith('/route')) return `/${rel.slice(0, -'/route'.length)}`
  if (rel.endsWith('/index')) return `/${rel.slice(0, -'index'.length)}`
  return `/${rel}`
}

/** A chunk and everything it statically imports, in load order, without repeats. */
function closure(vite: ViteManifest, key: string, seen: Set<string>): ViteManifestChunk[] {
  if (seen.has(key)) return []
  seen.add(key)
  const chunk = vite[key]
  if (!chunk) return []
  return [chunk, ...(chunk.imports ?? []).flatMap((k) => closure(vite, k, seen))]
}

const url = (file: string) => `/${file}`

function entryChunk(vite: ViteManifest): ViteManifestChunk {
  const entry = vite[CLIENT_ENTRY]
  if (!entry?.isEntry) throw new Error(`The Vite manifest has no entry "${CLIENT_ENTRY}"`)
  return entry
}

/** The URL of the client entry module. */
export function clientEntryUrl(vite: ViteManifest): string {
  return url(entryChunk(vite).file)
}

/**
 * Turns Vite's build manifest into the router's: the entry's CSS and module
 * preloads on the root route, and each route's own split chunks on it, so a
 * prerendered page preloads exactly what its route needs. Stylesheets given as
 * `inlineCss` (URL -> text) are inlined by the router. The entry script
 * itself is left out: the build adds a loader that starts it after the first
 * paint (`first-paint.ts`), which React then finds nothing to hydrate against.
 */
export function routerManifestFromVite(
  vite: ViteManifest,
  { inlineCss }: { inlineCss?: Record<string, string> } = {},
): ServerManifest {
  entryChunk(vite)
  const rootSeen = new Set<string>()
  const rootChunks = closure(vite, CLIENT_ENTRY, rootSeen)
  const routes: ServerManifest['routes'] = {
    __root__: {
      preloads: rootChunks.slice(1).map((c) => url(c.file)),
      css: [...rootChunks.flatMap((c) => c.css ?? []), ...siteStylesheets(vite)].map(url),
    },
  }
  for (const [key, chunk] of Object.entries(vite)) {
    if (!chunk.isDynamicEntry || !key.startsWith(ROUTES_DIR) || !SPLIT_SUFFIX.test(key)) continue
    const chunks = closure(vite, key, new Set(rootSeen))
    const id = routeIdOfFile(key)
    const existing = routes[id] ?? {}
    routes[id] = {
      preloads: [...(existing.preloads ?? []), ...chunks.map((c) => url(c.file))],
      css: [...(existing.css ?? []), ...chunks.flatMap((c) => c.css ?? []).map(url)],
    }
  }
  if (!inlineCss || Object.keys(inlineCss).length === 0) return { routes }
  // The router puts these stylesheets' text into the pages that use them instead of links.
  const styles = Object.fromEntries(
    Object.entries(inlineCss).map(([href, text]) => [
      href,
      text.replace(/<\/style/gi, '<\\/style'),
    ]),
  )
  return { routes, inlineCss: { styles } }
}

/**
 * Stylesheets that belong to no chunk: with CSS code splitting off, Vite emits
 * the whole site's CSS as one such file (`style.css`), which every page needs.
 */
function siteStylesheets(vite: ViteManifest): string[] {
  return Object.values(vite)
    .map((c) => c.file)
    .filter((file) => file.endsWith('.css'))
}

/** Every stylesheet the manifest names, as URLs. */
export function stylesheetsOf(vite: ViteManifest): string[] {
  return [
    ...new Set([...Object.values(vite).flatMap((c) => c.css ?? []), ...siteStylesheets(vite)]),
  ].map(url)
}

/** Inline the CSS into pages while all of it stays under this many characters. */
const INLINE_CSS_LIMIT = 40_000

/**
 * The router's manifest and the client entry's URL, from the manifest Vite
 * wrote into the client bundle's folder (then removed: it is no part of the
 * site). The site's CSS is a few KB: inlined into each page, the first paint
 * waits for no stylesheet request.
 */
export async function readRouterManifest(
  outDir: string,
): Promise<{ manifest: ServerManifest; clientEntry: string }> {
  const viteDir = path.join(outDir, '.vite')
  const vite = JSON.parse(
    await readFile(path.join(viteDir, 'manifest.json'), 'utf8'),
  ) as ViteManifest
  const css = await Promise.all(
    stylesheetsOf(vite).map(
      async (href) => [href, await readFile(path.join(outDir, href), 'utf8')] as const,
    ),
  )
  const size = css.reduce((n, [, text]) => n + text.length, 0)
  await rm(viteDir, { recursive: true })
  return {
    manifest: routerManifestFromVite(vite, {
      inlineCss: size <= INLINE_CSS_LIMIT ? Object.fromEntries(css) : {},
    }),
    clientEntry: clientEntryUrl(vite),
  }
}
