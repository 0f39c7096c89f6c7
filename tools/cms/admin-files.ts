import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { build } from 'esbuild'
import { BRAND_IDS } from '../../src/site/brands'
import { backendOrigins, decapBackend, type Backend, type BackendOrigins } from './backend'
import { decapConfigYaml } from './decap-config'

/**
 * The files of `/admin/`: our page, the generated configuration, our script
 * bundled, and Decap CMS's standalone bundle (it carries its own React, so the
 * site's React is not involved). Served by `npm run cms` (serve.ts), or
 * written out by `tools cms build` for a host of their own (docs/cms.md).
 */

const here = import.meta.dirname

/**
 * The admin page's content security policy, its own and not the site's.
 * Decap compiles its configuration schema with `new Function` (ajv) and styles
 * itself with inline <style> (emotion): 'unsafe-eval' and inline styles are
 * its needs, measured (docs/cms.md), and they stay on this page. `backend`:
 * the production back end, whose origins (and those alone) it may call and
 * show avatars from (backend.ts); none for the local back end, on this
 * origin. `frameSrc`: the dev server the preview shows.
 */
export function adminPolicy({
  backend,
  frameSrc = [],
}: { backend?: Backend; frameSrc?: readonly string[] } = {}): string {
  const origins = backend ? backendOrigins(backend) : { connect: [], img: [] }
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...origins.img].join(' '),
    ["connect-src 'self' blob:", ...origins.connect].join(' '),
    ["frame-src 'self' blob:", ...frameSrc].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ')
}

export type AdminFiles = Map<string, { body: Buffer | string; type: string }>

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.yml': 'text/yaml; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
}
const typeOf = (name: string) => TYPES[path.extname(name)] ?? 'application/octet-stream'

/** Decap's standalone bundle and the chunks it loads on demand. */
async function decapFiles(): Promise<[string, Buffer][]> {
  const dist = path.dirname(createRequire(import.meta.url).resolve('decap-cms/dist/decap-cms.js'))
  const names = (await readdir(dist)).filter(
    (n) => (n.endsWith('decap-cms.js') || n.endsWith('.wasm')) && !n.endsWith('.map'),
  )
  return Promise.all(names.map(async (n) => [n, await readFile(path.join(dist, n))] as const))
}

/** Our script, bundled for the browser. */
export async function bundleAdminScript(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(here, 'admin/cms.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  })
  const out = result.outputFiles[0]
  if (!out) throw new Error('esbuild wrote no admin script')
  return out.text
}

/** `backend`: the production back end written into config.yml; without it, the local one. */
export async function adminFiles(backend?: Backend, from?: string): Promise<AdminFiles> {
  const [page, script, decap] = await Promise.all([
    readFile(path.join(here, 'admin/index.html'), 'utf8'),
    bundleAdminScript(),
    decapFiles(),
  ])
  const files: AdminFiles = new Map()
  files.set('index.html', { body: page, type: typeOf('index.html') })
  files.set('config.yml', {
    body: backend ? decapConfigYaml(decapBackend(backend), from) : decapConfigYaml(),
    type: typeOf('config.yml'),
  })
  files.set('cms.js', { body: script, type: typeOf('cms.js') })
  for (const [name, body] of decap) files.set(name, { body, type: typeOf(name) })
  return files
}

/**
 * The editor as a static folder for its own origin (say cms.example.com): not
 * inside the site's output, whose one policy for every path (security-headers.ts)
 * forbids what Decap needs, and where a host would enforce both policies at
 * once. Search engines and the site's search, sitemap and service worker never
 * see it. It carries the brands' images at the `/images/...` paths front
 * matter writes, which Decap shows as thumbnails from its own origin, as
 * `npm run cms` serves them (serve.ts): the first brand's file where both
 * have one of that name. An image committed since the editor was built shows
 * once it is built again; one uploaded in the editor shows at once.
 */
export async function writeAdminSite(
  out: string,
  backend: Backend,
  from?: string,
  root = process.cwd(),
): Promise<{ files: number; bytes: number; policy: BackendOrigins }> {
  const files = await adminFiles(backend, from)
  await rm(out, { recursive: true, force: true })
  await mkdir(out, { recursive: true })
  const headers = [
    '/*',
    `  Content-Security-Policy: ${adminPolicy({ backend })}`,
    '  X-Robots-Tag: noindex, nofollow',
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: same-origin',
    '  Cache-Control: no-cache',
    '',
  ].join('\n')
  files.set('_headers', { body: headers, type: 'text/plain' })
  files.set('robots.txt', { body: 'User-agent: *\nDisallow: /\n', type: 'text/plain' })
  let bytes = 0
  for (const [name, { body }] of files) {
    await writeFile(path.join(out, name), body)
    bytes += typeof body === 'string' ? Buffer.byteLength(body) : body.length
  }
  // Later brands first, so that the first brand's file is the one left in place.
  for (const brand of [...BRAND_IDS].reverse()) {
    const images = path.join(root, 'content', brand, 'static', 'images')
    await cp(images, path.join(out, 'images'), { recursive: true, force: true }).catch(
      (e: NodeJS.ErrnoException) => {
        if (e.code !== 'ENOENT') throw e
      },
    )
  }
  return { files: files.size, bytes, policy: backendOrigins(backend) }
}
