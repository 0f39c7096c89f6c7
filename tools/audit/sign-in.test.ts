import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ACCESS_MANIFEST_FILE, type AccessManifest } from '../../src/edge/access-manifest'
import type { BrandId } from '../../src/site/brands'
import type { BuildRecord } from '../builder/build-record'
import { checkSignIn } from './sign-in'

/** The pool of the manifest below, as a build with sign-in records it. */
const POOL = { region: 'local', userPoolId: 'local_abc' }
const built = (brand: BrandId, signIn: BuildRecord['signIn']): BuildRecord => ({
  version: 1,
  brand,
  buildHash: 'abc123',
  signIn,
})

/**
 * A built site of three pages: home (guarded), privacy notice and sign-in
 * (public); the home page shows a chart, the privacy notice a logo.
 */
async function site(manifest?: Partial<AccessManifest>): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'sign-in-audit-'))
  const pages = [
    { path: '/', dir: 'index', template: 'home', needsSignIn: true, image: 'chart-640.webp' },
    { path: '/privacy-notice/', dir: 'privacy-notice', template: 'general', image: 'logo.png' },
    { path: '/sign-in/', dir: 'sign-in', template: 'sign-in' },
  ]
  for (const page of pages) {
    await mkdir(path.join(root, 'page-data', page.dir), { recursive: true })
    await writeFile(
      path.join(root, 'page-data', page.dir, 'page-data.json'),
      JSON.stringify({
        path: page.path,
        result: {
          template: page.template,
          locale: 'en',
          ...(page.needsSignIn ? { needsSignIn: true } : {}),
        },
      }),
    )
    const htmlDir = path.join(root, ...page.path.split('/'))
    await mkdir(htmlDir, { recursive: true })
    const img = page.image ? `<img src="/images/_r/${page.image}" alt="">` : ''
    await writeFile(path.join(htmlDir, 'index.html'), `<!doctype html><title>x</title>${img}`)
    if (page.image) {
      await mkdir(path.join(root, 'images', '_r'), { recursive: true })
      await writeFile(path.join(root, 'images', '_r', page.image), 'image')
    }
  }
  await mkdir(path.join(root, 'pagefind'))
  if (manifest) {
    await mkdir(path.join(root, '_auth'))
    const full: AccessManifest = {
      version: 1,
      issuer: 'http://127.0.0.1:9229/local_abc',
      jwksUri: 'http://127.0.0.1:9229/local_abc/.well-known/jwks.json',
      clientId: 'client',
      pages: ['/'],
      data: ['/page-data/index/page-data.json', '/images/_r/chart-640.webp'],
      dataFolders: ['/pagefind/'],
      ...manifest,
    }
    await writeFile(path.join(root, ACCESS_MANIFEST_FILE), JSON.stringify(full))
  }
  return root
}

const roots: string[] = []
const made = async (manifest?: Partial<AccessManifest>) => {
  const root = await site(manifest)
  roots.push(root)
  return root
}
afterEach(async () => {
  await Promise.all(roots.splice(0).map((r) => rm(r, { recursive: true, force: true })))
})

describe('the release check of sign-in', () => {
  it('passes a Cymbria build whose manifest guards exactly its protected pages, their data and search', async () => {
    const report = await checkSignIn(await made({}), built('cymbria', POOL))
    expect(report).toMatchObject({ ok: true, required: true, protectedPages: 1, problems: [] })
  })

  it('refuses a Cymbria build whose record says it was built without its mandatory sign-in', async () => {
    const problem =
      'Cymbria Corporation was built without its mandatory sign-in (its build record names no user pool): build it with the COGNITO_* settings (docs/deploy.md)'
    expect((await checkSignIn(await made(), built('cymbria', null))).problems).toEqual([problem])
    // Whatever else the folder holds.
    expect((await checkSignIn(await made({}), built('cymbria', null))).problems).toEqual([problem])
  })

  it('refuses a build with sign-in whose access manifest is missing', async () => {
    const report = await checkSignIn(await made(), built('cymbria', POOL))
    expect(report.problems).toEqual([
      'Cymbria Corporation was built with sign-in (pool local_abc), but has no _auth/access.json: nothing is guarded; build it again',
    ])
  })

  it('refuses an access manifest that checks the tokens of another pool than the build signs in with', async () => {
    const report = await checkSignIn(
      await made({}),
      built('cymbria', { region: 'ca-central-1', userPoolId: 'ca-central-1_Other' }),
    )
    expect(report.problems).toEqual([
      '_auth/access.json: checks the tokens of http://127.0.0.1:9229/local_abc, not of the pool the build signs in with (ca-central-1_Other): build it again',
    ])
  })

  it('names a protected page left open, a public page guarded, open images and an open search index', async () => {
    const report = await checkSignIn(
      await made({ data: [], pages: ['/privacy-notice/'], dataFolders: [] }),
      built('cymbria', POOL),
    )
    expect(report.problems).toEqual([
      '/: needs a signed-in visitor, but the access manifest leaves its page open',
      '/privacy-notice/: is public (sign-in, 404 or legal page), but the access manifest guards it',
      '/images/: 1 shown only on protected pages, but the access manifest leaves them open (/images/_r/chart-640.webp): rebuild the site',
      '/pagefind/: the search index holds protected pages, but the access manifest leaves it open',
    ])
  })

  it("names an image only protected pages show left open, and a public page's image guarded", async () => {
    const report = await checkSignIn(
      await made({ data: ['/page-data/index/page-data.json', '/images/_r/logo.png'] }),
      built('cymbria', POOL),
    )
    expect(report.problems).toEqual([
      '/images/_r/logo.png: a public page shows it, but the access manifest guards it: signed-out visitors see it broken',
      '/images/: 1 shown only on protected pages, but the access manifest leaves them open (/images/_r/chart-640.webp): rebuild the site',
    ])
  })

  it('refuses guarded pages on a brand without sign-in', async () => {
    const report = await checkSignIn(await made({}), built('edgepoint', null))
    expect(report.ok).toBe(false)
    expect(report.problems[0]).toMatch(/has no sign-in, yet the build guards pages/)
    expect(report.problems[1]).toBe('/: marked as needing sign-in on a brand without sign-in')
  })

  it('refuses a brand without sign-in whose record names a user pool', async () => {
    const report = await checkSignIn(await made(), built('edgepoint', POOL))
    expect(report.problems[0]).toBe(
      '_edge/build.json: EdgePoint Wealth Management has no sign-in, yet the build says it signs in with pool local_abc: rebuild it',
    )
  })
})
