import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { InputError, formatProblem } from './errors'
import { loadContent, type ReadCache } from './load'

const root = path.resolve('tests/fixtures/broken-content')

async function problemsOf(dir: string, cache?: ReadCache): Promise<string[]> {
  try {
    await loadContent(dir, 'edgepoint', cache)
  } catch (error) {
    if (error instanceof InputError) return error.problems.map(formatProblem)
    throw error
  }
  return []
}

describe('loadContent on broken content', () => {
  it('reports every problem of every file at once, with file, line and fix', async () => {
    const E = 'content/edgepoint'
    expect(await problemsOf(root)).toEqual([
      `${E}/news:1  "news" is not a content folder: pages go in pages, articles, team, portfolios, each with a folder per locale`,
      `${E}/pages/de:1  "de" is not a locale folder: rename it to one of en, fr, cn`,
      `${E}/articles/en/bad-fields.md:2  "id": use lowercase letters, digits and single hyphens, e.g. "who-we-are"`,
      `${E}/articles/en/bad-fields.md:5  "title": write a title`,
      `${E}/articles/en/bad-fields.md:7  "date": write the date as YYYY-MM-DD, e.g. 2024-03-31`,
      `${E}/articles/en/bad-fields.md:8  "category": Invalid option: expected one of "commentary"|"news"|"reading-list"|"educational"|"inside-edge"`,
      `${E}/articles/en/bad-fields.md:9  "colour": unknown field: remove it or check its spelling`,
      `${E}/articles/en/bad-slug.md:4  "slug": a quarterly commentary slug follows Qn-YYYY-...-commentary, e.g. "Q3-2024-edgepoint-commentary"`,
      `${E}/pages/en/bad-blocks.md:8  "blocks.0.type": set the block "type" to one of: hero, body, rich-text, cards, cta, video, documents, table, accordion, article-list, team-list, portfolio-list, performance-table, fund-codes, performance-chart, share-history, site-map`,
      `${E}/pages/en/bad-blocks.md:13  "blocks.1.rows": every row needs exactly one cell per column`,
      `${E}/pages/en/bad-blocks.md:17  "blocks.2.href": write a site path ending in "/" (e.g. "/fr/careers/"), an https:// address, mailto: or tel:`,
      `${E}/pages/en/bad-yaml.md:4  front matter is not valid YAML: Flow sequence in block collection must be sufficiently indented and end with a ]`,
      `${E}/pages/en/misplaced-article.md:3  "type": files of type article belong in articles/en/: move this one there`,
      `${E}/pages/en/no-front-matter.md:1  the file must start with a "---" line opening its front matter`,
      `${E}/pages/en/unknown-type.md:3  "type": set "type" to one of: home, page, article, team-member, portfolio`,
      `${E}/pages/fr/page.md:1  "title": missing: add title`,
      `${E}/data/portfolios.yaml:17  "portfolios.0.assetAllocation": asset allocation weights must add up to 100`,
      `${E}/pages/en/who-we-are.md:4  "slug": /who-we-are/ is already the path of ${E}/pages/en/same-slug.md: give this page another slug`,
      `${E}/pages/en/who-we-are.md:2  "id": id "who-we-are" is already used by ${E}/pages/en/same-slug.md in this locale: ids are unique per locale`,
      `${E}/articles/en/bad-refs.md:12  image /images/missing.svg does not exist: add it under ${E}/static/images/ or fix the path`,
      `${E}/articles/en/bad-refs.md:10  "authors": no team member has the id "nobody": use the id of a file with type team-member`,
      `${E}/articles/en/bad-refs.md:11  "portfolios": no portfolio "nowhere" in data/portfolios.yaml: add its figures there`,
      `${E}/pages/en/home.md:7  link to /nowhere/ points to no page of this site: fix the path or remove the link`,
      `${E}/pages/en/home.md:7  link to /who-we-are lacks the trailing slash: write /who-we-are/`,
      `${E}/pages/en/unsafe-links.md:16  link to custom-app://open is not allowed in content: point to https://, http://, mailto:, tel: or a site path such as /fr/news/`,
      `${E}/pages/en/unsafe-links.md:16  link to data:text/html,x is not allowed in content: point to https://, http://, mailto:, tel: or a site path such as /fr/news/`,
      `${E}/pages/en/unsafe-links.md:12  link to javascript:alert(1) is not allowed in content: point to https://, http://, mailto:, tel: or a site path such as /fr/news/`,
      `${E}/data/site.yaml:4  "navigation.main": no page has the id "ghost-page": use the id of a content file`,
    ])
  })

  it('writes nothing and returns no index when anything is wrong', async () => {
    await expect(loadContent(root, 'edgepoint')).rejects.toBeInstanceOf(InputError)
  })

  it('says plainly when a brand has no content folder', async () => {
    expect(await problemsOf(path.resolve('tests/fixtures/nowhere'))).toEqual([
      'content/edgepoint:1  no content folder for brand "edgepoint": create it with a folder per section and locale, e.g. articles/en/',
    ])
  })
})

describe('loadContent when pages that others link to fail to load', () => {
  let dir = ''
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'content-unloaded-'))
    await cp('tests/fixtures/small-site/content', path.join(dir, 'content'), { recursive: true })
  })
  afterEach(() => rm(dir, { recursive: true, force: true }))

  const edit = async (file: string, from: string, to: string) => {
    const at = path.join(dir, 'content/edgepoint', file)
    await writeFile(at, (await readFile(at, 'utf8')).replace(from, to))
  }

  it('reports each broken page once and lists the links to it apart, as not checked', async () => {
    await edit('articles/en/q1.md', 'date: 2025-04-15', 'date: 2024-13-45')
    await edit('articles/en/q4.md', 'title: Q4', 'title: [Q4')
    await edit('pages/en/who-we-are.md', 'title: Who we are', 'title: Who we are\ncolour: blue')
    await edit(
      'pages/fr/home.md',
      'Bonjour.',
      'Lire [Q1](/article/Q1-2025-edgepoint-commentary/), [Q4](/article/Q4-2024-edgepoint-commentary) et [rien](/nowhere/).',
    )
    const error: unknown = await loadContent(dir, 'edgepoint').catch((e: unknown) => e)
    if (!(error instanceof InputError)) throw error
    const E = 'content/edgepoint'
    expect(error.problems.map(formatProblem)).toEqual([
      `${E}/articles/en/q1.md:7  "date": 2024-13-45 is not a real date (month 13: months go from 01 to 12)`,
      `${E}/articles/en/q4.md:6  front matter is not valid YAML: Flow sequence in block collection must be sufficiently indented and end with a ]`,
      `${E}/pages/en/who-we-are.md:6  "colour": unknown field: remove it or check its spelling`,
      `${E}/pages/fr/home.md:7  link to /nowhere/ points to no page of this site: fix the path or remove the link`,
    ])
    expect(error.unchecked.map(formatProblem)).toEqual([
      `${E}/pages/en/home.md:11  link to /who-we-are/: its page, ${E}/pages/en/who-we-are.md, failed to load`,
      `${E}/pages/fr/home.md:7  link to /article/Q1-2025-edgepoint-commentary/: its page, ${E}/articles/en/q1.md, failed to load`,
      `${E}/pages/fr/home.md:7  link to /article/Q4-2024-edgepoint-commentary: its page, ${E}/articles/en/q4.md, failed to load`,
    ])
    expect(error.message.split('\n')[0]).toBe('Content: 4 problems')
    expect(error.message).toContain('\nNot checked until the problems above are fixed (3):\n')
  })
})

describe('loadContent on the shipped content', () => {
  it.each(['edgepoint', 'cymbria'] as const)(
    'loads the %s content with no problem',
    async (brand) => {
      const index = await loadContent(process.cwd(), brand)
      expect(index.entries.length).toBeGreaterThan(0)
    },
  )
})

/** A cache in memory, counting what it served. */
function memoryCache(): ReadCache & { entries: Map<string, Buffer>; served: number } {
  const entries = new Map<string, Buffer>()
  const cache = {
    entries,
    served: 0,
    get: (inputs: string) => {
      const read = entries.get(inputs)
      if (read) cache.served += 1
      return read
    },
    put: (inputs: string, read: Buffer) => void entries.set(inputs, read),
  }
  return cache
}

describe('loadContent with a cache of files read before', () => {
  it.each(['edgepoint', 'cymbria'] as const)(
    'gives the %s content read from the cache as read from its files',
    async (brand) => {
      const cache = memoryCache()
      const fresh = await loadContent(process.cwd(), brand, cache)
      expect(cache.served).toBe(0)
      expect(cache.entries.size).toBe(fresh.entries.length)
      const cached = await loadContent(process.cwd(), brand, cache)
      expect(cache.served).toBe(fresh.entries.length)
      expect(cached.entries).toEqual(fresh.entries)
      expect(cached.data).toEqual(fresh.data)
    },
  )

  it('reports the same problems at the same lines for files it took from the cache', async () => {
    const cache = memoryCache()
    const fresh = await problemsOf(root, cache)
    expect(await problemsOf(root, cache)).toEqual(fresh)
    // The files with link, image and reference problems loaded, so were cached.
    expect(cache.served).toBeGreaterThan(3)
  })

  it('reads a file again when its cached read is not one it could have made', async () => {
    const cache = memoryCache()
    const fresh = await loadContent(process.cwd(), 'edgepoint', cache)
    for (const inputs of cache.entries.keys()) cache.entries.set(inputs, Buffer.from('not a read'))
    const again = await loadContent(process.cwd(), 'edgepoint', cache)
    expect(again.entries).toEqual(fresh.entries)
    // And keeps its new read in place of the bad one.
    expect([...cache.entries.values()].filter((read) => read.toString() === 'not a read')).toEqual([])
  })
})
