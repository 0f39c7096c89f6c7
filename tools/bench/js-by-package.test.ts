import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buildSync } from 'esbuild'
import type { RawSourceMap } from 'source-map-js'
import { describe, expect, it } from 'vitest'
import type { ViteManifest } from '../builder/router-manifest'
import { SITE_CODE, firstLoadScripts, packageOfSource, weighScript } from './js-by-package'

describe('packageOfSource', () => {
  it('names the innermost package of a source, scoped or not, and the site for the rest', () => {
    expect(packageOfSource('../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe(
      'react-dom',
    )
    expect(packageOfSource('../node_modules/@tanstack/router-core/dist/esm/router.js')).toBe(
      '@tanstack/router-core',
    )
    expect(packageOfSource('../node_modules/a/node_modules/b/index.js')).toBe('b')
    expect(packageOfSource('../src/templates/article.tsx')).toBe(SITE_CODE)
  })
})

describe('weighScript', () => {
  it('gives every byte of a bundled script to the package its source map names', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'weigh-'))
    mkdirSync(path.join(dir, 'node_modules', 'padder'), { recursive: true })
    writeFileSync(
      path.join(dir, 'node_modules', 'padder', 'index.js'),
      `export function pad(text, width) {\n  let out = String(text)\n  while (out.length < width) out = ' ' + out\n  return out\n}\n`,
    )
    writeFileSync(
      path.join(dir, 'main.ts'),
      `import { pad } from 'padder'\nconst lines: string[] = ['a', 'bb', 'ccc'].map((x) => pad(x, 8))\nconsole.log(lines.join('\\n'))\n`,
    )
    const result = buildSync({
      entryPoints: [path.join(dir, 'main.ts')],
      absWorkingDir: dir,
      bundle: true,
      minify: true,
      sourcemap: 'external',
      outdir: path.join(dir, 'out'),
      write: false,
      format: 'esm',
    })
    const code = result.outputFiles.find((f) => f.path.endsWith('.js'))?.text ?? ''
    const map = JSON.parse(
      result.outputFiles.find((f) => f.path.endsWith('.map'))?.text ?? '{}',
    ) as RawSourceMap

    const weights = weighScript(code, map)
    expect([...weights.keys()].sort()).toEqual(expect.arrayContaining(['padder', SITE_CODE]))
    expect((weights.get('padder') ?? 0) > 20).toBe(true)
    expect((weights.get(SITE_CODE) ?? 0) > 20).toBe(true)
    expect([...weights.values()].reduce((a, b) => a + b, 0)).toBe(Buffer.byteLength(code))
  })
})

describe('firstLoadScripts', () => {
  const manifest: ViteManifest = {
    'src/entry-client.tsx': {
      file: 'assets/entry-client-1.js',
      isEntry: true,
      imports: ['_shared-2.js'],
      dynamicImports: ['src/routes/{-$locale}/article/$slug.tsx?tsr-split=component'],
    },
    '_shared-2.js': { file: 'assets/shared-2.js' },
    'src/routes/{-$locale}/route.tsx?tsr-split=component': {
      file: 'assets/route-3.js',
      isDynamicEntry: true,
    },
    'src/routes/{-$locale}/article/$slug.tsx?tsr-split=component': {
      file: 'assets/_slug-4.js',
      isDynamicEntry: true,
      imports: ['_shared-2.js', '_rich-text-5.js'],
    },
    '_rich-text-5.js': { file: 'assets/rich-text-5.js' },
    'src/routes/{-$locale}/portfolio/$slug.tsx?tsr-split=component': {
      file: 'assets/_slug-6.js',
      isDynamicEntry: true,
    },
    'src/i18n/locales/en.json': { file: 'assets/en-7.js', isDynamicEntry: true },
    'src/i18n/locales/fr.json': { file: 'assets/fr-8.js', isDynamicEntry: true },
  }

  it('takes the entry, the root, the layouts above the route and the route, each once, and the locale’s strings', () => {
    expect(firstLoadScripts(manifest, '/{-$locale}/article/$slug', 'fr')).toEqual([
      'assets/entry-client-1.js',
      'assets/shared-2.js',
      'assets/route-3.js',
      'assets/_slug-4.js',
      'assets/rich-text-5.js',
      'assets/fr-8.js',
    ])
  })

  it('names a route the bundle does not have', () => {
    expect(() => firstLoadScripts(manifest, '/{-$locale}/nowhere', 'en')).toThrow(
      'the client bundle has no route /{-$locale}/nowhere',
    )
  })
})
