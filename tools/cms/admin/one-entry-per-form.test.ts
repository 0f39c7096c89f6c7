import { describe, expect, it } from 'vitest'
import { movesToAnotherEntry } from './one-entry-per-form'

const entry = (slug: string, collection = 'edgepoint-article') =>
  `#/collections/${collection}/entries/${slug}`

describe('a form is reloaded when the address moves it to another entry', () => {
  it('from one entry to another, of the same collection or another', () => {
    expect(movesToAnotherEntry(entry('a'), entry('b'))).toBe(true)
    expect(movesToAnotherEntry(entry('a'), entry('a', 'edgepoint-page'))).toBe(true)
  })

  it('not to or from a list or a new entry, which Decap opens afresh', () => {
    expect(movesToAnotherEntry(entry('a'), '#/collections/edgepoint-article')).toBe(false)
    expect(movesToAnotherEntry('#/collections/edgepoint-article/new', entry('a'))).toBe(false)
    expect(movesToAnotherEntry(entry('a'), entry('a'))).toBe(false)
  })
})
