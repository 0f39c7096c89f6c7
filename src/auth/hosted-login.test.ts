import { describe, expect, it, vi } from 'vitest'
import { AuthError } from './client'
import {
  CODE_VERIFIER_LENGTH,
  HOSTED_SIGN_OUT_TIMEOUT_MS,
  STATE_LENGTH,
  SignInGate,
  UNRESERVED,
  authorizeUrl,
  codeChallenge,
  createCodeVerifier,
  createState,
  hostedSignOut,
  logoutUrl,
  randomString,
  readCallback,
  startHostedSignIn,
  tokenRequestBody,
  withTimeout,
  type HostedSettings,
} from './hosted-login'
import { MemoryStore } from './testing/memory-cookies'

const SETTINGS: HostedSettings = {
  clientId: 'client1',
  hostedDomain: 'https://auth.example.com/',
  redirectSignIn: 'https://www.example.com/sign-in/callback/',
  redirectSignOut: 'https://www.example.com/sign-in/',
  scopes: ['openid', 'email'],
}

describe('PKCE and state', () => {
  it('makes a 128-character verifier of unreserved characters, and a 32-character alphanumeric state', () => {
    const verifier = createCodeVerifier()
    expect(verifier).toHaveLength(CODE_VERIFIER_LENGTH)
    expect(verifier).toMatch(/^[A-Za-z0-9._~-]{128}$/)
    expect(createState()).toMatch(/^[A-Za-z0-9]{32}$/)
    expect(createState()).toHaveLength(STATE_LENGTH)
    expect(createState()).not.toBe(createState())
  })

  it('draws every character of the alphabet, and draws again the bytes that would bias it', () => {
    const alphabet = 'abc'
    // 255 is past the last whole round of 3 (255 = 3 × 85): skipped, not taken as 'a'.
    const bytes = [255, 0, 1, 2, 3]
    const fill = (array: Uint8Array) => array.map((_, i) => bytes[i % bytes.length] ?? 0)
    expect(randomString(4, alphabet, fill)).toBe('abca')
    expect(UNRESERVED).toHaveLength(66)
  })

  it('computes S256 as RFC 7636’s example', async () => {
    expect(await codeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    )
  })
})

describe('the authorize redirect and its return', () => {
  it('sends the challenge and the state, keeping both for the return', async () => {
    const store = new MemoryStore()
    const url = new URL(await startHostedSignIn(SETTINGS, store))
    expect(`${url.origin}${url.pathname}`).toBe('https://auth.example.com/oauth2/authorize')
    const state = store.getItem('auth.hosted.state')
    const verifier = store.getItem('auth.hosted.verifier') ?? ''
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'client1',
      redirect_uri: SETTINGS.redirectSignIn,
      scope: 'openid email',
      state,
      code_challenge: await codeChallenge(verifier),
      code_challenge_method: 'S256',
    })
  })

  it('takes the code of a return with the stored state, once', async () => {
    const store = new MemoryStore()
    const url = new URL(await startHostedSignIn(SETTINGS, store))
    const back = `${SETTINGS.redirectSignIn}?code=c0de&state=${url.searchParams.get('state')}`
    const verifier = store.getItem('auth.hosted.verifier')
    expect(readCallback(back, store)).toEqual({ code: 'c0de', verifier })
    expect(() => readCallback(back, store)).toThrow('Invalid state in OAuth flow')
  })

  it('refuses a return whose state differs: Invalid state in OAuth flow', async () => {
    const store = new MemoryStore()
    await startHostedSignIn(SETTINGS, store)
    const error = (() => {
      try {
        readCallback(`${SETTINGS.redirectSignIn}?code=c0de&state=${'x'.repeat(32)}`, store)
      } catch (e) {
        return e
      }
    })()
    expect(error).toBeInstanceOf(AuthError)
    expect(error).toMatchObject({ message: 'Invalid state in OAuth flow', code: 'InvalidState' })
  })

  it('posts the form the token endpoint expects', () => {
    expect(Object.fromEntries(tokenRequestBody(SETTINGS, 'c0de', 'v'.repeat(128)))).toEqual({
      grant_type: 'authorization_code',
      code: 'c0de',
      client_id: 'client1',
      redirect_uri: SETTINGS.redirectSignIn,
      code_verifier: 'v'.repeat(128),
    })
  })

  it('needs a hosted domain', () => {
    expect(() =>
      authorizeUrl({ ...SETTINGS, hostedDomain: undefined }, { state: 's', challenge: 'c' }),
    ).toThrow(/no hosted login/)
  })
})

describe('the hosted sign-out', () => {
  it('goes to the logout address with the client and where to come back', () => {
    expect(logoutUrl(SETTINGS)).toBe(
      'https://auth.example.com/logout?client_id=client1&logout_uri=https%3A%2F%2Fwww.example.com%2Fsign-in%2F',
    )
    expect(logoutUrl({ ...SETTINGS, redirectSignOut: undefined })).toBeNull()
  })

  it('fails with "Signout timeout fail" when the page is still here 3 s later', async () => {
    vi.useFakeTimers()
    try {
      const navigate = vi.fn()
      const outcome = hostedSignOut('https://auth.example.com/logout', navigate).catch(
        (e: unknown) => e,
      )
      expect(navigate).toHaveBeenCalledWith('https://auth.example.com/logout')
      await vi.advanceTimersByTimeAsync(HOSTED_SIGN_OUT_TIMEOUT_MS - 1)
      let settled = false
      void outcome.then(() => (settled = true))
      await Promise.resolve()
      expect(settled).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      expect(await outcome).toMatchObject({ message: 'Signout timeout fail' })
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('one sign-in at a time', () => {
  it('refuses a second sign-in while one is pending, and allows one after', async () => {
    const gate = new SignInGate()
    let finish = () => {}
    const first = gate.run(
      () => new Promise<string>((resolve) => (finish = () => resolve('first'))),
    )
    await expect(gate.run(async () => 'second')).rejects.toMatchObject({
      message: 'Pending sign-in attempt already in progress',
    })
    finish()
    expect(await first).toBe('first')
    expect(await gate.run(async () => 'third')).toBe('third')
  })

  it('frees the gate after a task that throws at once', async () => {
    const gate = new SignInGate()
    await expect(
      gate.run(() => {
        throw new Error('empty')
      }),
    ).rejects.toThrow('empty')
    expect(await gate.run(async () => 'next')).toBe('next')
  })

  it('lets a session read wait for a hosted login in progress, for 10 s at most', async () => {
    vi.useFakeTimers()
    try {
      const gate = new SignInGate()
      void gate.run(() => new Promise(() => {})).catch(() => undefined)
      const waited = gate.settled().catch((e: unknown) => e)
      await vi.advanceTimersByTimeAsync(10_000)
      expect(await waited).toMatchObject({ code: 'HostedSignInTimeout' })
    } finally {
      vi.useRealTimers()
    }
  })

  it('withTimeout passes on a value in time', async () => {
    expect(await withTimeout(Promise.resolve(1), 10, () => new Error('late'))).toBe(1)
  })
})
