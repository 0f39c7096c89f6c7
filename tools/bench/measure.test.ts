import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { loadScriptsAfterFirstPaint } from '../builder/first-paint'
import { describe, expect, it } from 'vitest'
import {
  gzipSize,
  listPages,
  measureFirstLoad,
  measureSite,
  median,
  pagePerTemplate,
  percentile,
  referencedAssets,
  staticImports,
} from './measure'

const site = path.resolve('tests/fixtures/bench/site')
const gz = async (file: string) => gzipSize(await readFile(path.join(site, file)))
const sum = async (files: string[]) => (await Promise.all(files.map(gz))).reduce((a, b) => a + b)

describe('static imports of a module', () => {
  it('finds minified and spaced imports and re-exports, not dynamic import()', () => {
    expect(
      staticImports(
        'import{a as b}from"./x-1.js";import"./y-2.js";export{c}from"../z-3.js";const l=()=>import("./lazy.js")',
      ),
    ).toEqual(['./x-1.js', './y-2.js', '../z-3.js'])
    expect(
      staticImports("import { a } from './a.js'\nimport * as ns from '/assets/b.js'\n"),
    ).toEqual(['./a.js', '/assets/b.js'])
    expect(staticImports('import React from "react"')).toEqual([])
  })
})

describe('assets a page references', () => {
  it('reads module scripts, modulepreloads and stylesheets, attributes in any order', () => {
    const html =
      '<link rel="modulepreload" href="/a.js"><link href=\'/b.js\' rel="modulepreload"><script type="module" src="/c.js"></script><script src="/classic.js"></script><link rel="stylesheet" href="/s.css"><link rel="preload" as="image" href="/i.svg">'
    expect(referencedAssets(html)).toEqual({
      scripts: ['/a.js', '/b.js', '/c.js'],
      styles: ['/s.css'],
    })
  })

  it('reads the modules the after-first-paint loader adds, entry first', () => {
    const html = loadScriptsAfterFirstPaint(
      '<head><link rel="modulepreload" href="/a.js"/></head><body></body>',
      '/c.js',
    )
    expect(referencedAssets(html).scripts).toEqual(['/c.js', '/a.js'])
  })
})

describe('statistics', () => {
  it('takes nearest-rank percentiles', () => {
    const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6]
    expect(median(values)).toBe(5)
    expect(percentile(values, 95)).toBe(10)
    expect(percentile(values, 10)).toBe(1)
    expect(median([])).toBeNaN()
  })
})

describe('measuring a built site (tests/fixtures/bench/site)', () => {
  it('lists the pages of the page-data files, with their template', async () => {
    expect(await listPages(site)).toEqual([
      { path: '/', template: 'home' },
      { path: '/cn/your-team/amyl/', template: 'bio' },
      { path: '/fr/article/x/', template: 'article' },
    ])
  })

  it('picks one page per template, in English where there is one', () => {
    const pages = [
      { path: '/fr/a/', template: 'article' },
      { path: '/a/', template: 'article' },
      { path: '/cn/b/', template: 'bio' },
    ]
    expect(pagePerTemplate(pages)).toEqual([
      { path: '/a/', template: 'article' },
      { path: '/cn/b/', template: 'bio' },
    ])
  })

  it('sums the gzip sizes of the first-load modules and the locale chunk, each once', async () => {
    const home = await measureFirstLoad(site, { path: '/', template: 'home' })
    const homeJs = [
      'assets/home-def.js',
      'assets/shared-123.js',
      'assets/entry-abc.js',
      'assets/en-aaa.js',
    ]
    expect(home.js.map((j) => j.file).sort()).toEqual(homeJs.map((f) => `/${f}`).sort())
    expect(home.jsGzip).toBe(await sum(homeJs))
    expect(home.cssGzip).toBe(await gz('assets/style-1.css'))
    expect(home.htmlGzip).toBe(await gz('index.html'))
    expect(home.locale).toBe('en')

    // A relative modulepreload, a re-export, the French strings; no off-site or lazy module.
    const article = await measureFirstLoad(site, { path: '/fr/article/x/', template: 'article' })
    const articleJs = [
      'assets/article-ghi.js',
      'assets/shared-123.js',
      'assets/entry-abc.js',
      'assets/fr-bbb.js',
    ]
    expect(article.js.map((j) => j.file).sort()).toEqual(articleJs.map((f) => `/${f}`).sort())
    expect(article.jsGzip).toBe(await sum(articleJs))
  })

  it('reports HTML per page and the first load of every template', async () => {
    const sizes = await measureSite(site)
    const html = await Promise.all(
      ['index.html', 'fr/article/x/index.html', 'cn/your-team/amyl/index.html'].map(gz),
    )
    expect(sizes.pages).toBe(3)
    expect(sizes.html.medianGzip).toBe(median(html))
    expect(sizes.html.p95Gzip).toBe(Math.max(...html))
    expect(sizes.html.totalGzip).toBe(html.reduce((a, b) => a + b))
    expect(sizes.firstLoad.map((f) => [f.template, f.page])).toEqual([
      ['article', '/fr/article/x/'],
      ['bio', '/cn/your-team/amyl/'],
      ['home', '/'],
    ])
    expect(sizes.firstLoad[1]?.js.map((j) => j.file).sort()).toEqual([
      '/assets/cn-ccc.js',
      '/assets/entry-abc.js',
      '/assets/shared-123.js',
    ])
  })
})
