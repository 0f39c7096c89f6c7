import { describe, expect, it } from 'vitest'
import { OFFLINE_LIST_MARKER, fillOfflinePage, offlinePageUrl, titleOfHtml } from './offline-page'

describe('offline page', () => {
  it('lives under the locale prefix', () => {
    expect(offlinePageUrl('')).toBe('/offline.html')
    expect(offlinePageUrl('/fr')).toBe('/fr/offline.html')
  })

  it('reads a cached page title, entities decoded', () => {
    expect(titleOfHtml('<head><title>Q&amp;A | EdgePoint</title></head>', '/x/')).toBe(
      'Q&A | EdgePoint',
    )
    expect(titleOfHtml('<p>no title</p>', '/x/')).toBe('/x/')
  })

  it('lists the pages by title, escaped, in place of the marker', () => {
    const html = `<ul id="offline-pages">${OFFLINE_LIST_MARKER}</ul>`
    expect(
      fillOfflinePage(html, [
        { path: '/b/', title: 'B <b>' },
        { path: '/a/', title: 'A' },
      ]),
    ).toBe(
      '<ul id="offline-pages"><li><a href="/a/">A</a></li><li><a href="/b/">B &#60;b&#62;</a></li></ul>',
    )
  })

  it('leaves the list empty when nothing is cached', () => {
    expect(fillOfflinePage(`<ul>${OFFLINE_LIST_MARKER}</ul>`, [])).toBe('<ul></ul>')
  })
})
