import { describe, expect, it } from 'vitest'
import { accessRules, canonicalPath, parseAccessManifest, protectionOf } from './access-manifest'

const MANIFEST = {
  version: 1,
  issuer: 'https://cognito-idp.ca-central-1.amazonaws.com/ca-central-1_Abc',
  jwksUri: 'https://cognito-idp.ca-central-1.amazonaws.com/ca-central-1_Abc/.well-known/jwks.json',
  clientId: 'client1',
  pages: ['/fr/Nouvelles/'],
  data: ['/page-data/fr/Nouvelles/page-data.json'],
  dataFolders: ['/pagefind/'],
}

describe('parseAccessManifest', () => {
  it('reads what the build wrote', () => {
    expect(parseAccessManifest(JSON.stringify(MANIFEST), 'dist/_auth/access.json')).toEqual(
      MANIFEST,
    )
  })

  it('names the file, the field and the fix when the file is not one', () => {
    expect(() => parseAccessManifest('{', 'dist/_auth/access.json')).toThrow(
      /^dist\/_auth\/access\.json: not JSON .*build the site again/,
    )
    expect(() =>
      parseAccessManifest(
        JSON.stringify({ ...MANIFEST, clientId: '', pages: ['news/'] }),
        'dist/_auth/access.json',
      ),
    ).toThrow(/access\.json is not an access manifest \(clientId: .*; pages\.0: .*\): build/)
  })
})

describe('canonicalPath', () => {
  it.each([
    ['/', '/'],
    ['/news', '/news/'],
    ['/News/index.html', '/news/'],
    ['/news/index.html.br', '/news/'],
    ['/a/./b/../../news/', '/news/'],
    ['/a%2F..%2Fnews/', '/news/'],
    ['/a\\..\\news/', '/news/'],
    ['/..', '/'],
    ['/page-data/x/page-data.json.gz', '/page-data/x/page-data.json'],
    ['/fr/%C3%A9t%C3%A9/', '/fr/été/'],
  ])('reads %s as %s', (input, expected) => {
    expect(canonicalPath(input)).toBe(expected)
  })

  it('has no answer for a path that does not decode', () => {
    expect(canonicalPath('/%E0%A4%A/')).toBeUndefined()
  })
})

describe('protectionOf', () => {
  const rules = accessRules(parseAccessManifest(JSON.stringify(MANIFEST), 'access.json'))
  it('tells pages from data, whatever the letter case', () => {
    expect(protectionOf(rules, '/fr/nouvelles/')).toBe('page')
    expect(protectionOf(rules, '/page-data/fr/nouvelles/page-data.json')).toBe('data')
    expect(protectionOf(rules, '/PageFind/x.pf_meta')).toBe('data')
    expect(protectionOf(rules, '/fr/')).toBeUndefined()
    expect(protectionOf(rules, '/pagefinder/')).toBeUndefined()
  })
})
