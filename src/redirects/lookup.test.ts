import { describe, expect, it } from 'vitest'
import { redirectRow as row } from './testing/test-rows'
import { createRedirectTable, findRedirect, redirectLocation, redirectStatus } from './lookup'

const site = (path: string) => new URL(path, 'https://edgepointwealth.com')

describe('createRedirectTable', () => {
  it('keys every row exactly and only ignoreCase rows lowercased', () => {
    const a = row('/cn/Who-We-Are/', '/who-we-are/')
    const b = row('/Legacy/', '/new/', { ignoreCase: false })
    const table = createRedirectTable([a, b])
    expect([...table.exact.keys()]).toEqual(['/cn/Who-We-Are/', '/Legacy/'])
    expect([...table.lower.entries()]).toEqual([['/cn/who-we-are/', a]])
  })

  it('keeps the first row when two claim the same path', () => {
    const first = row('/a/', '/b/')
    const table = createRedirectTable([first, row('/a/', '/c/'), row('/A/', '/d/')])
    expect(findRedirect(table, '/a/')).toBe(first)
    expect(table.lower.get('/a/')).toBe(first)
  })
})

describe('findRedirect', () => {
  const exactUpper = row('/article/Q3-2024-commentary/', '/article/q3-2024-commentary/', {
    ignoreCase: false,
  })
  const folded = row('/fr/who-we-are/', '/fr/qui-sommes-nous/')
  const caseSensitive = row('/Old/', '/new/', { ignoreCase: false })
  const accented = row('/fr/vidéos/', '/fr/videos-apercu/')
  const table = createRedirectTable([exactUpper, folded, caseSensitive, accented])

  it('matches the exact path first', () => {
    expect(findRedirect(table, '/article/Q3-2024-commentary/')).toBe(exactUpper)
    expect(findRedirect(table, '/fr/who-we-are/')).toBe(folded)
  })

  it('matches the lowercased path only for rows with ignoreCase', () => {
    expect(findRedirect(table, '/FR/Who-We-Are/')).toBe(folded)
    expect(findRedirect(table, '/old/')).toBeUndefined()
    expect(findRedirect(table, '/OLD/')).toBeUndefined()
    expect(findRedirect(table, '/article/q3-2024-commentary/')).toBeUndefined()
  })

  it('adds the trailing slash a request lacks', () => {
    expect(findRedirect(table, '/fr/who-we-are')).toBe(folded)
    expect(findRedirect(table, '/FR/WHO-WE-ARE')).toBe(folded)
    expect(findRedirect(table, '/Old')).toBe(caseSensitive)
  })

  it('matches percent-encoded requests against the written path', () => {
    expect(findRedirect(table, '/fr/vid%C3%A9os/')).toBe(accented)
    expect(findRedirect(table, '/fr/VID%C3%89OS')).toBe(accented)
    expect(findRedirect(table, '/fr/%E0%A4%A/')).toBeUndefined()
  })

  it('finds nothing for paths without a row', () => {
    expect(findRedirect(table, '/')).toBeUndefined()
    expect(findRedirect(table, '/fr/qui-sommes-nous/')).toBeUndefined()
  })
})

describe('redirectLocation', () => {
  it('returns a site path with the request query string and hash', () => {
    const r = row('/fr/who-we-are/', '/fr/qui-sommes-nous/')
    expect(redirectLocation(r, site('/fr/who-we-are/'))).toBe('/fr/qui-sommes-nous/')
    expect(redirectLocation(r, site('/fr/who-we-are/?utm_source=x&a=1#team'))).toBe(
      '/fr/qui-sommes-nous/?utm_source=x&a=1#team',
    )
  })

  it("merges the target's query first, then the request's parameters it does not set", () => {
    const r = row('/a/', '/b/?lang=fr&tab=1')
    expect(redirectLocation(r, site('/a/?tab=2&utm=x&utm=y#h'))).toBe(
      '/b/?lang=fr&tab=1&utm=x&utm=y#h',
    )
    expect(redirectLocation(r, site('/a/'))).toBe('/b/?lang=fr&tab=1')
  })

  it('keeps the raw encoding of the request query', () => {
    const r = row('/a/', '/b/')
    expect(redirectLocation(r, site('/a/?q=a%20b+c&x=%C3%A9'))).toBe('/b/?q=a%20b+c&x=%C3%A9')
  })

  it("keeps the target's own hash over the request's", () => {
    expect(redirectLocation(row('/a/', '/b/#top'), site('/a/#other'))).toBe('/b/#top')
  })

  it('returns absolute targets absolute', () => {
    const r = row('/report/', 'https://reports.example.com/2024/?src=site')
    expect(redirectLocation(r, site('/report/?src=mail&x=1#p2'))).toBe(
      'https://reports.example.com/2024/?src=site&x=1#p2',
    )
  })

  it('never turns a site target into an off-site location', () => {
    expect(redirectLocation(row('/a/', '//evil.example/x/'), site('/a/'))).toBe('/evil.example/x/')
    expect(redirectLocation(row('/a/', '/.//evil.example/'), site('/a/'))).toBe('/evil.example/')
    expect(redirectLocation(row('/a/', 'javascript:alert(1)'), site('/a/'))).toBe(
      '/javascript:alert(1)',
    )
  })
})

describe('redirectStatus', () => {
  it('is 301 for permanent rows and 302 for temporary ones', () => {
    expect(redirectStatus(row('/a/', '/b/', { isPermanent: true }))).toBe(301)
    expect(redirectStatus(row('/a/', '/b/', { isPermanent: false }))).toBe(302)
  })
})
