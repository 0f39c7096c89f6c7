import { describe, expect, it } from 'vitest'
import { blockImageFields, blockSchema } from './blocks'
import { resolveBlock } from './resolve-blocks'
import { minimal, testCatalog, testIndex, testPortfolio } from './testing/test-content'

describe('blockSchema', () => {
  it('says which block types there are when a block has an unknown one', () => {
    const parsed = blockSchema.safeParse({ type: 'carousel' })
    expect(parsed.error?.issues[0]?.message).toMatch(/^set the block "type" to one of: hero, /)
  })

  it('wants one cell per column in every row of a table', () => {
    const parsed = blockSchema.safeParse({
      type: 'table',
      caption: 'C',
      columns: ['a', 'b'],
      rows: [['1']],
    })
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['rows'],
      message: 'every row needs exactly one cell per column',
    })
  })
})

describe('blockImageFields', () => {
  it('is empty for a page without blocks', () => {
    expect(blockImageFields(undefined)).toEqual([])
  })
})

describe('resolveBlock', () => {
  const index = testIndex(
    [
      ...['2025-01-01', '2025-03-01', '2025-02-01'].map((date, i) => ({
        locale: 'en' as const,
        data: { ...minimal.article, id: `n${i}`, slug: `n${i}`, title: `News ${i}`, date },
      })),
      {
        locale: 'en',
        data: { ...minimal.article, id: 'e', slug: 'e', category: 'educational', title: 'Edu' },
      },
      { locale: 'fr', data: { ...minimal.article, id: 'n0', slug: 'n0', title: 'Nouvelle' } },
      { locale: 'en', data: { ...minimal.portfolio, id: 'global', slug: 'g', title: 'Global' } },
      { locale: 'en', data: { ...minimal.home, id: 'home', title: 'Home' } },
      { locale: 'en', data: { ...minimal.page, id: 'about', slug: 'about', title: 'About' } },
      {
        locale: 'en',
        data: {
          ...minimal.page,
          id: 'inst',
          slug: 'inst',
          title: 'Inst',
          subsite: 'institutional',
        },
      },
      { locale: 'en', data: { ...minimal.member, id: 'ann' } },
    ],
    { portfolios: [testPortfolio('global', 'global-equity')] },
  )
  const catalog = testCatalog(index)

  it('lists the newest articles of a category in the locale, up to the limit', () => {
    expect(
      resolveBlock({ type: 'article-list', category: 'news', limit: 2 }, 'en', catalog),
    ).toEqual({
      type: 'article-list',
      items: [
        {
          title: 'News 1',
          path: '/article/n1/',
          date: '2025-03-01',
          category: 'news',
          description: 'D',
        },
        {
          title: 'News 2',
          path: '/article/n2/',
          date: '2025-02-01',
          category: 'news',
          description: 'D',
        },
      ],
    })
  })

  it("lists the locale's portfolios with their category from the data files", () => {
    expect(resolveBlock({ type: 'portfolio-list', heading: 'P' }, 'en', catalog)).toEqual({
      type: 'portfolio-list',
      heading: 'P',
      items: [
        {
          id: 'global',
          title: 'Global',
          path: '/portfolio/g/',
          description: 'D',
          category: 'global-equity',
        },
      ],
    })
  })

  it('maps the locale in sections, sorted by title, institutional pages apart', () => {
    const map = resolveBlock({ type: 'site-map' }, 'en', catalog)
    if (map.type !== 'site-map') throw new Error('not a site map')
    expect(map.sections.map((s) => [s.key, s.links.map((l) => l.label)])).toEqual([
      ['pages', ['About', 'Home']],
      ['portfolios', ['Global']],
      ['team', ['Ann Lee']],
      ['articles', ['Edu', 'News 0', 'News 1', 'News 2']],
      ['institutional', ['Inst']],
    ])
  })

  it('makes hero and card images for their use, and leaves other blocks as they are', () => {
    const image = { src: '/images/x.png', alt: 'X' }
    expect(resolveBlock({ type: 'hero', heading: 'H', image }, 'en', catalog)).toMatchObject({
      image: { alt: 'X', image: { fallback: { src: 'hero:/images/x.png' } } },
    })
    expect(
      resolveBlock(
        { type: 'cards', items: [{ title: 'A', image }, { title: 'B' }] },
        'en',
        catalog,
      ),
    ).toMatchObject({
      items: [
        { title: 'A', image: { image: { fallback: { src: 'card:/images/x.png' } } } },
        { title: 'B' },
      ],
    })
    const table = { type: 'table', caption: 'C', columns: ['a'], rows: [['1']] } as const
    expect(resolveBlock({ ...table, columns: ['a'], rows: [['1']] }, 'en', catalog)).toEqual(table)
  })
})
