import { describe, expect, it } from 'vitest'
import { minimal, resultAt, testCatalog, testIndex, type TestFile } from '../testing/test-content'
import { articlePages } from './article'
import { articleSchema } from '../schemas/article'

const commentary = (slug: string, date: string, extra: Record<string, unknown> = {}): TestFile => ({
  locale: 'en',
  data: {
    ...minimal.article,
    id: slug.toLowerCase(),
    slug,
    title: slug,
    date,
    category: 'commentary',
    series: 'edgepoint',
    ...extra,
  },
})

describe('article pages', () => {
  const article = (extra: Record<string, unknown> = {}) =>
    articleSchema.parse({ ...minimal.article, id: 'a', slug: 'x', ...extra })

  it('live under /article/, institutional ones under /institutional/article/', () => {
    expect(articlePages.path('fr', article())).toBe('/fr/article/x/')
    expect(articlePages.path('en', article({ subsite: 'institutional' }))).toBe(
      '/institutional/article/x/',
    )
  })

  it('hold one image field, made for the article layout, only when the article has an image', () => {
    expect(articlePages.imageFields(article())).toEqual([])
    const image = { src: '/images/x.png', alt: 'X' }
    expect(articlePages.imageFields(article({ image }))).toEqual([
      { image, at: ['image'], uses: ['article'] },
    ])
  })

  it('name their authors in the page locale, else in English, and link their portfolios in that locale', () => {
    const index = testIndex([
      commentary('Q1-2025-edgepoint-commentary', '2025-04-01', {
        authors: ['ann', 'bob'],
        portfolios: ['global'],
        image: { src: '/images/x.png', alt: 'X' },
      }),
      { locale: 'en', data: { ...minimal.member, id: 'ann' } },
      { locale: 'en', data: { ...minimal.member, id: 'bob', firstName: 'Bob' } },
      {
        locale: 'en',
        data: { ...minimal.portfolio, id: 'global', slug: 'global', title: 'Global' },
      },
    ])
    expect(resultAt(index, '/article/Q1-2025-edgepoint-commentary/', 'article')).toMatchObject({
      id: 'q1-2025-edgepoint-commentary',
      date: '2025-04-01',
      category: 'commentary',
      series: 'edgepoint',
      authors: [
        { name: 'Ann Lee', path: '/your-team/annl/', role: 'Analyst' },
        { name: 'Bob Lee', path: '/your-team/bobl/' },
      ],
      portfolios: [{ label: 'Global', path: '/portfolio/global/' }],
      image: { alt: 'X', image: { fallback: { src: 'article:/images/x.png' } } },
    })
  })

  it('fall back to the English bio of an author with no bio in the page locale', () => {
    const index = testIndex([
      {
        locale: 'fr',
        data: { ...minimal.article, id: 'a', slug: 'a', authors: ['ann', 'bob'] },
      },
      { locale: 'en', data: { ...minimal.member, id: 'ann' } },
      { locale: 'fr', data: { ...minimal.member, id: 'bob', firstName: 'Bob' } },
    ])
    expect(resultAt(index, '/fr/article/a/', 'article').authors.map((a) => a.path)).toEqual([
      '/your-team/annl/',
      '/fr/your-team/bobl/',
    ])
  })

  it('relate the three newest others of the same series, and read at 230 words a minute', () => {
    const index = testIndex([
      { ...commentary('Q1-2025-edgepoint-commentary', '2025-04-01'), words: 700 },
      commentary('Q4-2024-edgepoint-commentary', '2025-01-01'),
      commentary('Q3-2024-edgepoint-commentary', '2024-10-01'),
      commentary('Q2-2024-edgepoint-commentary', '2024-07-01'),
      commentary('Q1-2024-edgepoint-commentary', '2024-04-01'),
      commentary('Q1-2025-credit-commentary', '2025-04-02', { series: 'credit' }),
    ])
    const catalog = testCatalog(index)
    const newest = resultAt(index, '/article/Q1-2025-edgepoint-commentary/', 'article', catalog)
    expect(newest.readingMinutes).toBe(3)
    expect(newest.related.map((a) => a.path)).toEqual([
      '/article/Q4-2024-edgepoint-commentary/',
      '/article/Q3-2024-edgepoint-commentary/',
      '/article/Q2-2024-edgepoint-commentary/',
    ])
    // An older one looks among the four newest of its series, itself left out.
    const older = resultAt(index, '/article/Q2-2024-edgepoint-commentary/', 'article', catalog)
    expect(older.readingMinutes).toBe(1)
    expect(older.related.map((a) => a.path)).toEqual([
      '/article/Q1-2025-edgepoint-commentary/',
      '/article/Q4-2024-edgepoint-commentary/',
      '/article/Q3-2024-edgepoint-commentary/',
    ])
  })
})
