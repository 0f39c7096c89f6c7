// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { markupFor, noteMarkup, recordMarkup, rememberMarkup } from './build-time-markup'

describe('markup the build draws', () => {
  it('is noted while the build records a page, and only then', () => {
    noteMarkup('before', '<svg/>')
    const stop = recordMarkup()
    noteMarkup('en/global/history', '<figure>1</figure>')
    expect(stop()).toEqual({ 'en/global/history': '<figure>1</figure>' })
    noteMarkup('after', '<svg/>')
    expect(stop()).toEqual({ 'en/global/history': '<figure>1</figure>' })
  })

  it('is read back from the prerendered page at hydration, and from page data after a navigation', () => {
    document.body.innerHTML =
      '<div data-build-markup="en/a/history"><figure>from the page</figure></div>'
    expect(markupFor('en/a/history')).toBe('<figure>from the page</figure>')
    expect(markupFor('en/b/history')).toBe('')
    rememberMarkup({ 'en/b/history': '<figure>from page data</figure>', ignored: 3 })
    expect(markupFor('en/b/history')).toBe('<figure>from page data</figure>')
    expect(markupFor('ignored')).toBe('')
  })
})
