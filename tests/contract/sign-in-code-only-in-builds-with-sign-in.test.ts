import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { build } from 'vite'
import { afterAll, describe, expect, it } from 'vitest'
import { siteViteConfig } from '../../tools/builder/bundle.mjs'
import { siteSettingsFromEnv } from '../../tools/builder/settings'
import { BRANDS, type BrandConfig } from '../../src/site/brands'

/**
 * The client bundle of a build without sign-in (Edgepoint; Cymbria without
 * its COGNITO_* settings) carries none of the sign-in code: not the library,
 * not the screens, not the session hint. Read from real Vite builds' source
 * maps, so a module that slips in by a new import is caught whatever it is
 * named; the Cymbria build with settings shows the check sees that code.
 */

const ROOT = process.cwd()
/** Modules of the sign-in, by source path (as the source maps name them). */
const SIGN_IN_SOURCES = [
  /node_modules\/amazon-cognito-identity-js\//,
  /node_modules\/uqr\//,
  /src\/auth\/(screens\/|locales\/|strings|load-client|session-hint|cognito)/,
  /src\/templates\/(sign-in|account)\.tsx$/,
  /src\/components\/sign-in-(status|guard)\.tsx$/,
]
const SIGN_IN_WORDS = ['CognitoUserPool', 'amazon-cognito-identity-js', 'authErrors']

const POOL = {
  COGNITO_USER_POOL_ID: 'ca-central-1_Abc123',
  COGNITO_CLIENT_ID: 'abc123',
  COGNITO_ENDPOINT: 'http://127.0.0.1:4533/',
  COGNITO_AUTH_FLOW: 'USER_PASSWORD_AUTH',
}

const dirs: string[] = []
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))))

/** Every source file in a brand's client bundle, and the bundle's scripts' text. */
async function clientBundle(brand: BrandConfig, env: Record<string, string>) {
  const outDir = await mkdtemp(path.join(tmpdir(), `sign-in-bundle-${brand.id}-`))
  dirs.push(outDir)
  const config = siteViteConfig({
    root: ROOT,
    brand,
    contentRoot: ROOT,
    settings: siteSettingsFromEnv(brand, env).settings,
  })
  await build({
    ...config,
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true, copyPublicDir: false, sourcemap: 'hidden' },
  })
  const assets = path.join(outDir, 'assets')
  const files = await readdir(assets)
  const sources = new Set<string>()
  let scripts = ''
  for (const file of files.filter((f) => f.endsWith('.js'))) {
    scripts += await readFile(path.join(assets, file), 'utf8')
    const map = await readFile(path.join(assets, `${file}.map`), 'utf8').catch(() => '')
    if (map) for (const s of (JSON.parse(map) as { sources: string[] }).sources) sources.add(s)
  }
  return { sources: [...sources], scripts }
}

const signInSources = (sources: string[]) =>
  sources.filter((s) => SIGN_IN_SOURCES.some((pattern) => pattern.test(s)))

describe('sign-in code in the client bundle', () => {
  it('is absent from the Edgepoint build', { timeout: 300_000 }, async () => {
    const { sources, scripts } = await clientBundle(BRANDS.edgepoint, {})
    expect(sources.some((s) => s.includes('src/templates/home.tsx'))).toBe(true)
    expect(signInSources(sources)).toEqual([])
    expect(SIGN_IN_WORDS.filter((w) => scripts.includes(w))).toEqual([])
  })

  it('is absent from a Cymbria build without its settings', { timeout: 300_000 }, async () => {
    const { sources } = await clientBundle(BRANDS.cymbria, {})
    expect(signInSources(sources)).toEqual([])
  })

  it(
    'is in a Cymbria build with its settings (what the checks above look for)',
    { timeout: 300_000 },
    async () => {
      const { sources, scripts } = await clientBundle(BRANDS.cymbria, POOL)
      const found = signInSources(sources)
      expect(found.some((s) => s.endsWith('src/templates/sign-in.tsx'))).toBe(true)
      expect(found.some((s) => s.includes('src/auth/screens/'))).toBe(true)
      // The screens' own strings, a chunk of their own.
      expect(scripts.includes('authErrors')).toBe(true)
      expect(found.some((s) => s.endsWith('src/components/sign-in-status.tsx'))).toBe(true)
    },
  )
})
