import { describe, expect, it } from 'vitest'
import { scopeFilters, toHit } from './results'

describe('toHit', () => {
  it('takes title, section and date from the meta and splits the excerpt', () => {
    expect(
      toHit({
        url: '/fr/article/x/',
        excerpt: 'notre <mark>équipe</mark>',
        meta: { title: 'Titre', section: 'Nouvelles', date: '30 septembre 2024' },
      }),
    ).toEqual({
      url: '/fr/article/x/',
      title: 'Titre',
      section: 'Nouvelles',
      date: '30 septembre 2024',
      excerpt: [
        { text: 'notre ', mark: false },
        { text: 'équipe', mark: true },
      ],
    })
  })

  it('falls back to the URL for a page without a title, and leaves out what the page lacks', () => {
    expect(toHit({ url: '/a/', excerpt: '', meta: { title: ' ' } })).toEqual({
      url: '/a/',
      title: '/a/',
      excerpt: [],
    })
  })
})

describe('scopeFilters', () => {
  it('narrows to a sub-site, or not at all', () => {
    expect(scopeFilters('institutional')).toEqual({ subsite: 'institutional' })
    expect(scopeFilters(undefined)).toEqual({})
  })
})
