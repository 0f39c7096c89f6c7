import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadContent } from '../content/load'
import { CORPUS_BRAND, corpusFiles, isCorpus, readMarker, writeCorpus } from './corpus'

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

  it('writes articles of 600 to 1,200 words with headings, lists, a table and internal links', () => {
    const articles = [...corpusFiles({ articles: 20, seed: 3 })].filter((f) =>
      /\/en\/articles\//.test(f.path),
    )
    expect(articles).toHaveLength(20)
    for (const { content } of articles) {
      const body = content.slice(content.indexOf('\n---\n') + 5)
      const words = body.split(/\s+/).filter(Boolean).length
      expect(words).toBeGreaterThanOrEqual(600)
      expect(words).toBeLessThanOrEqual(1200)
      expect(body).toMatch(/^## /m)
      expect(body).toMatch(/^- /m)
      expect(body).toMatch(/^\| --- \|/m)
      expect(body).toMatch(/\]\(\/[^)]*\/\)/)
    }
  })

  it('replaces an earlier corpus but refuses a folder that holds anything else', async () => {
    const root = path.join(tmp, 'again')
    await writeCorpus(root, { articles: 2, seed: 1 })
    await writeCorpus(root, { articles: 1, seed: 1 })
    expect((await readMarker(root))?.articles).toBe(1)
    const articleFiles = (
      await readdir(path.join(root, 'content', CORPUS_BRAND, 'en', 'articles'), {
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
