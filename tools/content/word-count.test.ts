import { describe, expect, it } from 'vitest'
import { wordCount } from './word-count'

describe('wordCount', () => {
  it('counts the words of the text, not of the tags', () => {
    expect(wordCount('<p>We own <a href="/x/">few</a> businesses.</p>\n<h2>Why</h2>', 'en')).toBe(5)
    expect(wordCount('<p>Nous possédons peu d’entreprises.</p>', 'fr')).toBe(4)
  })

  it('counts two Chinese characters as a word', () => {
    expect(wordCount('<p>耐心是我们的优势。</p>', 'cn')).toBe(5)
  })

  it('is zero for an empty body', () => {
    expect(wordCount('', 'en')).toBe(0)
    expect(wordCount('', 'cn')).toBe(0)
  })
})
