import { describe, expect, it } from 'vitest'
import { QUERY_LIMITS, linkParts, parseQuery, stringifyQuery } from './query'

describe('parseQuery', () => {
  it('reads flat, repeated, nested and array parameters', () => {
    expect(parseQuery('?q=value+investing&page=2')).toEqual({ q: 'value investing', page: '2' })
    expect(parseQuery('tag=a&tag=b')).toEqual({ tag: ['a', 'b'] })
    expect(parseQuery('f[series][]=A&f[series][]=F&f[locale]=fr')).toEqual({
      f: { series: ['A', 'F'], locale: 'fr' },
    })
    expect(parseQuery('l[1]=b&l[0]=a')).toEqual({ l: ['a', 'b'] })
  })

  it('stops nesting at depth 5 and keeps the rest as one key', () => {
    const q = parseQuery('a[b][c][d][e][f][g]=1')
    expect(q).toEqual({ a: { b: { c: { d: { e: { f: { '[g]': '1' } } } } } } })
  })

  it('ignores array indexes past 20 and parameters past 1,000', () => {
    expect(parseQuery('l[21]=x&l[0]=a')).toEqual({ l: ['a'] })
    const many = Array.from({ length: 1200 }, (_, i) => `p${i}=1`).join('&')
    expect(Object.keys(parseQuery(many))).toHaveLength(QUERY_LIMITS.parameterLimit)
  })

  it('cannot pollute prototypes', () => {
    const q = parseQuery('__proto__[polluted]=1&constructor[prototype][x]=1&a[__proto__][b]=1')
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(Object.keys(q)).toEqual(['a'])
  })

  it('round-trips through stringifyQuery', () => {
    const q = { q: 'a b&c', f: { series: ['A', 'F'] } }
    expect(parseQuery(stringifyQuery(q))).toEqual(q)
    expect(stringifyQuery({})).toBe('')
  })
})

describe('linkParts', () => {
  it('splits a site href into the path, the query and the hash a router link takes', () => {
    expect(linkParts('/sign-in/?sign-out')).toEqual({ to: '/sign-in/', search: { 'sign-out': '' } })
    expect(linkParts('/fr/sign-in/?next=%2Ffr%2Fnews%2F%3Fpage%3D2#top')).toEqual({
      to: '/fr/sign-in/',
      search: { next: '/fr/news/?page=2' },
      hash: 'top',
    })
    expect(linkParts('/account/')).toEqual({ to: '/account/', search: {} })
  })
})
