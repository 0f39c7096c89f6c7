import { describe, expect, it } from 'vitest'
import { testRecord } from '../../src/page-data/testing/test-record'
import { finishPage, notFoundDocument } from './page-html'

const document =
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/a.js"/></head><body><main>x</main></body></html>'

describe('finishPage', () => {
  it('adds the formatted strings and the after-paint loader to the document, and the strings to the page data', () => {
    const record = testRecord('/a/')
    const page = finishPage(
      record,
      { status: 200, html: document, formats: { k: 'v' }, markup: {} },
      '/assets/entry.js',
    )
    expect(page.html).not.toContain('<link rel="modulepreload"')
    expect(page.html).toMatch(
      /<main>x<\/main><script type="application\/json" id="[^"]+">\{"k":"v"\}<\/script><script data-module="\/assets\/entry.js" data-modulepreload="\/assets\/a.js">/,
    )
    expect(JSON.parse(page.pageData)).toEqual({ ...record, formats: { k: 'v' } })
  })
})

describe('notFoundDocument', () => {
  it('names the path it was rendered for first in the head', () => {
    expect(notFoundDocument('<html><head><title>x</title></head></html>', '/fr/404/')).toBe(
      '<html><head><meta name="rendered-path" content="/fr/404/"/><title>x</title></head></html>',
    )
  })
})
