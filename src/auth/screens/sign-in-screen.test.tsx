// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import en from '../locales/en.json'
import fr from '../locales/fr.json'
import { AuthError } from '../client'
import type * as hints from '../session-hint'
import { sessionHint } from '../session-hint'
import { FAKE_CODE, FakeAuthClient } from '../testing/fake-auth-client'
import { mountScreen, type MountedScreen } from './render-screen'
import { SignInScreen } from './sign-in-screen'

vi.mock('../session-hint', async (actual) => ({
  ...(await actual<typeof hints>()),
  sessionHint: vi.fn(() => null),
}))
/** The cookies of a session whose access token has expired, with a refresh token to renew it. */
const EXPIRED_SESSION = {
  username: 'ada@example.test',
  accessTokenExpiresAt: 1,
  clockDrift: 0,
  refreshable: true,
}

const USER = 'ada@example.test'
let screen: MountedScreen | undefined
afterEach(() => {
  screen?.unmount()
  vi.mocked(sessionHint).mockReset()
})

const pool = () => new FakeAuthClient(new Map([[USER, { password: 'correct horse' }]]))

async function signIn(client: FakeAuthClient, search = '', locale: 'en' | 'fr' = 'en') {
  screen = await mountScreen(<SignInScreen hosted={false} />, { client, search, locale })
  const strings = locale === 'fr' ? fr : en
  screen.type(strings.signIn.fields.username, USER)
  screen.type(strings.signIn.fields.password, 'correct horse')
  await screen.click(strings.signIn.actions.signIn)
  return screen
}

describe('the sign-in screen', () => {
  it('goes to ?next= once signed in', async () => {
    const { visited } = await signIn(pool(), '?next=%2Fportfolio%2Fcymbria%2F%3Fa%3D1')
    expect(visited).toEqual(['/portfolio/cymbria/?a=1'])
  })

  it("goes to the locale's home page when next is missing or points off the site", async () => {
    const { visited } = await signIn(pool(), '?next=%2F%2Fevil.example%2F', 'fr')
    expect(visited).toEqual(['/fr/'])
  })

  it('shows the form of a challenge, its heading focused, and goes on once answered', async () => {
    const client = new FakeAuthClient(
      new Map([
        [
          USER,
          { password: 'correct horse', challenges: [{ name: 'SOFTWARE_TOKEN_MFA' as const }] },
        ],
      ]),
    )
    const s = await signIn(client)
    const heading = s.host.querySelector('h2')
    expect(heading?.textContent).toBe(en.signIn.challenges.SOFTWARE_TOKEN_MFA.title)
    expect(document.activeElement).toBe(heading)
    expect(s.host.querySelector('input[type="checkbox"]')?.id).toBe('remember-device')
    s.type(en.signIn.fields.code, FAKE_CODE)
    await s.click(en.signIn.actions.verify)
    expect(client.calls).toEqual(['signIn', 'answerChallenge:SOFTWARE_TOKEN_MFA'])
    expect(s.visited).toEqual(['/'])
  })

  it('shows the TOTP set-up challenge as a QR code and the secret as text', async () => {
    const secret = 'JBSWY3DPEHPK3PXP'
    const client = new FakeAuthClient(
      new Map([
        [
          USER,
          {
            password: 'correct horse',
            challenges: [
              {
                name: 'MFA_SETUP' as const,
                secret,
                otpauthUri: `otpauth://totp/x?secret=${secret}`,
              },
            ],
          },
        ],
      ]),
    )
    const s = await signIn(client)
    const qr = s.host.querySelector('svg[role="img"]')
    expect(qr?.getAttribute('aria-label')).toBe(en.signIn.challenges.MFA_SETUP.qrLabel)
    expect(qr?.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/)
    expect(s.host.querySelector('[data-testid="totp-secret"]')?.textContent).toBe(secret)
  })

  it('says in French which fields are empty, before calling the client, and focuses the message', async () => {
    const client = pool()
    screen = await mountScreen(<SignInScreen hosted={false} />, { client, locale: 'fr' })
    await screen.click(fr.signIn.actions.signIn)
    expect(screen.alert()).toBe(`${fr.authErrors.usernameEmpty}${fr.authErrors.passwordEmpty}`)
    expect(document.activeElement?.getAttribute('role')).toBe('alert')
    expect(screen.host.querySelector('#username')?.getAttribute('aria-invalid')).toBe('true')
    expect(screen.host.querySelector('#username')?.getAttribute('aria-describedby')).toBe(
      'username-error',
    )
    expect(client.calls).toEqual([])
  })

  it("shows the client's failure in the visitor's language", async () => {
    const client = pool()
    screen = await mountScreen(<SignInScreen hosted={false} />, { client, locale: 'fr' })
    screen.type(fr.signIn.fields.username, USER)
    screen.type(fr.signIn.fields.password, 'wrong')
    await screen.click(fr.signIn.actions.signIn)
    expect(screen.alert()).toBe(fr.authErrors.wrongCredentials)
    client.failNext = new AuthError('User is disabled', 'NotAuthorizedException', true)
    screen.type(fr.signIn.fields.password, 'correct horse')
    await screen.click(fr.signIn.actions.signIn)
    expect(screen.alert()).toBe(fr.authErrors.userDisabled)
    expect(screen.visited).toEqual([])
  })

  it('sends an unconfirmed account to the confirm screen, keeping next', async () => {
    const client = new FakeAuthClient(
      new Map([[USER, { password: 'correct horse', confirmed: false }]]),
    )
    const { visited } = await signIn(client, '?next=%2Fabout%2F')
    expect(visited).toEqual([
      `/sign-in/confirm/?next=%2Fabout%2F&username=${encodeURIComponent(USER)}`,
    ])
  })

  it('shows why the visitor was sent here when the session ended', async () => {
    screen = await mountScreen(<SignInScreen hosted={false} />, {
      client: pool(),
      locale: 'fr',
      search: '?next=%2Fa%2F&reason=refreshRevoked',
    })
    expect(screen.alert()).toBe(fr.authErrors.refreshRevoked)
  })

  it('says why signing out everywhere reached this device only, and only when signing out', async () => {
    screen = await mountScreen(<SignInScreen hosted={false} />, {
      client: pool(),
      locale: 'fr',
      search: '?sign-out&reason=unsupported',
    })
    expect(screen.alert()).toBe(fr.authErrors.unsupported)
    screen.unmount()
    screen = await mountScreen(<SignInScreen hosted={false} />, {
      client: pool(),
      search: '?reason=unsupported',
    })
    expect(screen.alert()).toBe('')
  })

  it('renews an expired session and goes on to ?next= without asking the password', async () => {
    const client = pool()
    await client.signIn(USER, 'correct horse')
    vi.mocked(sessionHint).mockReturnValue(EXPIRED_SESSION)
    screen = await mountScreen(<SignInScreen hosted={false} />, { client, search: '?next=%2Fa%2F' })
    expect(client.calls).toEqual(['signIn', 'currentSession'])
    expect(screen.visited).toEqual(['/a/'])
  })

  it('says why when the provider refuses to renew the session, and stays', async () => {
    const client = pool()
    client.failNext = new AuthError(
      'Refresh Token has been revoked',
      'NotAuthorizedException',
      true,
    )
    vi.mocked(sessionHint).mockReturnValue(EXPIRED_SESSION)
    screen = await mountScreen(<SignInScreen hosted={false} />, {
      client,
      locale: 'fr',
      search: '?next=%2Fa%2F',
    })
    expect(screen.alert()).toBe(fr.authErrors.refreshRevoked)
    expect(screen.visited).toEqual([])
  })

  it('offers the hosted page only when the build has a hosted login', async () => {
    screen = await mountScreen(<SignInScreen hosted={false} />, { client: pool() })
    expect(screen.host.textContent).not.toContain(en.signIn.actions.hosted)
    screen.unmount()
    screen = await mountScreen(<SignInScreen hosted />, { client: pool() })
    expect(screen.host.textContent).toContain(en.signIn.actions.hosted)
  })
})
