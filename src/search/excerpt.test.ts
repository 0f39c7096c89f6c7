import { describe, expect, it } from 'vitest'
import { parseExcerpt } from './excerpt'

describe('parseExcerpt', () => {
  it('splits the marked words from the rest', () => {
    expect(parseExcerpt('Our <mark>global</mark> portfolio and <mark>équipe</mark>.')).toEqual([
      { text: 'Our ', mark: false },
      { text: 'global', mark: true },
      { text: ' portfolio and ', mark: false },
      { text: 'équipe', mark: true },
      { text: '.', mark: false },
    ])
  })

  it('keeps Chinese marks inside a phrase without spaces', () => {
    expect(parseExcerpt('长期<mark>投资</mark>理念')).toEqual([
      { text: '长期', mark: false },
      { text: '投资', mark: true },
      { text: '理念', mark: false },
    ])
  })

  it('decodes entities, and leaves other markup as the text it is', () => {
    expect(parseExcerpt('R&amp;D &lt;b&gt; &#39;x&#x27; <img src=x>')).toEqual([
      { text: "R&D <b> 'x' <img src=x>", mark: false },
    ])
  })

  it('gives nothing for an empty excerpt and merges adjacent marks', () => {
    expect(parseExcerpt('')).toEqual([])
    expect(parseExcerpt('<mark>a</mark><mark>b</mark>')).toEqual([{ text: 'ab', mark: true }])
  })
})
