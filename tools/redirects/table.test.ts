import { mkdtemp, rm, writeFile, cp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { BRANDS } from '../../src/site/brands'
import { formatProblem } from '../content/errors'
import { loadContent } from '../content/load'
import { formatRedirectsCsv } from './csv'
import { generateRedirects } from './generate'
import { checkRedirects } from './table'

describe('checkRedirects', () => {
  let root = ''
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'redirects-'))
    await cp('tests/fixtures/small-site/content', path.join(root, 'content'), { recursive: true })
  })
  afterEach(() => rm(root, { recursive: true, force: true }))

  const check = async (csv: string) => {
    await writeFile(path.join(root, 'redirects.csv'), csv)
    const content = await loadContent(root, 'edgepoint')
    const pages = new Set([...content.byPath.keys(), '/search/', '/fr/search/'])
    return checkRedirects(root, BRANDS.edgepoint, content, pages)
  }

  const generated = async () => {
    const content = await loadContent(root, 'edgepoint')
    return generateRedirects(
      content.entries.map((e) => ({ id: e.data.id, locale: e.locale, path: e.path })),
    )
  }

  it('passes the table the generator writes for the content', async () => {
    const rows = await generated()
    expect(rows.map((r) => r.fromPath)).toContain('/fr/who-we-are/')
    const result = await check(formatRedirectsCsv(rows))
    expect(result.rows).toHaveLength(rows.length)
    expect(result.findings).toEqual([])
  })

  it('reports CSV problems, rule findings and rows the content needs, all at once', async () => {
    const others = (await generated()).filter(
      (r) => !['/fr/who-we-are/', '/qui-sommes-nous/'].includes(r.fromPath),
    )
    const csv = formatRedirectsCsv(others).split('\n')
    const { findings } = await check(
      [
        csv[0],
        '/fr/who-we-are/,/fr/qui-sommes-nous/,false,true,yes',
        '/old/,/nowhere/,false,true,true',
        ...csv.slice(1),
      ].join('\n'),
    )
    const last = others.length + 3
    expect(findings.map((f) => `${f.severity} ${f.rule} ${formatProblem(f)}`)).toEqual([
      'error csv redirects.csv:2  "redirectInBrowser": yes is not a boolean: write true or false',
      'error missing-target redirects.csv:3  "toPath": /nowhere/ is not a page of this site: point it at an existing page',
      `error stale redirects.csv:${last}  the content needs /fr/who-we-are/ -> /fr/qui-sommes-nous/, which the table lacks: run "npm run tools -- redirects generate"`,
      `error stale redirects.csv:${last}  the content needs /qui-sommes-nous/ -> /who-we-are/, which the table lacks: run "npm run tools -- redirects generate"`,
    ])
  })
})
