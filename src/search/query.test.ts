import { describe, expect, it } from 'vitest'
import { MAX_QUERY_LENGTH, normalizeQuery, queryOf, searchHref, searchPath } from './query'

describe('search URLs', () => {
  it('are the locale’s search page, or its sub-site’s', () => {
    expect(searchPath('en')).toBe('/search/')
    expect(searchPath('fr', 'institutional')).toBe('/fr/search/institutional/')
  })

  it('carry the query in ?q=, read back as typed (accents, Chinese, symbols)', () => {
    for (const q of ['équipe', '投资 approach', 'a&b=c', '100%', '123']) {
      const href = searchHref('/cn/search/', q)
      expect(href.startsWith('/cn/search/?q=')).toBe(true)
      expect(queryOf(href.slice(href.indexOf('?')))).toBe(q)
    }
  })

  it('drop an empty query, so the page shows its form only', () => {
    expect(searchHref('/search/', '   ')).toBe('/search/')
    expect(queryOf('')).toBe('')
    expect(queryOf('?q=')).toBe('')
    expect(queryOf('?other=1')).toBe('')
  })

  it('read a form submission, where spaces come as +', () => {
    expect(queryOf('?q=global+portfolio')).toBe('global portfolio')
  })
})

describe('normalizeQuery', () => {
  it('collapses and trims spaces and caps the length', () => {
    expect(normalizeQuery('  global \n  portfolio ')).toBe('global portfolio')
    expect(normalizeQuery('x'.repeat(500))).toHaveLength(MAX_QUERY_LENGTH)
  })
})
