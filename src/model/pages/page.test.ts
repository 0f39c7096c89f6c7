import { describe, expect, it } from 'vitest'
import { minimal, resultAt, testIndex } from '../testing/test-content'
import { pagePages } from './page'
import { pageSchema } from '../schemas/page'

describe('composed pages', () => {
  it('live at their slug, which may have several segments', () => {
    const page = pageSchema.parse({ ...minimal.page, id: 'a', slug: 'institutional/accessibility' })
    expect(pagePages.path('en', page)).toBe('/institutional/accessibility/')
    expect(pagePages.path('fr', page)).toBe('/fr/institutional/accessibility/')
  })

  it("make each hero's and each card's image, where its block is", () => {
    const hero = { src: '/images/h.png', alt: 'H' }
    const card = { src: '/images/c.png', alt: 'C' }
    const page = pageSchema.parse({
      ...minimal.page,
      id: 'a',
      slug: 'a',
      blocks: [
        { type: 'rich-text', markdown: 'x' },
        { type: 'hero', heading: 'H', image: hero },
        { type: 'cards', items: [{ title: 'No image' }, { title: 'C', image: card }] },
      ],
    })
    expect(pagePages.imageFields(page)).toEqual([
      { image: hero, at: ['blocks', 1, 'image'], uses: ['hero'] },
      { image: card, at: ['blocks', 2, 'items', 1, 'image'], uses: ['card'] },
    ])
  })

  it('render with the general template by default, their blocks ready to render', () => {
    const index = testIndex([
      {
        locale: 'en',
        data: { ...minimal.page, id: 'a', slug: 'a', subsite: 'institutional' },
        blocks: [
          { type: 'hero', heading: 'H', image: { src: '/images/h.png', alt: '' } },
          { type: 'article-list', subsite: 'institutional' },
        ],
      },
      { locale: 'en', data: { ...minimal.article, id: 'x', slug: 'x', subsite: 'institutional' } },
      { locale: 'en', data: { ...minimal.article, id: 'y', slug: 'y' } },
    ])
    expect(resultAt(index, '/a/', 'general')).toMatchObject({
      subsite: 'institutional',
      blocks: [
        { type: 'hero', image: { image: { fallback: { src: 'hero:/images/h.png' } } } },
        { type: 'article-list', items: [{ path: '/institutional/article/x/' }] },
      ],
    })
  })

  it('list every Inside Edge issue of the locale, newest first, on an Inside Edge page', () => {
    const issue = (id: string, date: string, locale: 'en' | 'fr' = 'en') => ({
      locale,
      data: { ...minimal.article, id, slug: id, date, category: 'inside-edge' },
    })
    const index = testIndex([
      { locale: 'en', data: { ...minimal.page, id: 'ie', slug: 'ie', template: 'inside-edge' } },
      issue('spring', '2025-03-01'),
      issue('fall', '2025-09-01'),
      issue('fall', '2025-09-01', 'fr'),
      { locale: 'en', data: { ...minimal.article, id: 'news', slug: 'news' } },
    ])
    expect(resultAt(index, '/ie/', 'inside-edge').issues.map((a) => a.path)).toEqual([
      '/article/fall/',
      '/article/spring/',
    ])
  })
})
