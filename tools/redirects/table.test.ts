import { mkdtemp, rm, writeFile, cp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { sitePagePaths } from '../../src/model/records'
import { BRANDS } from '../../src/site/brands'
import { formatProblem } from '../content/errors'
import { loadContent } from '../content/load'
import { checkRedirects } from './table'
import { isDerived } from './validate'

const HEADER = 'fromPath,toPath,isPermanent,ignoreCase,redirectInBrowser'

describe('checkRedirects: the table with the rows derived from the content', () => {
  let root = ''
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'redirects-'))
    await cp('tests/fixtures/small-site/content', path.join(root, 'content'), { recursive: true })
  })
  afterEach(() => rm(root, { recursive: true, force: true }))

  const check = async (...lines: string[]) => {
    await writeFile(path.join(root, 'redirects.csv'), [HEADER, ...lines, ''].join('\n'))
    const content = await loadContent(root, 'edgepoint')
    const pages = new Set([...content.byPath.keys(), '/search/', '/fr/search/'])
    return checkRedirects(root, BRANDS.edgepoint, content, pages)
  }
  const shown = (findings: Awaited<ReturnType<typeof check>>['findings']) =>
    findings.map((f) => `${f.severity} ${f.rule} ${formatProblem(f)}`)

  it('needs no row in the table for what the content makes: a table of hand rows only passes', async () => {
    const result = await check('/old-team/,/who-we-are/,true,false,false')
    expect(result.findings).toEqual([])
    expect(result.hand.map((r) => r.row.fromPath)).toEqual(['/old-team/'])
    const effective = result.rows.map((r) => `${r.row.fromPath} -> ${r.row.toPath}`)
    expect(effective[0]).toBe('/old-team/ -> /who-we-are/')
    expect(effective).toContain('/fr/who-we-are/ -> /fr/qui-sommes-nous/')
    expect(effective).toContain('/qui-sommes-nous/ -> /who-we-are/')
    expect(result.rows.filter(isDerived)).toHaveLength(result.derived.length)
  })

  it('reports CSV problems, rule findings and hand rows against derived ones, all at once', async () => {
    const { findings, rows } = await check(
      '/fr/who-we-are/,/fr/qui-sommes-nous/,false,true,yes',
      '/old/,/nowhere/,false,true,true',
      '/FR/Who-We-Are/,/who-we-are/,false,true,true',
      '/qui-sommes-nous/,/who-we-are/,false,true,true',
    )
    expect(shown(findings)).toEqual([
      'error csv redirects.csv:2  "redirectInBrowser": yes is not a boolean: write true or false',
      'error missing-target redirects.csv:3  "toPath": /nowhere/ is not a page of this site: point it at an existing page',
      'error contradicts-content redirects.csv:4  "toPath": /FR/Who-We-Are/ -> /who-we-are/ contradicts the row the content makes, /fr/who-we-are/ -> /fr/qui-sommes-nous/ (derived from content/edgepoint/pages/fr/who-we-are.md: the French page /fr/qui-sommes-nous/ has a slug of its own (the English page is /who-we-are/)): delete this row, or change the content: give content/edgepoint/pages/fr/who-we-are.md the English page\'s slug',
      'warning redundant redirects.csv:5  "fromPath": /qui-sommes-nous/ -> /who-we-are/ is the row the content makes (derived from content/edgepoint/pages/fr/who-we-are.md: the French page /fr/qui-sommes-nous/ has a slug of its own (the English page is /who-we-are/)): delete the row: the build derives it from the content',
    ])
    // The hand row wins on its source: the derived rows it contradicts or repeats are not served twice.
    const sources = rows.map((r) => r.row.fromPath.toLowerCase())
    expect(sources.filter((s) => s === '/fr/who-we-are/')).toHaveLength(1)
    expect(sources.filter((s) => s === '/qui-sommes-nous/')).toHaveLength(1)
  })

  it("points a derived row's finding at its content file's slug line, saying it is derived", async () => {
    // A hand row on a page the derived row ends at: the derived row now runs into a chain.
    const { findings } = await check('/fr/qui-sommes-nous/,/fr/,false,false,true')
    expect(shown(findings)).toEqual([
      'error shadows-page redirects.csv:2  "fromPath": /fr/qui-sommes-nous/ is a page of this site and the redirect would hide it: remove the row, or the page',
      'warning chain content/edgepoint/pages/fr/who-we-are.md:4  "toPath": /fr/who-we-are/ -> /fr/qui-sommes-nous/ -> /fr/ is a chain of redirects (/fr/who-we-are/ -> /fr/qui-sommes-nous/ is derived from the content: the French page /fr/qui-sommes-nous/ has a slug of its own (the English page is /who-we-are/)): change the row of redirects.csv it runs into, or give content/edgepoint/pages/fr/who-we-are.md the English page\'s slug',
    ])
  })
})

describe.each([BRANDS.edgepoint, BRANDS.cymbria])(
  "the project's content and table ($id)",
  (brand) => {
    it('is clean, its table holds hand rows only, and the effective table serves them first', async () => {
      const content = await loadContent('.', brand.id)
      const { findings, hand, derived, rows } = await checkRedirects(
        '.',
        brand,
        content,
        sitePagePaths(content),
      )
      expect(findings.map(formatProblem)).toEqual([])
      // No row of the table repeats or replaces a derived one: the table is what people decided.
      const derivedSources = new Set(derived.map((d) => d.row.fromPath.toLowerCase()))
      expect(hand.filter((r) => derivedSources.has(r.row.fromPath.toLowerCase()))).toEqual([])
      expect(rows).toEqual([...hand, ...derived])
    })
  },
)
