import { execFile } from 'node:child_process'
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { projectCopy } from '../../tools/builder/testing/project-copy'

/**
 * The checklist of docs/architecture.md ("Adding a locale"), done on a copy
 * of the project: one more line in the locale list, the locale's string files
 * (tests/fixtures/fourth-locale/project/) and its content
 * (tests/fixtures/fourth-locale/content/), nothing else. The copy must
 * type-check and build, and every per-locale output must have the new
 * locale: a code path that keeps its own list of locales fails here.
 * (Edgepoint has no sign-in: the sign-in strings' file is checked by
 * i18n-keys.test.ts, which finds every string folder, and by the type-check.)
 */

const FIXTURE = path.resolve('tests/fixtures/fourth-locale')
const ENTRY = "  { code: 'de', hrefLang: 'de-DE', intl: 'de-DE', label: 'Deutsch' },\n"
const SITE = 'https://edgepointwealth.com'

/** The German pages the fixture's content and the build's own pages make. */
const PAGES = [
  '/de/',
  '/de/wer-wir-sind/',
  '/de/article/Q1-2025-edgepoint-commentary/',
  '/de/portfolio/edgepoint-global-portfolio/',
  '/de/search/',
  '/de/404/',
]
/** Those with a search entry: the fixture's content pages. */
const INDEXED = 4

const run = promisify(execFile)

async function addListEntry(root: string): Promise<void> {
  const file = path.join(root, 'src', 'site', 'locales.ts')
  const text = await readFile(file, 'utf8')
  const end = text.indexOf('] as const')
  if (end < 0)
    throw new Error(`${file}: the list no longer ends with "] as const"; update this test`)
  await writeFile(file, text.slice(0, end) + ENTRY + text.slice(end))
}

/** `hrefLang` -> `href` of a page's alternate links. */
function alternates(html: string): Map<string, string> {
  const links = html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)
  return new Map([...links].map(([, lang = '', href = '']) => [lang, href]))
}

describe(
  'a fourth locale added by its list entry, string files and content',
  { timeout: 600_000 },
  () => {
    let dir = ''
    let root = ''
    let out = ''
    const built = (...parts: string[]) => readFile(path.join(out, ...parts), 'utf8')
    const page = (p: string) => built(p.slice(1), 'index.html')
    /** The client's scripts, by file name. */
    const scripts = async () => {
      const assets = await readdir(path.join(out, 'assets'))
      return Promise.all(
        assets
          .filter((f) => f.endsWith('.js'))
          .map(async (f) => [f, await built('assets', f)] as const),
      )
    }

    beforeAll(async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'fourth-locale-'))
      root = await projectCopy(dir)
      await addListEntry(root)
      await cp(path.join(FIXTURE, 'project'), root, { recursive: true })
      out = path.join(dir, 'dist')
      await run(
        process.execPath,
        ['tools/run.mjs', 'build', '--root', FIXTURE, '--no-redirects', '--clean', '--out', out],
        { cwd: root },
      )
    }, 300_000)
    afterAll(() => rm(dir, { recursive: true, force: true }))

    it('type-checks, tests included: no table of the code or the tests needs an entry of its own', async () => {
      for (const name of ['tests', 'eslint.config.js'])
        await cp(name, path.join(root, name), {
          recursive: true,
          filter: (from) => !/^tests\/(fixtures|e2e\/screenshots)(\/|$)/.test(from),
        })
      await expect(run('npx', ['tsc', '--noEmit'], { cwd: root })).resolves.toBeDefined()
      await expect(
        run('npx', ['tsc', '--noEmit', '-p', 'sw'], { cwd: root }),
      ).resolves.toBeDefined()
    })

    it("renders each of its pages in its language with its site's and charts' strings", async () => {
      for (const p of PAGES) {
        const html = await page(p)
        expect(html, p).toContain('<html lang="de-DE"')
        expect(html, p).toContain('Zum Hauptinhalt springen')
      }
      expect(await built('de', '404.html')).toContain('Seite nicht gefunden')
      const portfolio = await page('/de/portfolio/edgepoint-global-portfolio/')
      expect(portfolio).toContain('Bisherige Wertentwicklung')
      expect(portfolio).toContain('Größte Positionen')
      // The site's strings are a lazy chunk of the locale's own, found by their folder.
      expect(
        (await scripts()).filter(([, c]) => c.includes('Zum Hauptinhalt springen')).map(([f]) => f),
      ).toEqual([expect.stringMatching(/^de-[\w-]+\.js$/)])
    })

    it('links every translation both ways with hreflang', async () => {
      const home = { 'en-CA': `${SITE}/`, 'de-DE': `${SITE}/de/`, 'x-default': `${SITE}/` }
      for (const p of ['/', '/fr/', '/cn/', '/de/'])
        expect(Object.fromEntries(alternates(await page(p))), p).toMatchObject(home)
      const about = alternates(await page('/who-we-are/'))
      expect(about.get('de-DE')).toBe(`${SITE}/de/wer-wir-sind/`)
      expect(alternates(await page('/de/wer-wir-sind/')).get('en-CA')).toBe(`${SITE}/who-we-are/`)
    })

    it('lists its pages in the sitemap, with their alternates', async () => {
      const sitemap = await built('sitemap.xml')
      for (const p of PAGES.filter((p) => !p.includes('/search/') && !p.includes('/404/')))
        expect(sitemap).toContain(`<loc>${SITE}${p}</loc>`)
      expect(sitemap).toContain(`hreflang="de-DE" href="${SITE}/de/wer-wir-sind/"`)
    })

    it('writes its page data, site data, web manifest and offline page, and precaches them', async () => {
      const data = JSON.parse(await built('page-data', 'de', 'page-data.json')) as {
        staticQueryHashes: string[]
        result: { pageContext: { locale: string; hrefLang: string } }
      }
      expect(data.result.pageContext).toMatchObject({ locale: 'de', hrefLang: 'de-DE' })
      const [siteData] = data.staticQueryHashes
      const english = JSON.parse(await built('page-data', 'index', 'page-data.json')) as {
        staticQueryHashes: string[]
      }
      expect(siteData).toBeDefined()
      expect(english.staticQueryHashes).not.toContain(siteData)
      await expect(built('page-data', 'sq', 'd', `${siteData}.json`)).resolves.toContain(
        'Wer wir sind',
      )

      const manifest = JSON.parse(await built('de', 'manifest.webmanifest')) as Record<
        string,
        string
      >
      expect(manifest).toMatchObject({ lang: 'de-DE', start_url: '/de/', scope: '/de/' })
      expect(manifest.description).toContain('Anlageansatz')
      expect(await page('/de/')).toContain('<link rel="manifest" href="/de/manifest.webmanifest"/>')
      expect(await built('de', 'offline.html')).toContain('Sie sind offline')
      expect(await built('sw.js')).toContain('"de/offline.html"')
      // Their strings are the build's alone (src/i18n/build/locales/): no script carries them.
      const carriers = (await scripts()).filter(
        ([, c]) => c.includes('Sie sind offline') || c.includes('Anlageansatz'),
      )
      expect(carriers.map(([f]) => f)).toEqual([])
    })

    it('indexes its pages for search in its own language', async () => {
      const entry = JSON.parse(await built('pagefind', 'pagefind-entry.json')) as {
        languages: Record<string, { page_count: number }>
      }
      expect(entry.languages['de-de']?.page_count).toBe(INDEXED)
    })

    it('is a locale of the CMS', async () => {
      await run(process.execPath, ['tools/run.mjs', 'cms', 'config'], { cwd: root })
      const config = await readFile(path.join(root, 'tools', 'cms', 'admin', 'config.yml'), 'utf8')
      expect(config).toMatch(/locales:\s*\n(\s+- \w+\n)*\s+- de\n/)
    })
  },
)
