import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadContent } from '../content/load'
import { CORPUS_BRAND, isCorpus, readMarker, writeCorpus } from './corpus'

/** A digest of every file under `root`: relative paths and bytes, in sorted order. */
async function treeHash(root: string): Promise<string> {
  const found = await readdir(root, { recursive: true, withFileTypes: true })
  const files = found
    .filter((d) => d.isFile())
    .map((d) => path.relative(root, path.join(d.parentPath, d.name)))
    .sort()
  const hash = createHash('sha256')
  for (const file of files)
    hash
      .update(file)
      .update('\0')
      .update(await readFile(path.join(root, file)))
  return hash.digest('hex')
}

/** The Markdown body of a generated file, without its front matter. */
const body = (content: string) => content.slice(content.indexOf('\n---\n') + 5)

let tmp = ''
beforeAll(async () => {
  tmp = await mkdtemp(path.join(tmpdir(), 'bench-corpus-'))
})
afterAll(() => rm(tmp, { recursive: true, force: true }))

describe('the benchmark corpus', () => {
  it('is byte-identical for the same size and seed, and differs for another seed', async () => {
    const [a, b, c] = ['a', 'b', 'c'].map((d) => path.join(tmp, d))
    await writeCorpus(a ?? '', { articles: 5, seed: 1 })
    await writeCorpus(b ?? '', { articles: 5, seed: 1 }, 3)
    await writeCorpus(c ?? '', { articles: 5, seed: 2 })
    const [ha, hb, hc] = await Promise.all([a, b, c].map((d) => treeHash(d ?? '')))
    expect(ha).toBe(hb)
    expect(hc).not.toBe(ha)
  })

  it('validates with no problem: every link, author, portfolio and image resolves', async () => {
    const root = path.join(tmp, 'valid')
    const summary = await writeCorpus(root, { articles: 5, seed: 1 })
    const index = await loadContent(root, CORPUS_BRAND)
    expect(index.entries).toHaveLength(summary.pages)
    const count = (type: string, locale: string) =>
      index.entries.filter((e) => e.data.type === type && e.locale === locale).length
    for (const locale of ['en', 'fr', 'cn']) {
      expect(count('article', locale)).toBe(5)
      expect(count('home', locale)).toBe(1)
      expect(count('portfolio', locale)).toBe(7)
      expect(count('team-member', locale)).toBeGreaterThan(0)
      expect(count('page', locale)).toBeGreaterThan(0)
    }
    // Translations share ids: every article has its three versions.
    const articles = index.entries.filter((e) => e.data.type === 'article')
    for (const a of articles) expect(index.translationsOf(a)).toHaveLength(3)
    expect(await isCorpus(root, { articles: 5, seed: 1 })).toBe(true)
    expect(await isCorpus(root, { articles: 6, seed: 1 })).toBe(false)
  })

  it.each([2, 3, 4, 5])('validates with seed %i too', async (seed) => {
    const root = path.join(tmp, `seed-${seed}`)
    await writeCorpus(root, { articles: 2, seed })
    await expect(loadContent(root, CORPUS_BRAND)).resolves.toBeTruthy()
  })

  it('writes articles of 600 to 1,200 words as the build counts them, with headings, lists, a table and internal links', async () => {
    const root = path.join(tmp, 'articles')
    await writeCorpus(root, { articles: 30, seed: 3 })
    const index = await loadContent(root, CORPUS_BRAND)
    const articles = index.entries.filter((e) => e.data.type === 'article')
    expect(articles).toHaveLength(90)
    for (const a of articles) {
      expect(a.words, a.file).toBeGreaterThanOrEqual(600)
      expect(a.words, a.file).toBeLessThanOrEqual(1200)
      expect(a.html).toMatch(/<h2[ >]/)
      expect(a.html).toMatch(/<ul>/)
      expect(a.html).toMatch(/<table>/)
    }
    for (const locale of ['en', 'fr', 'cn']) {
      const bodies = await Promise.all(
        articles
          .filter((a) => a.locale === locale)
          .map(async (a) => body(await readFile(path.join(root, a.file), 'utf8'))),
      )
      const links = bodies.map((b) => b.match(/\]\(\/[^)]*\)/g)?.length ?? 0)
      const mean = links.reduce((n, k) => n + k, 0) / links.length
      // About 9,000 internal links at 1,000 articles in each of three locales.
      expect(mean, locale).toBeGreaterThan(2.3)
      expect(mean, locale).toBeLessThan(3.7)
      expect(Math.min(...links), locale).toBeGreaterThanOrEqual(1)
    }
  })

  it('replaces an earlier corpus but refuses a folder that holds anything else', async () => {
    const root = path.join(tmp, 'again')
    await writeCorpus(root, { articles: 2, seed: 1 })
    await writeCorpus(root, { articles: 1, seed: 1 })
    expect((await readMarker(root))?.articles).toBe(1)
    const articleFiles = (
      await readdir(path.join(root, 'content', CORPUS_BRAND, 'articles', 'en'), {
        recursive: true,
      })
    ).filter((f) => f.endsWith('.md'))
    expect(articleFiles).toHaveLength(1)

    const other = path.join(tmp, 'other')
    await mkdir(other)
    await writeFile(path.join(other, 'notes.txt'), 'mine')
    await expect(writeCorpus(other, { articles: 1, seed: 1 })).rejects.toThrow(/not empty/)
  })
})
