import { readdirSync, readFileSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_SETTINGS, type SiteSettings } from '../../src/site/settings'
import { BUILDER_FOLDERS, computeBuildHash } from './build-hash'

describe('computeBuildHash', () => {
  let root: string
  const settings: SiteSettings = DEFAULT_SETTINGS
  const hash = (changes: { settings?: SiteSettings; nodeEnv?: string } = {}) =>
    computeBuildHash({
      root,
      brand: 'edgepoint',
      settings: changes.settings ?? settings,
      nodeEnv: changes.nodeEnv ?? 'production',
    })
  const write = async (file: string, text: string) => {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true })
    await writeFile(path.join(root, file), text)
  }

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'build-hash-'))
    await write('src/main.ts', 'export {}')
    await write('sw/worker/service-worker.ts', 'self')
    await write('content/edgepoint/pages/en/home.md', '---\ntitle: Home\n---')
    await write('content/edgepoint/static/favicon.svg', '<svg/>')
    await write('redirects.csv', 'from,to,status\n/a/,/b/,301\n')
    await write('package-lock.json', '{}')
    await write('vite.config.ts', 'export default {}')
  })
  afterEach(() => rm(root, { recursive: true, force: true }))

  it('is the same for the same inputs, and ignores what does not shape the output', async () => {
    const before = hash()
    await write('README.md', 'words')
    await write('tests/e2e/a.spec.ts', 'test')
    await write('src/main.test.ts', 'test')
    await write('src/README.md', 'words')
    await write('src/model/testing/test-content.ts', 'a test helper')
    expect(hash()).toBe(before)
  })

  // Content is not the app: a content edit must leave the pages it does not touch the same.
  it.each([
    ['the content', 'content/edgepoint/pages/en/home.md'],
    ['the redirect table', 'redirects.csv'],
  ])('is the same when only %s changes', async (_, file) => {
    const before = hash()
    await write(file, 'changed')
    expect(hash()).toBe(before)
  })

  it.each([
    ['the redirect checks', 'tools/redirects/validate.ts'],
    ['the redirect outputs', 'tools/builder/redirect-outputs.ts'],
    ['the site code', 'src/main.ts'],
    ['site code in a folder whose name only contains "testing"', 'src/retesting/main.ts'],
    ['the service worker', 'sw/worker/service-worker.ts'],
    ["the brand's icon, which its theme carries", 'content/edgepoint/static/favicon.svg'],
    ['the dependency lock', 'package-lock.json'],
  ])('changes with %s', async (_, file) => {
    const before = hash()
    await write(file, 'changed')
    expect(hash()).not.toBe(before)
  })

  it("changes with NODE_ENV: a test runner's development React makes other bundles and pages", () => {
    expect(hash({ nodeEnv: 'test' })).not.toBe(hash())
  })

  it('changes with the settings from the environment (a sign-in pool, a tag manager container)', () => {
    const withContainer: SiteSettings = {
      ...settings,
      analytics: { ...settings.analytics, containerId: 'GTM-ABC123' },
    }
    expect(hash({ settings: withContainer })).not.toBe(hash())
  })
})

describe('BUILDER_FOLDERS', () => {
  it('holds every folder of tools/ that the build imports from', () => {
    const tools = path.resolve(import.meta.dirname, '..')
    const imported = new Set<string>()
    for (const folder of BUILDER_FOLDERS) {
      const files = readdirSync(path.join(tools, folder), { recursive: true, encoding: 'utf8' })
      for (const file of files.filter((f) => /\.(ts|mjs)$/.test(f) && !/\.test\.ts$/.test(f))) {
        const text = readFileSync(path.join(tools, folder, file), 'utf8')
        for (const [, name] of text.matchAll(/(?:from |import\()'\.\.\/([a-z-]+)\//g))
          imported.add(name ?? '')
      }
    }
    expect(imported.size).toBeGreaterThan(0)
    for (const name of imported) expect(BUILDER_FOLDERS).toContain(name)
  })
})
