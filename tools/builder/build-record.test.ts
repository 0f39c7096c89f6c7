import { describe, expect, it } from 'vitest'
import { BRANDS } from '../../src/site/brands'
import { DEFAULT_SETTINGS, type SiteSettings } from '../../src/site/settings'
import { buildRecordOf, parseBuildRecord } from './build-record'

const withSignIn: SiteSettings = {
  ...DEFAULT_SETTINGS,
  signIn: {
    region: 'ca-central-1',
    userPoolId: 'ca-central-1_AbC123',
    clientId: 'client',
    endpoint: 'https://cognito-idp.ca-central-1.amazonaws.com/',
    authFlow: 'USER_SRP_AUTH',
    scopes: ['openid'],
  },
}

describe('the build record', () => {
  it("names the brand, the build and the pool of a build with sign-in, and none of the client's settings", () => {
    expect(buildRecordOf(BRANDS.cymbria, 'abc123', withSignIn)).toEqual({
      version: 1,
      brand: 'cymbria',
      buildHash: 'abc123',
      signIn: { region: 'ca-central-1', userPoolId: 'ca-central-1_AbC123' },
      images: [],
    })
  })

  it('lists its own sized images, sorted, and reads a record older than that list', () => {
    const record = buildRecordOf(BRANDS.edgepoint, 'abc123', DEFAULT_SETTINGS, [
      'b-640.avif',
      'a.svg',
    ])
    expect(record.images).toEqual(['a.svg', 'b-640.avif'])
    const older = { ...record, images: undefined }
    expect(parseBuildRecord(JSON.stringify(older), 'dist/_edge/build.json')).toEqual(older)
  })

  it('says when a brand was built without sign-in, with or without settings for it', () => {
    expect(buildRecordOf(BRANDS.cymbria, 'abc123', DEFAULT_SETTINGS).signIn).toBeNull()
    // Edgepoint has none: its build ignores the COGNITO_* settings.
    expect(buildRecordOf(BRANDS.edgepoint, 'abc123', withSignIn).signIn).toBeNull()
  })

  it('reads back what it wrote', () => {
    const record = buildRecordOf(BRANDS.cymbria, 'abc123', withSignIn)
    expect(parseBuildRecord(JSON.stringify(record), 'dist/_edge/build.json')).toEqual(record)
  })

  it('refuses a file that is not a record, naming the file, each wrong field and the fix', () => {
    expect(() => parseBuildRecord('{', 'dist/_edge/build.json')).toThrow(
      /^dist\/_edge\/build\.json: not JSON .*: build the site again to rewrite it$/,
    )
    expect(() =>
      parseBuildRecord(
        JSON.stringify({ version: 1, brand: 'acme', buildHash: '', signIn: null }),
        'dist/_edge/build.json',
      ),
    ).toThrow(
      /^dist\/_edge\/build\.json is not a build record \(brand: .*; buildHash: .*\): build the site again to rewrite it$/,
    )
  })
})
