import { describe, expect, it } from 'vitest'
import { searchReadsDigest } from './search-reads'

const page = ({
  lang = 'en-CA',
  header = '<a href="/fr/">Français</a>',
  main = '<h1>Title</h1><p>Body</p>',
  footer = '<p>© EdgePoint</p>',
  data = '{"build":"abc"}',
} = {}) =>
  `<!DOCTYPE html><html lang="${lang}"><head><title>Title</title></head><body><header>${header}</header><main data-pagefind-body="">${main}</main><footer>${footer}</footer><script type="application/json">${data}</script></body></html>`

describe('searchReadsDigest', () => {
  it('does not change with what Pagefind does not read: header, footer, page data', () => {
    const digest = searchReadsDigest(page())
    expect(searchReadsDigest(page({ header: '<a href="/cn/">中文</a>' }))).toBe(digest)
    expect(searchReadsDigest(page({ footer: '<p>© 2027</p>' }))).toBe(digest)
    expect(searchReadsDigest(page({ data: '{"build":"def"}' }))).toBe(digest)
  })

  it('changes with the main element and the language', () => {
    const digest = searchReadsDigest(page())
    expect(searchReadsDigest(page({ main: '<h1>Title</h1><p>Body!</p>' }))).not.toBe(digest)
    expect(searchReadsDigest(page({ lang: 'fr-CA' }))).not.toBe(digest)
  })

  it('changes with what Pagefind could read outside the main element', () => {
    const digest = searchReadsDigest(page())
    expect(searchReadsDigest(page({ header: '<h1>Brand</h1>' }))).not.toBe(digest)
    expect(searchReadsDigest(page({ footer: '<img src="/logo.png" alt="">' }))).not.toBe(digest)
    expect(searchReadsDigest(page({ footer: '<p data-pagefind-meta="author">Owen</p>' }))).not.toBe(
      digest,
    )
  })

  it('takes a document without a main element whole', () => {
    const html = '<html><body><p>No main</p></body></html>'
    expect(searchReadsDigest(html)).not.toBe(searchReadsDigest(html.replace('No', 'Not')))
  })
})
