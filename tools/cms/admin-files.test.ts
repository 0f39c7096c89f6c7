import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminPolicy, writeAdminSite } from './admin-files'
import { BACKEND_FILE, decapBackend, readBackend, type Backend } from './backend'
import { decapConfigYaml } from './decap-config'

describe('the editor built for a host of its own', { timeout: 60_000 }, () => {
  let out = ''
  let backend: Backend
  beforeAll(async () => {
    out = path.join(await mkdtemp(path.join(tmpdir(), 'admin-')), 'dist-admin')
    backend = await readBackend()
    await writeAdminSite(out, backend, BACKEND_FILE)
  })
  afterAll(() => rm(path.dirname(out), { recursive: true, force: true }))

  it('is a page search engines are told to skip, under its own policy', async () => {
    const page = await readFile(path.join(out, 'index.html'), 'utf8')
    expect(page).toContain('<meta name="robots" content="noindex, nofollow" />')
    expect(page).not.toMatch(/<script>|<style>|style=/)
    const headers = await readFile(path.join(out, '_headers'), 'utf8')
    expect(headers).toContain(`Content-Security-Policy: ${adminPolicy({ backend })}`)
    expect(headers).toContain('X-Robots-Tag: noindex, nofollow')
    expect(await readFile(path.join(out, 'robots.txt'), 'utf8')).toBe(
      'User-agent: *\nDisallow: /\n',
    )
  })

  it('carries the generated configuration with the back end of its file, our script and Decap', async () => {
    const names = await readdir(out)
    expect(names).toEqual(expect.arrayContaining(['config.yml', 'cms.js', 'decap-cms.js']))
    const config = await readFile(path.join(out, 'config.yml'), 'utf8')
    expect(config).toBe(decapConfigYaml(decapBackend(backend), BACKEND_FILE))
    expect(config).toContain('\nbackend:\n  name: github\n  repo: edgepoint/website\n')
    expect(config).not.toContain('local_backend')
  })

  it("carries both brands' images at the paths front matter writes, for the form's thumbnails", async () => {
    for (const [brand, image] of [
      ['edgepoint', 'images/articles/reading-room.jpg'],
      ['cymbria', 'images/team/peterl.svg'],
    ] as const) {
      expect(await readFile(path.join(out, image))).toEqual(
        await readFile(path.join('content', brand, 'static', image)),
      )
    }
  })

  it("keeps Decap's needs to its own page: eval and inline styles, nothing else loosened", () => {
    const policy = adminPolicy()
    expect(policy).toContain("script-src 'self' 'unsafe-eval'")
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    expect(policy).toContain("object-src 'none'")
    expect(policy).toContain("frame-ancestors 'none'")
  })
})
