import { describe, expect, it } from 'vitest'
import { cookieHeaderBytes } from './cookie-codec'
import {
  COOKIE_HEADER_LIMIT_BYTES,
  canReadAttributes,
  clockDriftOf,
  isSessionValid,
  jwtClaims,
  sessionExpiresAt,
  sessionKeys,
  usernameOf,
} from './session'
import { jwt } from './testing/jwt'

const ISSUED = 1_800_000_000
const tokens = (drift: number) => ({
  idToken: jwt({ iat: ISSUED, exp: ISSUED + 3600, email: 'a@b.test' }),
  accessToken: jwt({
    iat: ISSUED,
    exp: ISSUED + 3000,
    username: 'abc',
    scope: 'openid aws.cognito.signin.user.admin',
  }),
  refreshToken: 'refresh',
  clockDrift: drift,
})

describe('session validity', () => {
  it('ends at the earlier token’s expiry', () => {
    expect(sessionExpiresAt(tokens(0))).toBe(ISSUED + 3000)
  })

  it('is valid until expiry by the provider’s clock', () => {
    expect(isSessionValid(tokens(0), ISSUED + 2999)).toBe(true)
    expect(isSessionValid(tokens(0), ISSUED + 3000)).toBe(false)
  })

  it('takes the clock drift off this clock: a clock 10 minutes fast keeps the session 10 minutes longer', () => {
    const fast = tokens(600)
    expect(isSessionValid(fast, ISSUED + 3000 + 599)).toBe(true)
    expect(isSessionValid(fast, ISSUED + 3000 + 600)).toBe(false)
    expect(isSessionValid(tokens(-600), ISSUED + 2400)).toBe(false)
  })

  it('measures the drift as the library does: now less the earlier issue time', () => {
    expect(clockDriftOf(tokens(0), ISSUED + 42)).toBe(42)
  })

  it('is never valid without expiry claims', () => {
    expect(isSessionValid({ idToken: 'x', accessToken: 'y', clockDrift: 0 }, 0)).toBe(false)
  })
})

describe('claims', () => {
  it('reads a JWT payload, and null for what is not one', () => {
    expect(jwtClaims(jwt({ email: 'é@b.test' }))).toEqual({ email: 'é@b.test' })
    expect(jwtClaims('nope')).toBeNull()
    expect(jwtClaims('a.%%%.c')).toBeNull()
    expect(jwtClaims(undefined)).toBeNull()
  })

  it('finds the username and whether attributes may be read', () => {
    expect(usernameOf(tokens(0).accessToken)).toBe('abc')
    expect(usernameOf(jwt({ 'cognito:username': 'def' }))).toBe('def')
    expect(canReadAttributes(tokens(0).accessToken)).toBe(true)
    expect(canReadAttributes(jwt({ scope: 'openid email' }))).toBe(false)
    expect(canReadAttributes(jwt({}))).toBe(false)
  })
})

describe('the session cookies', () => {
  it('are named as the library names them', () => {
    expect(sessionKeys('client1', 'a@b.test')).toMatchObject({
      lastAuthUser: 'CognitoIdentityServiceProvider.client1.LastAuthUser',
      accessToken: 'CognitoIdentityServiceProvider.client1.a@b.test.accessToken',
    })
  })

  it('fit the 8 KB Cookie header with Cognito-sized tokens, device cookies and a long email', () => {
    // Cognito's own sizes: an id token with a few attributes ~1.3 KB, an access token ~1.1 KB, the
    // refresh token (encrypted) ~1.8 KB; cognito-local's are 944, 934 and 662 characters.
    const username = `${'long.name'.repeat(6)}@example.com`
    const keys = sessionKeys('1example23456789abcdefghij', username)
    const cookies: [string, string][] = [
      [keys.lastAuthUser, username],
      [keys.idToken, 'x'.repeat(1300)],
      [keys.accessToken, 'x'.repeat(1100)],
      [keys.refreshToken, 'x'.repeat(1800)],
      [keys.clockDrift, '-12'],
      [keys.deviceKey, 'ca-central-1_12345678-1234-1234-1234-123456789012'],
      [keys.deviceGroupKey, '-AbCdEfGhI'],
      [keys.randomPasswordKey, 'x'.repeat(56)],
    ]
    const bytes = cookieHeaderBytes(cookies)
    expect(bytes).toBeGreaterThan(4000)
    expect(bytes).toBeLessThan(COOKIE_HEADER_LIMIT_BYTES)
  })
})
