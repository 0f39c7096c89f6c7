import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { close, createIndex } from 'pagefind'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PageDataRecord } from '../../src/model/page-data-record'
import { localeConfig, type Locale } from '../../src/site/locales'
import {
  entryLanguages,
  languageJobs,
  longestFirst,
  mergeEntries,
  startSearchIndex,
} from './search-index'

function record(
  locale: Locale,
  pagePath: string,
  template: 'general' | 'not-found' = 'general',
): PageDataRecord {
  const common = {
    id: pagePath,
    locale,
    title: `Title of ${pagePath}`,
    description: 'D',
    translations: [],
    site: { name: 'S', url: 'https://example.com', brand: 'Edgepoint' as const },
    pageContext: { locale, hrefLang: localeConfig(locale).hrefLang, originalPath: pagePath },
  }
  return {
    path: pagePath,
    componentChunkName: `component---src-templates-${template}-tsx`,
    webpackCompilationHash: 'abc123',
    staticQueryHashes: [],
    result: template === 'general' ? { ...common, template, blocks: [] } : { ...common, template },
  }
}

describe('languageJobs', () => {
  it('gives each locale a glob of the top folders of its pages and the count its index must hold', () => {
    const jobs = languageJobs([
      record('en', '/'),
      record('en', '/news/q1/'),
      record('en', '/article/a/'),
      record('en', '/404/', 'not-found'),
      record('fr', '/fr/'),
      record('fr', '/fr/article/a/'),
      record('fr', '/fr/404/', 'not-found'),
    ])
    expect(jobs).toEqual([
      {
        locale: 'en',
        lang: 'en-ca',
        glob: '{index.html,{404,article,news}/**/index.html}',
        pages: 3,
      },
      { locale: 'fr', lang: 'fr-ca', glob: 'fr/**/index.html', pages: 2 },
    ])
  })

  it('leaves out a locale with nothing to index, which Pagefind would otherwise index whole', () => {
    expect(languageJobs([record('en', '/'), record('cn', '/cn/404/', 'not-found')])).toEqual([
      { locale: 'en', lang: 'en-ca', glob: 'index.html', pages: 1 },
    ])
  })

  it('escapes what a glob would read as a pattern in a folder name', () => {
    const [job] = languageJobs([record('en', '/a,b/'), record('en', '/c{d}/')])
    expect(job?.glob).toBe('{a\\,b,c\\{d\\}}/**/index.html')
  })
})

describe('longestFirst', () => {
  const job = (lang: string, pages: number) => ({ locale: 'en', lang, glob: '**', pages }) as const
  it('starts the language Pagefind segments into words before larger ones it does not, then by pages', () => {
    const order = longestFirst([job('en-ca', 1000), job('fr-ca', 1100), job('zh-cn', 800)])
    expect(order.map((j) => j.lang)).toEqual(['zh-cn', 'fr-ca', 'en-ca'])
    expect(longestFirst([job('en-ca', 10), job('zh-cn', 30)]).map((j) => j.lang)).toEqual([
      'zh-cn',
      'en-ca',
    ])
  })
})

describe('entryLanguages', () => {
  it("reads the pages of each language from Pagefind's entry file", () => {
    expect(
      entryLanguages({
        version: '1.6.0',
        languages: {
          'en-ca': { hash: 'a', wasm: 'en', page_count: 110 },
          'zh-cn': { hash: 'b', wasm: 'zh', page_count: 8 },
        },
      }),
    ).toEqual({ 'en-ca': 110, 'zh-cn': 8 })
  })

  it('names what is missing when the file is not the one it expects', () => {
    expect(() => entryLanguages({ version: '2' })).toThrow(/no "languages".*pagefind 1\.6/)
    expect(() => entryLanguages(null)).toThrow(/no "languages"/)
    expect(() => entryLanguages({ languages: { 'fr-ca': {} } })).toThrow(
      /no page_count for "fr-ca"/,
    )
  })
})

describe('mergeEntries', () => {
  const entry = (lang: string, extra: Record<string, unknown> = {}) => ({
    version: '1.6.0',
    languages: { [lang]: { hash: `${lang}_1`, wasm: lang, page_count: 2 } },
    include_characters: ['_'],
    ...extra,
  })

  it('lists every language in the order of their names, with the settings around them', () => {
    expect(JSON.stringify(mergeEntries([entry('zh-cn'), entry('en-ca'), entry('fr-ca')]))).toBe(
      JSON.stringify({
        version: '1.6.0',
        languages: {
          'en-ca': { hash: 'en-ca_1', wasm: 'en-ca', page_count: 2 },
          'fr-ca': { hash: 'fr-ca_1', wasm: 'fr-ca', page_count: 2 },
          'zh-cn': { hash: 'zh-cn_1', wasm: 'zh-cn', page_count: 2 },
        },
        include_characters: ['_'],
      }),
    )
  })

  it('refuses indexes written with different settings', () => {
    expect(() => mergeEntries([entry('en-ca'), entry('fr-ca', { version: '1.7.0' })])).toThrow(
      /different settings/,
    )
  })
})

describe('startSearchIndex, on a small site with real Pagefind', () => {
  let site: string
  const records = [
    record('en', '/'),
    record('en', '/article/team/'),
    record('en', '/404/', 'not-found'),
    record('fr', '/fr/'),
    record('fr', '/fr/article/equipe/'),
    record('cn', '/cn/'),
    record('cn', '/cn/article/team/'),
  ]
  const text: Partial<Record<Locale, string>> = {
    en: 'Our team invests for the long term in businesses it understands',
    fr: 'Notre équipe investit à long terme dans des entreprises qu’elle comprend',
    cn: '我们的团队长期投资于它了解的企业',
  }

  beforeAll(async () => {
    site = await mkdtemp(path.join(tmpdir(), 'search-index-'))
    for (const r of records) {
      const lang = localeConfig(r.result.locale).hrefLang
      const main =
        r.result.template === 'not-found'
          ? '<main>Not found</main>'
          : `<main data-pagefind-body><h1>${r.result.title}</h1><p>${text[r.result.locale] ?? ''}</p></main>`
      const html = `<!doctype html><html lang="${lang}"><head><title>${r.result.title}</title></head><body><header>Menu</header>${main}</body></html>`
      await mkdir(path.join(site, r.path), { recursive: true })
      await writeFile(path.join(site, r.path, 'index.html'), html)
    }
  })
  afterAll(() => rm(site, { recursive: true, force: true }))

  async function files(dir: string): Promise<Map<string, Buffer>> {
    const names = await readdir(dir, { recursive: true, withFileTypes: true })
    const found = new Map<string, Buffer>()
    for (const entry of names) {
      if (!entry.isFile()) continue
      const file = path.join(entry.parentPath, entry.name)
      found.set(path.relative(dir, file), await readFile(file))
    }
    return found
  }

  it('writes, language by language, exactly the index Pagefind writes of the whole site at once', async () => {
    const report = await startSearchIndex({ outDir: site, records }).done
    expect(report.languages).toEqual({ 'en-ca': 2, 'fr-ca': 2, 'zh-cn': 2 })
    expect(report.pages).toBe(6)
    // Nothing of the work is left beside the index.
    expect((await readdir(site)).sort()).toEqual([
      '404',
      'article',
      'cn',
      'fr',
      'index.html',
      'pagefind',
    ])

    const whole = path.join(site, '..', `${path.basename(site)}-whole`)
    try {
      const { index } = await createIndex({})
      if (!index) throw new Error('no index')
      await index.addDirectory({
        path: site,
        glob: '{index.html,{404,article,cn,fr}/**/index.html}',
      })
      await index.writeFiles({ outputPath: whole })
      await close()
      const ours = await files(path.join(site, 'pagefind'))
      const theirs = await files(whole)
      expect([...ours.keys()].sort()).toEqual([...theirs.keys()].sort())
      for (const [name, bytes] of ours) {
        if (name === 'pagefind-entry.json') {
          expect(JSON.parse(bytes.toString())).toEqual(
            JSON.parse(theirs.get(name)?.toString() ?? ''),
          )
        } else expect(bytes.equals(theirs.get(name) ?? Buffer.alloc(0)), name).toBe(true)
      }
    } finally {
      await rm(whole, { recursive: true, force: true })
    }
  })

  it('starts each language once its pages are written, and not before', async () => {
    await rm(path.join(site, 'pagefind'), { recursive: true, force: true })
    const parts = async () =>
      (await readdir(site)).filter((name) => name.startsWith('.pagefind-') || name === 'pagefind')
    const indexing = startSearchIndex({ outDir: site, records, waitForPages: true })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await parts()).toEqual([])
    indexing.pagesWritten('cn', new Map())
    while (!(await parts()).includes('.pagefind-cn'))
      await new Promise((resolve) => setTimeout(resolve, 10))
    expect(await parts()).toEqual(['.pagefind-cn'])
    indexing.pagesWritten('fr', new Map())
    indexing.pagesWritten('en', new Map())
    const report = await indexing.done
    expect(report.languages).toEqual({ 'en-ca': 2, 'fr-ca': 2, 'zh-cn': 2 })
    expect(await parts()).toEqual(['pagefind'])
  })

  it('stops waiting for pages when stopped', async () => {
    const indexing = startSearchIndex({ outDir: site, records, waitForPages: true })
    indexing.pagesWritten('en', new Map())
    await indexing.stop()
    await expect(indexing.done).rejects.toThrow(/fr-ca: stopped/)
    expect((await readdir(site)).filter((name) => name.startsWith('.'))).toEqual([])
  })

  it('names the language whose pages do not all reach the index, and leaves no work behind', async () => {
    const unmarked = [...records, record('fr', '/fr/article/sans-marque/')]
    await mkdir(path.join(site, 'fr/article/sans-marque'), { recursive: true })
    await writeFile(
      path.join(site, 'fr/article/sans-marque/index.html'),
      '<html lang="fr-CA"><body><main>Pas de marque</main></body></html>',
    )
    await rm(path.join(site, 'pagefind'), { recursive: true, force: true })
    await expect(startSearchIndex({ outDir: site, records: unmarked }).done).rejects.toThrow(
      /2 fr-ca pages indexed, but 3 records have a search entry/,
    )
    expect((await readdir(site)).filter((name) => name.startsWith('.'))).toEqual([])
  })
})

describe('stopping the index', () => {
  let site: string
  const records: PageDataRecord[] = []

  beforeAll(async () => {
    site = await mkdtemp(path.join(tmpdir(), 'search-index-stop-'))
    // Enough Chinese for Pagefind to be still at work when it is stopped.
    const words = '投资长期企业团队市场价格风险回报债券股票基金经理研究分析'
    for (let i = 0; i < 1500; i++) {
      const pagePath = `/cn/article/${i}/`
      records.push(record('cn', pagePath))
      const text = Array.from({ length: 400 }, (_, k) =>
        words.slice((i * k) % 28, ((i * k) % 28) + 2),
      ).join('')
      await mkdir(path.join(site, pagePath), { recursive: true })
      await writeFile(
        path.join(site, pagePath, 'index.html'),
        `<html lang="zh-CN"><body><main data-pagefind-body><p>${text}</p></main></body></html>`,
      )
    }
    // 1,500 files: a hang guard, not a speed check (10 s ran out on a loaded 2-core machine).
  }, 120_000)
  afterAll(() => rm(site, { recursive: true, force: true }))

  it('ends every Pagefind process at once and leaves no part of the index behind', async () => {
    const indexing = startSearchIndex({ outDir: site, records })
    // Pagefind is at work once the folder it writes into exists.
    while (!(await readdir(site)).some((name) => name.startsWith('.pagefind-'))) {
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
    await indexing.stop()
    await expect(indexing.done).rejects.toThrow(/zh-cn.*Pagefind ended with SIGTERM/s)
    const { stdout } = await promisify(execFile)('ps', ['-eo', 'args'])
    expect(stdout.split('\n').filter((line) => line.includes(site))).toEqual([])
    expect((await readdir(site)).sort()).toEqual(['cn'])
  })
})
