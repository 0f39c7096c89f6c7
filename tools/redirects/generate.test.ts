import { describe, expect, it } from 'vitest'
import type { Redirect } from '../../src/redirects/lookup'
import { formatRedirectsCsv, parseRedirectsCsv } from './csv'
import {
  generateRedirects,
  generatedKeys,
  isDerivedRow,
  mergeGenerated,
  type PageRef,
} from './generate'
import { validateRedirects } from './validate'

const derived = { isPermanent: false, ignoreCase: true, redirectInBrowser: true }
const gen = (fromPath: string, toPath: string): Redirect => ({ fromPath, toPath, ...derived })

const pages: PageRef[] = [
  { id: 'home', locale: 'en', path: '/' },
  { id: 'home', locale: 'fr', path: '/fr/' },
  { id: 'home', locale: 'cn', path: '/cn/' },
  // Translated slug, no Chinese version: all three families.
  { id: 'who-we-are', locale: 'fr', path: '/fr/qui-sommes-nous/' },
  { id: 'who-we-are', locale: 'en', path: '/who-we-are/' },
  // Translated slug with a Chinese version: families (b) and (c) only.
  { id: 'insights', locale: 'en', path: '/insights/' },
  { id: 'insights', locale: 'fr', path: '/fr/ressources/' },
  { id: 'insights', locale: 'cn', path: '/cn/insights/' },
  // Same slug in French: family (a) only.
  { id: 'careers', locale: 'en', path: '/careers/' },
  { id: 'careers', locale: 'fr', path: '/fr/careers/' },
  // A French-titled article.
  { id: 'q3', locale: 'en', path: '/article/Q3-2024-edgepoint-commentary/' },
  { id: 'q3', locale: 'fr', path: '/fr/article/T3-2024-commentaire-edgepoint/' },
  // Slugs that differ in letter case only: the (b) and (c) sources are the pages themselves.
  { id: 'q1', locale: 'en', path: '/article/Q1-2024-credit-commentary/' },
  { id: 'q1', locale: 'fr', path: '/fr/article/q1-2024-credit-commentary/' },
  // The unprefixed French slug of "videos" is an English page of its own: no (c) row.
  { id: 'videos', locale: 'en', path: '/videos/' },
  { id: 'videos', locale: 'fr', path: '/fr/videos-apercu/' },
  { id: 'videos', locale: 'cn', path: '/cn/videos/' },
  { id: 'other', locale: 'en', path: '/videos-apercu/' },
  { id: 'other', locale: 'cn', path: '/cn/videos-apercu/' },
  // "/fr/team/" is the French page of another group: no (b) row for "team".
  { id: 'team', locale: 'en', path: '/team/' },
  { id: 'team', locale: 'fr', path: '/fr/equipe/' },
  { id: 'team', locale: 'cn', path: '/cn/team/' },
  { id: 'team-fr', locale: 'en', path: '/the-team/' },
  { id: 'team-fr', locale: 'fr', path: '/fr/team/' },
  { id: 'team-fr', locale: 'cn', path: '/cn/the-team/' },
  // Pages without an English version give nothing.
  { id: 'fr-only', locale: 'fr', path: '/fr/seulement/' },
  { id: 'cn-only', locale: 'cn', path: '/cn/only/' },
]

const expected: Redirect[] = [
  // (a)
  gen('/cn/article/Q1-2024-credit-commentary/', '/article/Q1-2024-credit-commentary/'),
  gen('/cn/article/Q3-2024-edgepoint-commentary/', '/article/Q3-2024-edgepoint-commentary/'),
  gen('/cn/careers/', '/careers/'),
  gen('/cn/who-we-are/', '/who-we-are/'),
  // (b)
  gen('/fr/article/Q3-2024-edgepoint-commentary/', '/fr/article/T3-2024-commentaire-edgepoint/'),
  gen('/fr/insights/', '/fr/ressources/'),
  gen('/fr/the-team/', '/fr/team/'),
  gen('/fr/videos/', '/fr/videos-apercu/'),
  gen('/fr/who-we-are/', '/fr/qui-sommes-nous/'),
  // (c)
  gen('/article/T3-2024-commentaire-edgepoint/', '/article/Q3-2024-edgepoint-commentary/'),
  gen('/equipe/', '/team/'),
  gen('/qui-sommes-nous/', '/who-we-are/'),
  gen('/ressources/', '/insights/'),
]

describe('generateRedirects', () => {
  it('derives families (a), (b) and (c) from the translation groups, family by family', () => {
    expect(generateRedirects(pages)).toEqual(expected)
  })

  it('does not depend on the order of the pages', () => {
    expect(generateRedirects([...pages].reverse())).toEqual(expected)
  })

  it('gives a table that passes every check against the same pages', () => {
    const rows = generateRedirects(pages).map((row, i) => ({ line: i + 2, row }))
    const pagePaths = new Set(pages.map((p) => p.path))
    expect(validateRedirects('redirects.csv', rows, { pagePaths, allowList: [] })).toEqual([])
  })

  it('never redirects from other public paths', () => {
    const jobs: PageRef[] = [
      { id: 'jobs', locale: 'en', path: '/jobs/' },
      { id: 'jobs', locale: 'fr', path: '/fr/emplois/' },
      { id: 'jobs', locale: 'cn', path: '/cn/jobs/' },
    ]
    expect(generateRedirects(jobs).map((r) => r.fromPath)).toEqual(['/fr/jobs/', '/emplois/'])
    expect(generateRedirects(jobs, { otherPaths: ['/Emplois/'] }).map((r) => r.fromPath)).toEqual([
      '/fr/jobs/',
    ])
  })

  it('never emits two rows for the same source, up to letter case', () => {
    const clash: PageRef[] = [
      { id: 'one', locale: 'en', path: '/one/' },
      { id: 'one', locale: 'fr', path: '/fr/Abc/' },
      { id: 'one', locale: 'cn', path: '/cn/one/' },
      { id: 'two', locale: 'en', path: '/two/' },
      { id: 'two', locale: 'fr', path: '/fr/abc/' },
      { id: 'two', locale: 'cn', path: '/cn/two/' },
    ]
    expect(generateRedirects(clash).filter((r) => !r.fromPath.startsWith('/fr/'))).toEqual([
      gen('/Abc/', '/one/'),
    ])
  })
})

describe('isDerivedRow and mergeGenerated', () => {
  const generated = generateRedirects(pages)
  const keys = generatedKeys(generated)
  const isGenerated = (r: Redirect) => isDerivedRow(r, keys)

  const legacy: Redirect = {
    fromPath: '/article/q3-2024-edgepoint-commentary-old/',
    toPath: '/article/Q3-2024-edgepoint-commentary/',
    isPermanent: true,
    ignoreCase: false,
    redirectInBrowser: true,
  }
  const override: Redirect = { ...gen('/cn/careers/', '/fr/careers/'), isPermanent: true }
  const handWithDerivedFlags = gen('/old-team/', '/who-we-are/')
  const existing: Redirect[] = [
    gen('/cn/insights/', '/insights/'), // stale (a): /cn/insights/ is a page now
    legacy,
    gen('/FR/Who-We-Are/', '/fr/old-slug/'), // derived source, outdated target
    override,
    handWithDerivedFlags,
    gen('/qui-sommes-nous/', '/who-we-are/'),
  ]

  it('tells generated rows from hand-written ones', () => {
    expect(existing.map(isGenerated)).toEqual([true, false, true, false, false, true])
  })

  it('keeps hand-written rows in their order, then the generated ones a hand row does not claim', () => {
    expect(mergeGenerated(existing, generated, isGenerated)).toEqual([
      legacy,
      override,
      handWithDerivedFlags,
      ...expected.filter((r) => r.fromPath !== '/cn/careers/'),
    ])
  })

  it('is idempotent, also through the CSV file', () => {
    const once = mergeGenerated(existing, generated, isGenerated)
    expect(mergeGenerated(once, generated, isGenerated)).toEqual(once)
    const text = formatRedirectsCsv(once)
    const reread = parseRedirectsCsv('redirects.csv', text).rows.map((r) => r.row)
    expect(formatRedirectsCsv(mergeGenerated(reread, generated, isGenerated))).toBe(text)
  })

  it('fills an empty table with the generated rows', () => {
    expect(mergeGenerated([], generated, isGenerated)).toEqual(expected)
  })
})
