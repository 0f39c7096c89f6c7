import { describe, expect, it } from 'vitest'
import type { Redirect } from '../../src/redirects/lookup'
import { deriveRedirects, type PageRef } from './derive'
import { validateRedirects } from './validate'

const derived = { isPermanent: false, ignoreCase: true, redirectInBrowser: true }
const gen = (fromPath: string, toPath: string): Redirect => ({ fromPath, toPath, ...derived })

/** A page of the sample, its file where the content layout puts it. */
const page = (id: string, locale: PageRef['locale'], path: string): PageRef => ({
  id,
  locale,
  path,
  file: `content/edgepoint/pages/${locale}/${id}.md`,
})
const derivedRows = (refs: readonly PageRef[], opts = {}) =>
  deriveRedirects(refs, opts).map((d) => d.row)

const pages: PageRef[] = [
  page('home', 'en', '/'),
  page('home', 'fr', '/fr/'),
  page('home', 'cn', '/cn/'),
  // Translated slug, no Chinese version: all three families.
  page('who-we-are', 'fr', '/fr/qui-sommes-nous/'),
  page('who-we-are', 'en', '/who-we-are/'),
  // Translated slug with a Chinese version: families (b) and (c) only.
  page('insights', 'en', '/insights/'),
  page('insights', 'fr', '/fr/ressources/'),
  page('insights', 'cn', '/cn/insights/'),
  // Same slug in French: family (a) only.
  page('careers', 'en', '/careers/'),
  page('careers', 'fr', '/fr/careers/'),
  // A French-titled article.
  page('q3', 'en', '/article/Q3-2024-edgepoint-commentary/'),
  page('q3', 'fr', '/fr/article/T3-2024-commentaire-edgepoint/'),
  // Slugs that differ in letter case only: the (b) and (c) sources are the pages themselves.
  page('q1', 'en', '/article/Q1-2024-credit-commentary/'),
  page('q1', 'fr', '/fr/article/q1-2024-credit-commentary/'),
  // The unprefixed French slug of "videos" is an English page of its own: no (c) row.
  page('videos', 'en', '/videos/'),
  page('videos', 'fr', '/fr/videos-apercu/'),
  page('videos', 'cn', '/cn/videos/'),
  page('other', 'en', '/videos-apercu/'),
  page('other', 'cn', '/cn/videos-apercu/'),
  // "/fr/team/" is the French page of another group: no (b) row for "team".
  page('team', 'en', '/team/'),
  page('team', 'fr', '/fr/equipe/'),
  page('team', 'cn', '/cn/team/'),
  page('team-fr', 'en', '/the-team/'),
  page('team-fr', 'fr', '/fr/team/'),
  page('team-fr', 'cn', '/cn/the-team/'),
  // Pages without an English version give nothing.
  page('fr-only', 'fr', '/fr/seulement/'),
  page('cn-only', 'cn', '/cn/only/'),
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

describe('deriveRedirects', () => {
  it('derives families (a), (b) and (c) from the translation groups, family by family', () => {
    expect(derivedRows(pages)).toEqual(expected)
  })

  it('does not depend on the order of the pages', () => {
    expect(derivedRows([...pages].reverse())).toEqual(expected)
  })

  it('gives a table that passes every check against the same pages', () => {
    const rows = derivedRows(pages).map((row, i) => ({ line: i + 2, row }))
    const pagePaths = new Set(pages.map((p) => p.path))
    expect(validateRedirects('redirects.csv', rows, { pagePaths, allowList: [] })).toEqual([])
  })

  it('never redirects from other public paths', () => {
    const jobs: PageRef[] = [
      page('jobs', 'en', '/jobs/'),
      page('jobs', 'fr', '/fr/emplois/'),
      page('jobs', 'cn', '/cn/jobs/'),
    ]
    expect(derivedRows(jobs).map((r) => r.fromPath)).toEqual(['/fr/jobs/', '/emplois/'])
    expect(derivedRows(jobs, { otherPaths: ['/Emplois/'] }).map((r) => r.fromPath)).toEqual([
      '/fr/jobs/',
    ])
  })

  it('never emits two rows for the same source, up to letter case', () => {
    const clash: PageRef[] = [
      page('one', 'en', '/one/'),
      page('one', 'fr', '/fr/Abc/'),
      page('one', 'cn', '/cn/one/'),
      page('two', 'en', '/two/'),
      page('two', 'fr', '/fr/abc/'),
      page('two', 'cn', '/cn/two/'),
    ]
    expect(derivedRows(clash).filter((r) => !r.fromPath.startsWith('/fr/'))).toEqual([
      gen('/Abc/', '/one/'),
    ])
  })
})

describe('where a derived row comes from', () => {
  it('names the content file, why the row is there and what change of the content makes it go', () => {
    const derived = deriveRedirects(pages.filter((p) => p.id === 'who-we-are'))
    expect(derived.map((d) => [d.row.fromPath, d.derived])).toEqual([
      [
        '/cn/who-we-are/',
        {
          family: 'chinese-fallback',
          file: 'content/edgepoint/pages/en/who-we-are.md',
          because: '/who-we-are/ has no Chinese version',
          change: 'add its Chinese version (content/edgepoint/pages/cn/who-we-are.md)',
        },
      ],
      [
        '/fr/who-we-are/',
        {
          family: 'french-slug',
          file: 'content/edgepoint/pages/fr/who-we-are.md',
          because:
            'the French page /fr/qui-sommes-nous/ has a slug of its own (the English page is /who-we-are/)',
          change: "give content/edgepoint/pages/fr/who-we-are.md the English page's slug",
        },
      ],
      [
        '/qui-sommes-nous/',
        {
          family: 'unprefixed-french',
          file: 'content/edgepoint/pages/fr/who-we-are.md',
          because:
            'the French page /fr/qui-sommes-nous/ has a slug of its own (the English page is /who-we-are/)',
          change: "give content/edgepoint/pages/fr/who-we-are.md the English page's slug",
        },
      ],
    ])
  })
})
