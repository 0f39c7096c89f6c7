// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { PAGE_BODY_ATTRIBUTE, hasBody, pageBodyAdapter, type ResultWithBody } from './page-body'
import { testRecord } from './testing/test-record'

const general = testRecord('/about/').result
const article = {
  ...general,
  template: 'article',
  html: '<p>Patience &amp; <a href="/fr/">conviction</a></p>',
  date: '2024-03-10',
  category: 'commentary',
  authors: [],
  portfolios: [],
  readingMinutes: 1,
  related: [],
} satisfies ResultWithBody

afterEach(() => document.body.replaceChildren())

describe('hasBody', () => {
  it('picks the results whose body is rendered Markdown, and nothing else', () => {
    expect(hasBody(article)).toBe(true)
    expect(hasBody({ ...article, template: 'bio' })).toBe(true)
    expect(hasBody(general)).toBe(false)
    expect(hasBody({ type: 'rich-text', html: '<p>x</p>' })).toBe(false)
    expect(hasBody('<p>x</p>')).toBe(false)
  })
})

describe('pageBodyAdapter', () => {
  it('leaves the body out of what hydration carries, and reads it back from the page', () => {
    const carried = pageBodyAdapter.toSerializable(article)
    expect(carried).not.toHaveProperty('html')
    document.body.innerHTML = `<main><div ${PAGE_BODY_ATTRIBUTE}="">${article.html}</div></main>`
    expect(pageBodyAdapter.fromSerializable(carried)).toEqual(article)
  })
})
