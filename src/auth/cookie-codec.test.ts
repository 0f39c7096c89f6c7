import { describe, expect, it } from 'vitest'
import { cookieHeaderBytes, cookiePair, parseCookies } from './cookie-codec'

describe('cookie codec', () => {
  it('encodes as js-cookie does: @ in a name stays encoded, a JWT value stays as it is', () => {
    expect(cookiePair('A.b@c.d.idToken', 'eyJ.a-b_c.d')).toBe('A.b%40c.d.idToken=eyJ.a-b_c.d')
    expect(cookiePair('n', 'a b;c')).toBe('n=a%20b%3Bc')
  })

  it('reads back what it wrote, the first cookie of a name winning, others’ junk ignored', () => {
    const header = `${cookiePair('A.b@c.d', 'x y')}; other=%E0%A4%A; A.b@c.d=later; q="quoted"`
    const jar = parseCookies(header)
    expect(jar.get('A.b@c.d')).toBe('x y')
    expect(jar.get('q')).toBe('quoted')
    expect(parseCookies('').size).toBe(0)
  })

  it('measures the header in bytes', () => {
    expect(
      cookieHeaderBytes([
        ['a', '1'],
        ['b', '2'],
      ]),
    ).toBe('a=1; b=2'.length)
  })
})
