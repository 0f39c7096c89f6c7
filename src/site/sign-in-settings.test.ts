import { describe, expect, it } from 'vitest'
import { USER_POOL_ID_MAX_LENGTH, noAuthSettings, parseAuthSettings } from './sign-in-settings'

const GOOD = { COGNITO_USER_POOL_ID: 'ca-central-1_AbC123', COGNITO_CLIENT_ID: '1example23456789' }

function errorsOf(env: Record<string, string>): string[] {
  const result = parseAuthSettings(env)
  return result.ok ? [] : result.errors
}

describe('parseAuthSettings', () => {
  it('takes the region from the pool id and defaults to SRP against the regional endpoint', () => {
    expect(parseAuthSettings(GOOD)).toEqual({
      ok: true,
      settings: {
        region: 'ca-central-1',
        userPoolId: 'ca-central-1_AbC123',
        clientId: '1example23456789',
        endpoint: 'https://cognito-idp.ca-central-1.amazonaws.com/',
        authFlow: 'USER_SRP_AUTH',
        scopes: ['openid', 'email', 'profile', 'aws.cognito.signin.user.admin'],
      },
    })
  })

  it('requires the pool id and the client id, and says so for both at once', () => {
    const errors = errorsOf({ COGNITO_REGION: 'ca-central-1' })
    expect(errors).toHaveLength(2)
    expect(errors[0]).toMatch(/^COGNITO_USER_POOL_ID is required/)
    expect(errors[1]).toMatch(/^COGNITO_CLIENT_ID is required/)
  })

  it.each([
    ['no underscore', 'cacentral1AbC123'],
    ['an empty suffix', 'ca-central-1_'],
    ['too long', `ca-central-1_${'a'.repeat(USER_POOL_ID_MAX_LENGTH)}`],
  ])('refuses a pool id with %s', (_, id) => {
    expect(errorsOf({ ...GOOD, COGNITO_USER_POOL_ID: id })[0]).toMatch(
      /is not a user pool id: it must be region_suffix.*at most 55 characters/,
    )
  })

  it('accepts a pool id of exactly 55 characters', () => {
    const id = `ca-central-1_${'a'.repeat(USER_POOL_ID_MAX_LENGTH - 'ca-central-1_'.length)}`
    expect(id).toHaveLength(55)
    expect(parseAuthSettings({ ...GOOD, COGNITO_USER_POOL_ID: id }).ok).toBe(true)
  })

  it('refuses a region other than the pool id says', () => {
    expect(errorsOf({ ...GOOD, COGNITO_REGION: 'us-east-1' })).toEqual([
      'COGNITO_REGION="us-east-1" differs from the user pool\'s region "ca-central-1": the pool id starts with its region',
    ])
  })

  it('allows plain http only for a server on this machine', () => {
    const local = parseAuthSettings({
      ...GOOD,
      COGNITO_USER_POOL_ID: 'local_AbC123',
      COGNITO_ENDPOINT: 'http://127.0.0.1:9229/',
      COGNITO_AUTH_FLOW: 'USER_PASSWORD_AUTH',
    })
    expect(local.ok && local.settings).toMatchObject({
      region: 'local',
      endpoint: 'http://127.0.0.1:9229/',
      authFlow: 'USER_PASSWORD_AUTH',
    })
    expect(errorsOf({ ...GOOD, COGNITO_ENDPOINT: 'http://cognito.example.com/' })[0]).toMatch(
      /COGNITO_ENDPOINT=.* is not an https URL/,
    )
  })

  it('needs a redirect address with a hosted login, and a known flow', () => {
    expect(
      errorsOf({
        ...GOOD,
        COGNITO_HOSTED_DOMAIN: 'https://auth.example.com',
        COGNITO_AUTH_FLOW: 'SRP',
      }),
    ).toEqual([
      'COGNITO_REDIRECT_SIGN_IN is required with COGNITO_HOSTED_DOMAIN: the address the hosted login returns to',
      'COGNITO_AUTH_FLOW="SRP" is not a flow: set USER_SRP_AUTH or USER_PASSWORD_AUTH',
    ])
  })

  it('tells an environment with no sign-in setting from one with some', () => {
    expect(noAuthSettings({ COGNITO_REGION: '  ' })).toBe(true)
    expect(noAuthSettings({ COGNITO_CLIENT_ID: 'x' })).toBe(false)
  })
})
