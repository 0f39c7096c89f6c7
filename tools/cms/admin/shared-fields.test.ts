import { describe, expect, it } from 'vitest'
import { decapConfig } from '../decap-config'
import { withSharedFields } from './shared-fields'

const article = decapConfig().collections.find((c) => c.name === 'edgepoint-article')
if (!article) throw new Error('no edgepoint-article collection')

const english = {
  id: 'q1',
  type: 'article',
  slug: 'q1-note',
  title: 'A note',
  date: '2025-03-31',
  category: 'commentary',
  series: 'credit',
  authors: ['liamb', 'thomasn'],
  portfolios: ['credit'],
  image: { src: '/images/articles/chart.svg', alt: 'A chart' },
}

describe('a translation takes the shared fields of the English page', () => {
  it('fills authors, portfolios, date, category and series that the French page lacks', () => {
    const french = { id: 'q1', type: 'article', slug: 'note-t1', title: 'Une note' }
    expect(withSharedFields(english, french, article.fields)).toEqual({
      ...french,
      date: '2025-03-31',
      category: 'commentary',
      series: 'credit',
      authors: ['liamb', 'thomasn'],
      portfolios: ['credit'],
    })
  })

  it('keeps what the translation says of its own: title, slug, text alternative', () => {
    const french = {
      id: 'q1',
      slug: 'note-t1',
      title: 'Une note',
      authors: [],
      image: { alt: 'Un graphique' },
    }
    const filled = withSharedFields(english, french, article.fields)
    expect(filled.title).toBe('Une note')
    expect(filled.slug).toBe('note-t1')
    expect(filled.authors).toEqual(['liamb', 'thomasn'])
    expect(filled.image).toEqual({ src: '/images/articles/chart.svg', alt: 'Un graphique' })
  })

  it('does not give a translation an image it has no text alternative for', () => {
    const french = { id: 'q1', slug: 'note-t1', title: 'Une note' }
    expect(withSharedFields(english, french, article.fields)).not.toHaveProperty('image')
  })

  it('the configuration marks the article fields a translation shares', () => {
    const shared = article.fields.filter((f) => f.i18n === 'duplicate').map((f) => f.name)
    expect(shared).toEqual(
      expect.arrayContaining(['id', 'type', 'date', 'category', 'series', 'authors', 'portfolios']),
    )
    expect(shared).not.toContain('title')
    expect(shared).not.toContain('slug')
  })
})
