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

describe('wordCount, against the count it replaced (tags replaced by spaces, then split)', () => {
  const reference = (html: string, locale: 'en' | 'cn') => {
    const text = html.replace(/<[^>]+>/g, ' ')
    return locale === 'cn'
      ? Math.round(text.replace(/\s/g, '').length / 2)
      : text.split(/\s+/).filter(Boolean).length
  }
  const samples = [
    '<p>a<b>b</b>c</p>',
    'a <> b < c > d',
    'no close < here',
    'x<y>z',
    '\u00a0lead\u3000ing\u2028and\ufefftrailing\t',
    '<p>Un\u202fmot</p><br/>',
    '<>',
    '<',
    '>',
    '<a href="x">one</a>two <em>three</em> four',
    '耐心 是<b>我们</b>的优势。 ',
  ]
  for (const html of samples) {
    it(`counts ${JSON.stringify(html)} the same`, () => {
      expect(wordCount(html, 'en')).toBe(reference(html, 'en'))
      expect(wordCount(html, 'cn')).toBe(reference(html, 'cn'))
    })
  }
})
