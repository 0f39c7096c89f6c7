import { describe, expect, it } from 'vitest'
import { decodeEntities } from './html-entities'

describe('decodeEntities', () => {
  it('turns named, decimal and hexadecimal references back into characters', () => {
    expect(decodeEntities('R&amp;D &lt;b&gt; &quot;x&quot; &#39;y&#x27; a&nbsp;b &#x4E2D;')).toBe(
      'R&D <b> "x" \'y\' a\u00a0b 中',
    )
  })

  it('leaves unknown names and bare ampersands as they are', () => {
    expect(decodeEntities('&bogus; & &amp')).toBe('&bogus; & &amp')
  })
})
