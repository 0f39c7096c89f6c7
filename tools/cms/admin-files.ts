import { readdir, readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { build } from 'esbuild'
import { decapConfigYaml } from './decap-config'

/**
 * The files of `/admin/`: our page, the generated configuration, our script
 * bundled, and Decap CMS's standalone bundle (it carries its own React, so the
 * site's React is not involved). Served by `npm run cms` (serve.ts).
 */

const here = import.meta.dirname

/**
 * The admin page's content security policy, its own and not the site's.
 * Decap compiles its configuration schema with `new Function` (ajv) and styles
 * itself with inline <style> (emotion): 'unsafe-eval' and inline styles are
 * its needs, measured (docs/cms.md), and they stay on this page. `frameSrc`:
 * the dev server the preview shows.
 */
export function adminPolicy(frameSrc: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    "connect-src 'self' blob: https://api.github.com",
    `frame-src 'self' blob: ${frameSrc.join(' ')}`.trim(),
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

export async function adminFiles(): Promise<AdminFiles> {
  const [page, script, decap] = await Promise.all([
    readFile(path.join(here, 'admin/index.html'), 'utf8'),
    bundleAdminScript(),
    decapFiles(),
  ])
  const files: AdminFiles = new Map()
  files.set('index.html', { body: page, type: typeOf('index.html') })
  files.set('config.yml', { body: decapConfigYaml(), type: typeOf('config.yml') })
  files.set('cms.js', { body: script, type: typeOf('cms.js') })
  for (const [name, body] of decap) files.set(name, { body, type: typeOf(name) })
  return files
}
