import { describe, expect, it } from 'vitest'
// Tests build real records with the model; they never reach the client bundle.
/* eslint-disable @typescript-eslint/no-restricted-imports */
import { buildRecords } from '../model/records'
import { minimal, testContext, testIndex } from '../model/testing/test-content'
/* eslint-enable @typescript-eslint/no-restricted-imports */
import { searchEntry } from './entry'

describe('searchEntry', () => {
  const index = testIndex([
    { locale: 'en', data: { ...minimal.home, id: 'home' } },
    { locale: 'en', data: { ...minimal.page, id: 'about', slug: 'about' } },
    {
      locale: 'fr',
      data: { ...minimal.article, id: 'a', slug: 'a', category: 'news', date: '2024-09-30' },
    },
    {
      locale: 'en',
      data: { ...minimal.article, id: 'b', slug: 'b', subsite: 'institutional' },
    },
    { locale: 'en', data: { ...minimal.member, id: 'ann' } },
  ])
  const site = buildRecords(index, { ...testContext, hash: () => 'sq' })
  const entryOf = (path: string) => {
    const record = site.records.find((r) => r.path === path)
    if (!record) throw new Error(`no record at ${path}`)
    return searchEntry(record.result)
  }

  it('leaves the search and not-found pages out of the index', () => {
    expect(entryOf('/search/')).toBeNull()
    expect(entryOf('/search/institutional/')).toBeNull()
    expect(entryOf('/404/')).toBeNull()
  })

  it('gives an article its category and date, other pages their section', () => {
    expect(entryOf('/fr/article/a/')).toEqual({
      section: { category: 'news' },
      date: '2024-09-30',
    })
    expect(entryOf('/about/')).toEqual({ section: { section: 'page' } })
    expect(entryOf('/your-team/annl/')).toEqual({ section: { section: 'team' } })
  })

  it('names the sub-site of a page under one, for scoped searches', () => {
    expect(entryOf('/institutional/article/b/')).toMatchObject({ subsite: 'institutional' })
  })
})
