import { describe, expect, it } from 'vitest'
import { parseCookies } from '../auth/cookie-codec'
import { accessTokenCookie } from './session-cookie'

describe('parseCookies', () => {
  it('decodes names and values as js-cookie encoded them, the first of a name winning', () => {
    const jar = parseCookies('a%40b=x%3By; q="quoted"; a%40b=second; broken=%E0%A4%A; =x; novalue')
    expect(jar.get('a@b')).toBe('x;y')
    expect(jar.get('q')).toBe('quoted')
    expect(jar.get('broken')).toBe('%E0%A4%A')
    expect(jar.has('novalue')).toBe(false)
  })
})

describe('accessTokenCookie', () => {
  const key = 'CognitoIdentityServiceProvider.client1'
  it("reads the last user's access token of this app client", () => {
    const header = `${key}.LastAuthUser=demo%40cymbria.test; ${key}.demo%40cymbria.test.idToken=id; ${key}.demo%40cymbria.test.accessToken=access`
    expect(accessTokenCookie(header, 'client1')).toBe('access')
    expect(accessTokenCookie(header, 'client2')).toBeUndefined()
  })

  it('has none without the user, or with an empty token', () => {
    expect(accessTokenCookie(`${key}.u.accessToken=access`, 'client1')).toBeUndefined()
    expect(
      accessTokenCookie(`${key}.LastAuthUser=u; ${key}.u.accessToken=`, 'client1'),
    ).toBeUndefined()
    expect(accessTokenCookie(null, 'client1')).toBeUndefined()
  })
})
