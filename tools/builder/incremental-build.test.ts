import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Redirect } from '../../src/redirects/lookup'
import { BRANDS, type BrandConfig } from '../../src/site/brands'
import { buildSite, type BuildReport } from './build'
import { projectCopy } from './testing/project-copy'

/**
 * An incremental build writes exactly what a clean build of the same inputs
 * writes, file list and bytes, after each kind of edit; and it reuses what
 * the edit did not touch. Run on a copy of the project's content, with a
 * build cache of its own.
 */

/** Every file of a built site, with its bytes. */
async function filesOf(dir: string): Promise<Map<string, Buffer>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  const files = entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name))
  return new Map(
    await Promise.all(
      files.map(async (file) => [path.relative(dir, file), await readFile(file)] as const),
    ),
  )
}

/** The files that differ between two sites, by name: missing on one side or other bytes. */
async function differences(a: string, b: string): Promise<string[]> {
  const [left, right] = await Promise.all([filesOf(a), filesOf(b)])
  const names = new Set([...left.keys(), ...right.keys()])
  return [...names].filter((name) => !left.get(name)?.equals(right.get(name) ?? Buffer.alloc(0)))
}

function siteUnderTest(brand: BrandConfig, { copyCode = false } = {}) {
  let dir = ''
  let root = process.cwd()
  const file = (...parts: string[]) => path.join(dir, 'content', brand.id, ...parts)
  const build = (out: string, clean: boolean): Promise<BuildReport> =>
    buildSite({
      root,
      brand,
      outDir: path.join(dir, out),
      contentRoot: dir,
      cacheDir: path.join(dir, 'cache'),
      clean,
    })
  /** Whether `clean/` holds a clean build of the inputs as they are now. */
  let cleanIsCurrent = false
  return {
    file,
    async setUp() {
      dir = await mkdtemp(path.join(tmpdir(), `incremental-${brand.id}-`))
      // `.build/` too: the builds keep their own cache (cacheDir) but share the image cache.
      if (copyCode) root = await projectCopy(dir, ['node_modules', 'content', '.build'])
      await cp(path.join('content', brand.id), file(), { recursive: true })
      if (brand.redirectsFile) await cp(brand.redirectsFile, path.join(dir, brand.redirectsFile))
    },
    tearDown: () => rm(dir, { recursive: true, force: true }),
    /**
     * The incremental build after an edit, checked against a clean build of the same inputs.
     * After a change to the output or the cache alone (`inputsChanged: false`), the last clean
     * build is still that, and is not made again.
     */
    async rebuild({ inputsChanged = true } = {}): Promise<BuildReport> {
      const incremental = await build('incremental', false)
      if (inputsChanged || !cleanIsCurrent) await build('clean', true)
      cleanIsCurrent = true
      expect(await differences(path.join(dir, 'incremental'), path.join(dir, 'clean'))).toEqual([])
      return incremental
    },
    first: () => build('incremental', false),
    /** The incremental build's output folder. */
    out: () => path.join(dir, 'incremental'),
    cacheDir: () => path.join(dir, 'cache'),
    /** A file of the code the builds use: the project's own, or its copy. */
    codeFile: (...parts: string[]) => path.join(root, ...parts),
  }
}

/** The redirect table a build serves (`page-data/redirects.json`). */
async function builtRedirects(out: string): Promise<Redirect[]> {
  const rows: Redirect[] = JSON.parse(
    await readFile(path.join(out, 'page-data', 'redirects.json'), 'utf8'),
  )
  return rows
}

async function edit(file: string, change: (text: string) => string): Promise<void> {
  await writeFile(file, change(await readFile(file, 'utf8')))
}

/** The row the build derives for the new article below (no Chinese version): in no table. */
const ADDENDUM_FALLBACK = {
  fromPath: '/cn/article/Q4-2024-credit-addendum-commentary/',
  toPath: '/article/Q4-2024-credit-addendum-commentary/',
  isPermanent: false,
  ignoreCase: true,
  redirectInBrowser: true,
}

describe('an incremental build of Edgepoint', { timeout: 300_000 }, () => {
  const site = siteUnderTest(BRANDS.edgepoint, { copyCode: true })
  const article = (name: string) => site.file('articles', 'en', `${name}.md`)
  const translation = () => site.file('articles', 'fr', 'Q1-2025-fixed-income-commentary.md')
  const redirects = () => path.join(site.file(), '..', '..', 'redirects.csv')
  let heldBack = { translation: '', redirects: '' }

  beforeAll(async () => {
    await site.setUp()
    // Held back, to be added as a new translation below, with the legacy row of the table that ends on it.
    heldBack = {
      translation: await readFile(translation(), 'utf8'),
      redirects: await readFile(redirects(), 'utf8'),
    }
    await rm(translation())
    await edit(redirects(), (text) =>
      text.replace(/^.*,\/fr\/article\/Q1-2025-fixed-income-commentary\/,.*\n/gm, ''),
    )
    await site.first()
  }, 120_000)
  afterAll(() => site.tearDown())

  it('reuses everything when nothing changed', async () => {
    const report = await site.rebuild()
    expect(report.reused).toEqual({
      bundles: true,
      pages: report.pages,
      search: ['en-ca', 'fr-ca', 'zh-cn'],
    })
  })

  it('builds again, from the cache, when the output was changed since', async () => {
    await rm(path.join(site.out(), 'article', 'Q2-2024-credit-commentary', 'index.html'))
    const report = await site.rebuild({ inputsChanged: false })
    expect(report.reused.pages).toBe(report.pages)
  })

  it('renders again the pages whose cache entry is cut short', async () => {
    const shelf = path.join(site.cacheDir(), 'pages')
    const entries = (await readdir(shelf, { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile() && e.parentPath !== shelf)
      .map((e) => path.join(e.parentPath, e.name))
      .slice(0, 3)
    for (const entry of entries) {
      const bytes = await readFile(entry)
      await writeFile(entry, bytes.subarray(0, bytes.length >> 1))
    }
    // Changed output, so that the build does not stop at "up to date".
    await rm(path.join(site.out(), 'index.html'))
    const report = await site.rebuild({ inputsChanged: false })
    expect(entries).toHaveLength(3)
    expect(report.reused.pages).toBe(report.pages - 3)
  })

  it("renders one page and indexes one language after one article's body changed", async () => {
    await edit(article('Q2-2024-credit-commentary'), (text) =>
      text.replace(/\n*$/, '\n\nOne more sentence about credit.\n'),
    )
    const report = await site.rebuild()
    expect(report.reused.pages).toBe(report.pages - 1)
    expect(report.reused.search).toEqual(['fr-ca', 'zh-cn'])
  })

  it('writes what a clean build writes after a title edit, a new article and an added translation', async () => {
    await edit(article('Q3-2024-credit-commentary'), (text) =>
      text.replace(/^title: .*$/m, 'title: Q3 2024 credit commentary, revised'),
    )
    await cp(article('Q4-2024-credit-commentary'), article('Q4-2024-credit-addendum-commentary'))
    await edit(article('Q4-2024-credit-addendum-commentary'), (text) =>
      text
        .replace(/^id: .*$/m, 'id: q4-2024-credit-addendum-commentary')
        .replace(/^slug: .*$/m, 'slug: Q4-2024-credit-addendum-commentary')
        .replace(/^title: .*$/m, 'title: Q4 2024 credit addendum'),
    )
    await writeFile(translation(), heldBack.translation)
    await writeFile(redirects(), heldBack.redirects)
    const report = await site.rebuild()
    // The new article's Chinese path falls back to it: derived from the content, no table edit.
    expect(await builtRedirects(site.out())).toContainEqual(ADDENDUM_FALLBACK)
    expect(report.reused.pages).toBeGreaterThan(0)
    expect(report.reused.pages).toBeLessThan(report.pages)
    // The translation changed the language links of its English and Chinese pages,
    // which the index does not read: Chinese's index is reused.
    expect(report.reused.search).toEqual(['zh-cn'])
  })

  it('writes what a clean build writes after an article was deleted, and the portfolio data and the redirect table changed', async () => {
    await rm(article('Q4-2024-credit-addendum-commentary'))
    await edit(site.file('data', 'portfolios.yaml'), (text) =>
      text.replace('mer: 1.95', 'mer: 1.96'),
    )
    await edit(redirects(), (text) =>
      text.concat('/old-credit-page/,/article/Q2-2024-credit-commentary/,true,true,true\n'),
    )
    await site.rebuild()
    const built = await builtRedirects(site.out())
    expect(built).not.toContainEqual(ADDENDUM_FALLBACK)
    expect(built.map((r) => r.fromPath)).toContain('/old-credit-page/')
  })

  it('renders every page again after a code change and a new setting, and reuses the indexes of what the pages say', async () => {
    // Outside every page's main element, which is what the search index reads.
    await edit(site.codeFile('src', 'templates', 'site-shell.tsx'), (text) =>
      text.replace(
        '<footer className="site-footer">',
        '<footer className="site-footer" data-edited="yes">',
      ),
    )
    process.env.GTM_CONTAINER_ID = 'GTM-ABC1234'
    try {
      const report = await site.rebuild()
      expect(report.reused).toEqual({
        bundles: false,
        pages: 0,
        search: ['en-ca', 'fr-ca', 'zh-cn'],
      })
      expect(await readFile(path.join(site.out(), 'index.html'), 'utf8')).toContain(
        '<footer class="site-footer" data-edited="yes">',
      )
    } finally {
      delete process.env.GTM_CONTAINER_ID
    }
  })
})

describe('an incremental build of Cymbria with sign-in', { timeout: 300_000 }, () => {
  const site = siteUnderTest(BRANDS.cymbria)
  beforeAll(async () => {
    process.env.COGNITO_USER_POOL_ID = 'ca-central-1_Abc123'
    process.env.COGNITO_CLIENT_ID = 'abc123'
    await site.setUp()
    await site.first()
  }, 120_000)
  afterAll(async () => {
    delete process.env.COGNITO_USER_POOL_ID
    delete process.env.COGNITO_CLIENT_ID
    await site.tearDown()
  })

  it("writes what a clean build writes after a letter's body changed", async () => {
    await edit(site.file('articles', 'en', '2024-annual-letter-to-shareholders.md'), (text) =>
      text.replace(/\n*$/, '\n\nOne more sentence for shareholders.\n'),
    )
    const report = await site.rebuild()
    expect(report.reused.pages).toBe(report.pages - 1)
  })

  it('renders every page again for another sign-in client, and keeps the indexes', async () => {
    process.env.COGNITO_CLIENT_ID = 'def456'
    const report = await site.rebuild()
    expect(report.reused).toEqual({ bundles: false, pages: 0, search: ['en-ca', 'fr-ca'] })
  })
})
