import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cognitoCall, createUser, lastCode } from '../../tools/cognito-local/admin'
import { startCognitoLocal, type LocalPool } from '../../tools/cognito-local/server'
import { AuthError, type AuthClient, type SignInStep } from '../../src/auth/client'
import { createCognitoClient } from '../../src/auth/cognito'
import { parseAuthSettings, type AuthSettings } from '../../src/site/sign-in-settings'
import { COOKIE_HEADER_LIMIT_BYTES, sessionKeys } from '../../src/auth/session'
import { MemoryCookies, MemoryStore } from '../../src/auth/testing/memory-cookies'
import { totpCode } from '../../src/auth/testing/totp'

/**
 * The client against a real user pool: cognito-local 5.3 on 127.0.0.1
 * (USER_PASSWORD_AUTH; SRP, devices and global sign-out are in
 * src/auth/cognito.protocol.test.ts). The browser's cookies are a jar in memory.
 */
const PASSWORD = 'Shareholder-pass-1'

/** AUTH_CLIENT_COGNITO_PORT, or a port the system gives. */
async function port(): Promise<number> {
  if (process.env.AUTH_CLIENT_COGNITO_PORT) return Number(process.env.AUTH_CLIENT_COGNITO_PORT)
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (!address || typeof address === 'string') throw new Error('no free port')
  return address.port
}

describe('createCognitoClient against cognito-local', { timeout: 60_000 }, () => {
  let dataDir: string
  let pool: LocalPool
  let settings: AuthSettings
  let offset = 0
  const clock = () => Math.floor(Date.now() / 1000) + offset

  function client(cookies = new MemoryCookies()): { auth: AuthClient; cookies: MemoryCookies } {
    const auth = createCognitoClient(settings, {
      storage: cookies,
      hostedStore: new MemoryStore(),
      nowSeconds: clock,
    })
    return { auth, cookies }
  }

  function signedIn(step: SignInStep) {
    if (step.kind !== 'signed-in')
      throw new Error(`expected signed in, got ${JSON.stringify(step)}`)
    return step.session
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'auth-lib-'))
    pool = await startCognitoLocal({ port: await port(), dataDir })
    const parsed = parseAuthSettings(pool.env)
    if (!parsed.ok) throw new Error(parsed.errors.join('\n'))
    settings = { ...parsed.settings, issuer: 'Cymbria Corporation' }
  })
  afterAll(async () => {
    await pool?.stop()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('signs up, confirms with the printed code, signs in into cookies of the library’s names under 8 KB', async () => {
    const { auth, cookies } = client()
    const email = 'sign.up@cymbria.test'
    expect(await auth.signUp(email, PASSWORD, { email })).toMatchObject({ confirmed: false })
    expect(await auth.signIn(email, PASSWORD)).toEqual({ kind: 'confirm-sign-up', username: email })
    const code = await lastCode(dataDir, email)
    await auth.confirmSignUp(email, code ?? '')
    const session = signedIn(await auth.signIn(email, PASSWORD))
    expect(session.username).toBe(email)
    const keys = sessionKeys(settings.clientId, email)
    expect(cookies.getItem(keys.lastAuthUser)).toBe(email)
    for (const key of [keys.idToken, keys.accessToken, keys.refreshToken, keys.clockDrift]) {
      expect(cookies.getItem(key)).toBeTruthy()
    }
    expect(await auth.currentSession()).toEqual(session)
    expect(cookies.headerBytes()).toBeLessThan(COOKIE_HEADER_LIMIT_BYTES)
  })

  it('refuses empty fields and a wrong password with the messages the screens translate', async () => {
    const { auth } = client()
    await expect(auth.signIn(' ', PASSWORD)).rejects.toMatchObject({
      message: 'Username cannot be empty',
    })
    await expect(auth.signIn(pool.demoUser.username, '')).rejects.toMatchObject({
      message: 'Password cannot be empty',
    })
    // Cognito says NotAuthorizedException, cognito-local InvalidPasswordException: both read as Cognito's.
    const wrong = await auth
      .signIn(pool.demoUser.username, 'Wrong-password-1')
      .catch((e: unknown) => e)
    expect(wrong).toBeInstanceOf(AuthError)
    expect(wrong).toMatchObject({
      code: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
      signOut: false,
    })
  })

  it('reads the attributes the access token’s scope allows, the verified flags as booleans', async () => {
    const { auth } = client()
    signedIn(await auth.signIn(pool.demoUser.username, pool.demoUser.password))
    expect(await auth.attributes()).toMatchObject({
      values: { email: pool.demoUser.username, email_verified: 'true' },
      emailVerified: true,
      phoneNumberVerified: false,
    })
  })

  it('refreshes an expired session from the refresh token, and signs out when the token is revoked', async () => {
    const { auth, cookies } = client()
    const { username, password } = pool.demoUser
    signedIn(await auth.signIn(username, password))
    const keys = sessionKeys(settings.clientId, username)
    const before = cookies.getItem(keys.accessToken)
    offset = 2 * 86_400
    try {
      const refreshed = await auth.currentSession()
      expect(refreshed?.username).toBe(username)
      expect(cookies.getItem(keys.accessToken)).not.toBe(before)
      expect(
        refreshed && refreshed.expiresAt + Number(cookies.getItem(keys.clockDrift)),
      ).toBeGreaterThan(clock())
      await cognitoCall(pool.endpoint, 'RevokeToken', {
        Token: cookies.getItem(keys.refreshToken),
        ClientId: settings.clientId,
      })
      offset = 4 * 86_400
      const refused = await auth.currentSession().catch((error: unknown) => error)
      expect(refused).toBeInstanceOf(AuthError)
      expect(refused).toMatchObject({ signOut: true })
      expect([...cookies.items.keys()]).toEqual([])
      expect(await auth.currentSession()).toBeNull()
    } finally {
      offset = 0
    }
  })

  it('meets NEW_PASSWORD_REQUIRED for a user an administrator made, and signs in with the new password', async () => {
    const { auth } = client()
    const email = 'temporary@cymbria.test'
    await createUser(pool, email, 'Temporary-pass-1', { temporary: true })
    const step = await auth.signIn(email, 'Temporary-pass-1')
    expect(step).toMatchObject({ kind: 'challenge', challenge: { name: 'NEW_PASSWORD_REQUIRED' } })
    await expect(
      auth.answerChallenge({ name: 'NEW_PASSWORD_REQUIRED', newPassword: '' }),
    ).rejects.toMatchObject({
      message: 'Password cannot be empty',
    })
    signedIn(await auth.answerChallenge({ name: 'NEW_PASSWORD_REQUIRED', newPassword: PASSWORD }))
    await auth.signOut()
    expect(await auth.currentSession()).toBeNull()
    signedIn(await auth.signIn(email, PASSWORD))
  })

  it('sets up TOTP, prefers it, and then signs in through SOFTWARE_TOKEN_MFA with a generated code', async () => {
    const { auth } = client()
    const email = 'totp@cymbria.test'
    await createUser(pool, email, PASSWORD)
    signedIn(await auth.signIn(email, PASSWORD))
    const { secret, otpauthUri } = await auth.setUpTotp()
    expect(otpauthUri).toBe(
      `otpauth://totp/Cymbria%20Corporation:${encodeURIComponent(email)}?secret=${secret}&issuer=Cymbria+Corporation`,
    )
    await auth.verifyTotp(totpCode(secret, Date.now() / 1000), 'test phone')
    await auth.setMfaPreference('SOFTWARE_TOKEN_MFA')
    expect(await auth.mfaPreference()).toEqual({
      enabled: ['SOFTWARE_TOKEN_MFA'],
      preferred: 'SOFTWARE_TOKEN_MFA',
    })
    await auth.signOut()
    const step = await auth.signIn(email, PASSWORD)
    expect(step).toEqual({ kind: 'challenge', challenge: { name: 'SOFTWARE_TOKEN_MFA' } })
    const session = signedIn(
      await auth.answerChallenge({
        name: 'SOFTWARE_TOKEN_MFA',
        code: totpCode(secret, Date.now() / 1000),
      }),
    )
    expect(session.username).toBe(email)
  })

  it('refuses a second sign-in while one is under way', async () => {
    const { auth } = client()
    const { username, password } = pool.demoUser
    const first = auth.signIn(username, password)
    await expect(auth.signIn(username, password)).rejects.toMatchObject({
      message: 'Pending sign-in attempt already in progress',
    })
    signedIn(await first)
  })

  it('reports the server’s refusal of what it lacks (global sign-out) and still signs out here', async () => {
    const { auth, cookies } = client()
    signedIn(await auth.signIn(pool.demoUser.username, pool.demoUser.password))
    await expect(auth.signOutEverywhere()).rejects.toBeInstanceOf(AuthError)
    expect(cookies.items.size).toBe(0)
  })

  it('deletes the account, after which signing in is refused', async () => {
    const { auth } = client()
    const email = 'leaving@cymbria.test'
    await createUser(pool, email, PASSWORD)
    signedIn(await auth.signIn(email, PASSWORD))
    await auth.deleteAccount()
    expect(await auth.currentSession()).toBeNull()
    await expect(auth.signIn(email, PASSWORD)).rejects.toBeInstanceOf(AuthError)
  })
})
