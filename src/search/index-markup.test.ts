import { describe, expect, it } from 'vitest'
import { indexAttributes } from './index-markup'

describe('indexAttributes', () => {
  it('leaves a page without an entry out of the index', () => {
    expect(indexAttributes(null, { section: 'x' })).toEqual({})
  })

  it('marks the body, reads section and date from attributes, so commas in them stay', () => {
    expect(
      indexAttributes(
        { section: { category: 'news' }, date: '2024-09-30' },
        { section: 'News', date: 'September 30, 2024' },
      ),
    ).toEqual({
      'data-pagefind-body': '',
      'data-pagefind-meta': 'section[data-search-section], date[data-search-date]',
      'data-search-section': 'News',
      'data-search-date': 'September 30, 2024',
    })
  })

  it('gives a page of a sub-site its filter', () => {
    expect(
      indexAttributes(
        { section: { section: 'team' }, subsite: 'institutional' },
        { section: 'Team' },
      ),
    ).toMatchObject({
      'data-pagefind-meta': 'section[data-search-section]',
      'data-pagefind-filter': 'subsite:institutional',
    })
  })
})
