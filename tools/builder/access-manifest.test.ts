import { describe, expect, it } from 'vitest'
import { parseAuthSettings, type AuthSettings } from '../../src/site/sign-in-settings'
import { BRANDS } from '../../src/site/brands'
import { accessManifest, imagePathsIn, tokenIssuer } from './access-manifest'

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

describe('images behind sign-in', () => {
  it('finds the images a document refers to, as paths, once each', () => {
    const html = `<meta property="og:image" content="https://www.cymbria.com/images/hero/river.jpg">
      <img src="/images/_r/river-320.webp" srcset="/images/_r/river-320.webp 320w, /images/_r/river-640.webp 640w" alt="">
      <p>Our /imagination/ is not an image.</p>`
    expect(imagePathsIn(html)).toEqual([
      '/images/hero/river.jpg',
      '/images/_r/river-320.webp',
      '/images/_r/river-640.webp',
    ])
  })

  it('guards every image no public page shows, and leaves those open', () => {
    const records = [
      { path: '/', result: { id: 'home', template: 'home' } as never, staticQueryHashes: [] },
    ]
    const manifest = accessManifest(records, policy, AWS, {
      files: ['/images/_r/chart-640.webp', '/images/_r/logo-96.webp', '/images/team/a.jpg'],
      shownOnPublicPages: new Set(['/images/_r/logo-96.webp']),
    })
    expect(manifest.data).toEqual([
      '/page-data/index/page-data.json',
      '/images/_r/chart-640.webp',
      '/images/team/a.jpg',
    ])
  })
})
