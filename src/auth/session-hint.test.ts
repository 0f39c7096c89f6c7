import { describe, expect, it } from 'vitest'
import { cookiePair } from './cookie-codec'
import { hintIsFresh, readSessionHint } from './session-hint'
import { sessionKeys } from './session'
import { jwt } from './testing/jwt'

const CLIENT = 'client1'
const USER = 'a.b@cymbria.test'

function header(cookies: Record<string, string>): string {
  return Object.entries(cookies)
    .map(([name, value]) => cookiePair(name, value))
    .join('; ')
}

describe('readSessionHint', () => {
  const keys = sessionKeys(CLIENT, USER)

  it('reads who is signed in and when the access token expires, from the cookies alone', () => {
    const cookies = header({
      theme: 'dark',
      [keys.lastAuthUser]: USER,
      [keys.accessToken]: jwt({ exp: 2000, username: 'uuid' }),
      [keys.idToken]: jwt({ exp: 2000, email: USER }),
      [keys.refreshToken]: 'r',
      [keys.clockDrift]: '30',
    })
    const hint = readSessionHint(CLIENT, cookies)
    expect(hint).toEqual({
      username: USER,
      email: USER,
      accessTokenExpiresAt: 2000,
      clockDrift: 30,
      refreshable: true,
    })
    expect(hint && hintIsFresh(hint, 2029)).toBe(true)
    expect(hint && hintIsFresh(hint, 2030)).toBe(false)
  })

  it('is null without a session, or with a token that is not a JWT', () => {
    expect(readSessionHint(CLIENT, '')).toBeNull()
    expect(readSessionHint(CLIENT, header({ [keys.lastAuthUser]: USER }))).toBeNull()
    expect(
      readSessionHint(CLIENT, header({ [keys.lastAuthUser]: USER, [keys.accessToken]: 'x' })),
    ).toBeNull()
    expect(readSessionHint('other', header({ [keys.lastAuthUser]: USER }))).toBeNull()
  })
})
