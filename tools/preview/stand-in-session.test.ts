import { describe, expect, it } from 'vitest'
import { hintIsUsable, readSessionHint } from '../../src/auth/session-hint'
import { standInSessionCookies, STAND_IN_USER } from './stand-in-session'

describe('standInSessionCookies', () => {
  const now = 1_800_000_000
  const cookies = standInSessionCookies('client1', now)
  // What the browser sends back: each cookie's name=value.
  const header = cookies.map((c) => c.split(';')[0]).join('; ')

  it("is a session the page's scripts read as signed in, fresh for a day and never renewed", () => {
    const hint = readSessionHint('client1', header)
    expect(hint).toEqual({
      username: STAND_IN_USER,
      email: `${STAND_IN_USER}@example.com`,
      accessTokenExpiresAt: now + 86_400,
      clockDrift: 0,
      refreshable: false,
    })
    expect(hintIsUsable(hint, now + 60)).toBe(true)
  })

  it('is no session of another app client, and its tokens are unsigned', () => {
    expect(readSessionHint('client2', header)).toBeNull()
    for (const cookie of cookies.filter((c) => c.includes('Token='))) {
      expect(cookie.split(';')[0]?.endsWith('.')).toBe(true)
    }
  })
})
