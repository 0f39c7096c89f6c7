import { describe, expect, it } from 'vitest'
import { parseAuthSettings, type AuthSettings } from '../../src/auth/config'
import { BRANDS } from '../../src/site/brands'
import { accessManifest, tokenIssuer } from './access-manifest'

function settings(env: Record<string, string>): AuthSettings {
  const parsed = parseAuthSettings({ COGNITO_CLIENT_ID: 'client1', ...env })
  if (!parsed.ok) throw new Error(parsed.errors.join('; '))
  return parsed.settings
}
const AWS = settings({ COGNITO_USER_POOL_ID: 'ca-central-1_Abc123' })
const policy = BRANDS.cymbria.signIn ?? { publicPageIds: [] }

describe('tokenIssuer', () => {
  it("is Cognito's regional issuer for a pool in AWS, through whichever endpoint", () => {
    expect(tokenIssuer(AWS)).toBe(
      'https://cognito-idp.ca-central-1.amazonaws.com/ca-central-1_Abc123',
    )
    expect(
      tokenIssuer(
        settings({
          COGNITO_USER_POOL_ID: 'ca-central-1_Abc123',
          COGNITO_ENDPOINT: 'https://cognito-idp-fips.ca-central-1.amazonaws.com/',
        }),
      ),
    ).toBe('https://cognito-idp.ca-central-1.amazonaws.com/ca-central-1_Abc123')
  })

  it("is the endpoint and the pool for a server of our own (cognito-local's iss)", () => {
    expect(
      tokenIssuer(
        settings({
          COGNITO_USER_POOL_ID: 'local_Abc123',
          COGNITO_REGION: 'local',
          COGNITO_ENDPOINT: 'http://127.0.0.1:4513/',
        }),
      ),
    ).toBe('http://127.0.0.1:4513/local_Abc123')
  })
})

describe('accessManifest', () => {
  const page = (path: string, id: string, template: string, queries: string[]) => ({
    path,
    result: { id, template } as never,
    staticQueryHashes: queries,
  })
  const records = [
    page('/', 'home', 'home', ['en']),
    page('/privacy-notice/', 'privacy-notice', 'general', ['en']),
    page('/404/', '404', 'not-found', ['en']),
    page('/sign-in/', 'sign-in', 'sign-in', ['en']),
    page('/fr/nouvelles/', 'news', 'general', ['fr', 'members-only']),
  ]

  it('guards the protected pages, their data, the queries only they use, and the search index', () => {
    expect(accessManifest(records, policy, AWS)).toEqual({
      version: 1,
      issuer: 'https://cognito-idp.ca-central-1.amazonaws.com/ca-central-1_Abc123',
      jwksUri:
        'https://cognito-idp.ca-central-1.amazonaws.com/ca-central-1_Abc123/.well-known/jwks.json',
      clientId: 'client1',
      pages: ['/', '/fr/nouvelles/'],
      data: [
        '/page-data/fr/nouvelles/page-data.json',
        '/page-data/index/page-data.json',
        '/page-data/sq/d/fr.json',
        '/page-data/sq/d/members-only.json',
      ],
      dataFolders: ['/pagefind/'],
    })
  })
})
