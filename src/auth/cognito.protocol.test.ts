import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SignInStep } from './client'
import { DEVICE_PAGE_SIZE, createCognitoClient } from './cognito'
import type { AuthSettings } from '../site/sign-in-settings'
import { sessionKeys } from './session'
import {
  SrpServer,
  fakeCognito,
  issuedTokens,
  srpVerifier,
  type RecordedCall,
} from './testing/fake-cognito'
import { MemoryCookies, MemoryStore } from './testing/memory-cookies'

/**
 * The library against Cognito's protocol where cognito-local has none: SRP,
 * device SRP, custom challenges, MFA selection, devices, global sign-out and
 * the refresh's retries. The fake provider answers with Cognito's bodies and
 * checks the client's SRP proofs with the server's arithmetic.
 */
const SETTINGS: AuthSettings = {
  region: 'ca-central-1',
  userPoolId: 'ca-central-1_Abc123XYZ',
  clientId: '1example23456789abcdefghij',
  endpoint: 'https://cognito-idp.ca-central-1.amazonaws.com/',
  authFlow: 'USER_SRP_AUTH',
  scopes: ['openid'],
  issuer: 'Cymbria Corporation',
}
const POOL_NAME = 'Abc123XYZ'
const TYPED = 'shareholder@cymbria.test'
const USER_ID = '7f3c0e4a-1b2c-4d5e-8f90-a1b2c3d4e5f6'
const PASSWORD = 'Correct-horse-1'
const SALT = 'a1b2c3d4e5f60718293a4b5c6d7e8f90'

let provider: ReturnType<typeof fakeCognito>

beforeEach(() => {
  provider = fakeCognito()
  vi.stubGlobal('fetch', provider.fetch)
})
afterEach(() => {
  vi.unstubAllGlobals()
})

function client(cookies = new MemoryCookies(), extra = {}) {
  return {
    cookies,
    auth: createCognitoClient(SETTINGS, {
      storage: cookies,
      hostedStore: new MemoryStore(),
      ...extra,
    }),
  }
}

function lastOf(calls: RecordedCall[], operation: string): Record<string, unknown> {
  const call = calls.filter((c) => c.operation === operation).at(-1)
  if (!call) throw new Error(`no ${operation} call`)
  return call.body
}

const responses = (body: Record<string, unknown>) =>
  body.ChallengeResponses as Record<string, string>

/** Queues Cognito's two SRP answers for the user; the second checks the client's proof. */
function userSrp(next: (body: Record<string, unknown>) => Record<string, unknown>) {
  const server = new SrpServer(srpVerifier(POOL_NAME, USER_ID, PASSWORD, SALT), SALT)
  provider
    .on('InitiateAuth', () => ({
      body: {
        ChallengeName: 'PASSWORD_VERIFIER',
        ChallengeParameters: {
          ...server.challengeParameters(),
          USER_ID_FOR_SRP: USER_ID,
          USERNAME: USER_ID,
        },
      },
    }))
    .on('RespondToAuthChallenge', (body, calls) => {
      const a = (lastOf(calls, 'InitiateAuth').AuthParameters as Record<string, string>).SRP_A ?? ''
      const r = responses(body)
      const expected = server.expectedSignature(a, POOL_NAME, USER_ID, r.TIMESTAMP ?? '')
      if (r.PASSWORD_CLAIM_SIGNATURE !== expected) {
        return {
          status: 400,
          body: { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' },
        }
      }
      return { body: next(body) }
    })
}

function signedIn(step: SignInStep) {
  if (step.kind !== 'signed-in') throw new Error(`expected signed in, got ${JSON.stringify(step)}`)
  return step
}

/**
 * SRP's big-number arithmetic takes about 1 s a test alone, and went past
 * vitest's 5 s beside the build tests: the limit catches a hang, not slowness.
 */
const SRP_LIMIT = { timeout: 60_000 }

describe('SRP sign-in (USER_SRP_AUTH)', SRP_LIMIT, () => {
  it('sends SRP_A, then a PASSWORD_CLAIM_SIGNATURE the server verifies, and keeps the session', async () => {
    userSrp(() => ({ AuthenticationResult: issuedTokens(USER_ID) }))
    const { auth, cookies } = client()
    const step = signedIn(await auth.signIn(TYPED, PASSWORD))
    expect(step.session.username).toBe(USER_ID)
    const initiate = lastOf(provider.calls, 'InitiateAuth')
    expect(initiate).toMatchObject({
      AuthFlow: 'USER_SRP_AUTH',
      ClientId: SETTINGS.clientId,
      AuthParameters: { USERNAME: TYPED, SRP_A: expect.stringMatching(/^[0-9a-f]{500,}$/) },
    })
    const verifier = lastOf(provider.calls, 'RespondToAuthChallenge')
    expect(verifier).toMatchObject({
      ChallengeName: 'PASSWORD_VERIFIER',
      ChallengeResponses: {
        USERNAME: USER_ID,
        PASSWORD_CLAIM_SECRET_BLOCK: expect.any(String),
        TIMESTAMP: expect.stringMatching(/^\w{3} \w{3} \d{1,2} \d\d:\d\d:\d\d UTC \d{4}$/),
        PASSWORD_CLAIM_SIGNATURE: expect.stringMatching(/^[A-Za-z0-9+/]{43}=$/),
      },
    })
    expect(cookies.getItem(sessionKeys(SETTINGS.clientId).lastAuthUser)).toBe(USER_ID)
  })

  it('is refused when the password is wrong: the signature does not verify', async () => {
    userSrp(() => ({ AuthenticationResult: issuedTokens(USER_ID) }))
    const { auth } = client()
    await expect(auth.signIn(TYPED, 'Wrong-horse-1')).rejects.toMatchObject({
      code: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    })
  })
})

describe('a remembered device (DEVICE_SRP_AUTH)', SRP_LIMIT, () => {
  it('confirms and remembers the device after MFA, then signs in by device SRP with the secret it registered', async () => {
    const deviceKey = 'ca-central-1_0e1d2c3b-4a59-6877-8695-a4b3c2d1e0f9'
    const deviceGroupKey = '-xYzDeviceGroup'
    let registered: { Salt: string; PasswordVerifier: string } | undefined
    userSrp(() => ({
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      ChallengeParameters: {},
      Session: 'mfa-session',
    }))
    provider
      .on('RespondToAuthChallenge', () => ({
        body: {
          AuthenticationResult: {
            ...issuedTokens(USER_ID),
            NewDeviceMetadata: { DeviceKey: deviceKey, DeviceGroupKey: deviceGroupKey },
          },
        },
      }))
      .on('ConfirmDevice', (body) => {
        registered = body.DeviceSecretVerifierConfig as typeof registered
        return { body: { UserConfirmationNecessary: true } }
      })
      .on('UpdateDeviceStatus', () => ({ body: {} }))
    const { auth, cookies } = client()
    expect(await auth.signIn(TYPED, PASSWORD)).toEqual({
      kind: 'challenge',
      challenge: { name: 'SOFTWARE_TOKEN_MFA' },
    })
    const step = signedIn(
      await auth.answerChallenge({
        name: 'SOFTWARE_TOKEN_MFA',
        code: '123456',
        rememberDevice: true,
      }),
    )
    expect(step.deviceRemembered).toBe(true)
    expect(lastOf(provider.calls, 'RespondToAuthChallenge')).toMatchObject({
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: 'mfa-session',
      ChallengeResponses: { USERNAME: USER_ID, SOFTWARE_TOKEN_MFA_CODE: '123456' },
    })
    expect(lastOf(provider.calls, 'UpdateDeviceStatus')).toMatchObject({
      DeviceKey: deviceKey,
      DeviceRememberedStatus: 'remembered',
    })
    const keys = sessionKeys(SETTINGS.clientId, USER_ID)
    expect(cookies.getItem(keys.deviceKey)).toBe(deviceKey)
    await auth.signOut()
    expect(cookies.getItem(keys.accessToken)).toBeNull()
    expect(cookies.getItem(keys.deviceKey)).toBe(deviceKey)

    // Next time: Cognito asks the device to prove itself against the verifier it registered.
    if (!registered) throw new Error('the device was not confirmed')
    const saltHex = Buffer.from(registered.Salt, 'base64').toString('hex')
    const verifier = BigInt(
      `0x${Buffer.from(registered.PasswordVerifier, 'base64').toString('hex')}`,
    )
    const device = new SrpServer(verifier, saltHex)
    userSrp((body) => {
      expect(responses(body).DEVICE_KEY).toBe(deviceKey)
      return {
        ChallengeName: 'DEVICE_SRP_AUTH',
        ChallengeParameters: {},
        Session: 'device-session',
      }
    })
    provider
      .on('RespondToAuthChallenge', () => ({
        body: {
          ChallengeName: 'DEVICE_PASSWORD_VERIFIER',
          ChallengeParameters: device.challengeParameters(),
          Session: 'device-session-2',
        },
      }))
      .on('RespondToAuthChallenge', (body, calls) => {
        const srp = calls.filter((c) => c.operation === 'RespondToAuthChallenge').at(-2)?.body
        const a = srp ? (responses(srp).SRP_A ?? '') : ''
        const r = responses(body)
        const ok =
          r.PASSWORD_CLAIM_SIGNATURE ===
          device.expectedSignature(a, deviceGroupKey, deviceKey, r.TIMESTAMP ?? '')
        return ok
          ? { body: { AuthenticationResult: issuedTokens(USER_ID) } }
          : {
              status: 400,
              body: { __type: 'NotAuthorizedException', message: 'Incorrect device signature' },
            }
      })
    signedIn(await auth.signIn(TYPED, PASSWORD))
    const challenges = provider.calls
      .filter((c) => c.operation === 'RespondToAuthChallenge')
      .slice(-3)
      .map((c) => c.body)
    expect(challenges[1]).toMatchObject({
      ChallengeName: 'DEVICE_SRP_AUTH',
      Session: 'device-session',
      ChallengeResponses: {
        USERNAME: USER_ID,
        DEVICE_KEY: deviceKey,
        SRP_A: expect.stringMatching(/^[0-9a-f]+$/),
      },
    })
    expect(challenges[2]).toMatchObject({
      ChallengeName: 'DEVICE_PASSWORD_VERIFIER',
      ChallengeResponses: { DEVICE_KEY: deviceKey, PASSWORD_CLAIM_SIGNATURE: expect.any(String) },
    })
  })

  it('says the device was not remembered when the pool tracks no devices', async () => {
    userSrp(() => ({
      ChallengeName: 'SMS_MFA',
      ChallengeParameters: { CODE_DELIVERY_DESTINATION: '+*******1234' },
      Session: 's',
    }))
    provider.on('RespondToAuthChallenge', () => ({
      body: { AuthenticationResult: issuedTokens(USER_ID) },
    }))
    const { auth } = client()
    expect(await auth.signIn(TYPED, PASSWORD)).toEqual({
      kind: 'challenge',
      challenge: { name: 'SMS_MFA', destination: '+*******1234' },
    })
    const step = signedIn(
      await auth.answerChallenge({ name: 'SMS_MFA', code: '654321', rememberDevice: true }),
    )
    expect(step.deviceRemembered).toBe(false)
    expect(responses(lastOf(provider.calls, 'RespondToAuthChallenge'))).toMatchObject({
      SMS_MFA_CODE: '654321',
    })
  })
})

describe('other challenges', () => {
  it('passes a CUSTOM_CHALLENGE’s parameters to the screen and its answer back', async () => {
    userSrp(() => ({
      ChallengeName: 'CUSTOM_CHALLENGE',
      ChallengeParameters: { question: 'Your shareholder number?' },
      Session: 'custom-session',
    }))
    provider.on('RespondToAuthChallenge', () => ({
      body: { AuthenticationResult: issuedTokens(USER_ID) },
    }))
    const { auth } = client()
    expect(await auth.signIn(TYPED, PASSWORD)).toEqual({
      kind: 'challenge',
      challenge: { name: 'CUSTOM_CHALLENGE', parameters: { question: 'Your shareholder number?' } },
    })
    await expect(
      auth.answerChallenge({ name: 'CUSTOM_CHALLENGE', answer: ' ' }),
    ).rejects.toMatchObject({
      message: 'Challenge response cannot be empty',
    })
    signedIn(await auth.answerChallenge({ name: 'CUSTOM_CHALLENGE', answer: 'CY-12345' }))
    expect(lastOf(provider.calls, 'RespondToAuthChallenge')).toMatchObject({
      ChallengeName: 'CUSTOM_CHALLENGE',
      Session: 'custom-session',
      ChallengeResponses: { USERNAME: USER_ID, ANSWER: 'CY-12345' },
    })
  })

  it('offers SELECT_MFA_TYPE’s choices and refuses one not offered', async () => {
    userSrp(() => ({
      ChallengeName: 'SELECT_MFA_TYPE',
      ChallengeParameters: { MFAS_CAN_CHOOSE: '["SMS_MFA","SOFTWARE_TOKEN_MFA"]' },
      Session: 'select',
    }))
    provider.on('RespondToAuthChallenge', () => ({
      body: { ChallengeName: 'SOFTWARE_TOKEN_MFA', ChallengeParameters: {}, Session: 'totp' },
    }))
    const { auth } = client()
    expect(await auth.signIn(TYPED, PASSWORD)).toEqual({
      kind: 'challenge',
      challenge: { name: 'SELECT_MFA_TYPE', options: ['SMS_MFA', 'SOFTWARE_TOKEN_MFA'] },
    })
    await expect(
      auth.answerChallenge({ name: 'SELECT_MFA_TYPE', mfaType: 'EMAIL_OTP' as 'SMS_MFA' }),
    ).rejects.toMatchObject({ message: 'Invalid MFA type' })
    expect(
      await auth.answerChallenge({ name: 'SELECT_MFA_TYPE', mfaType: 'SOFTWARE_TOKEN_MFA' }),
    ).toEqual({
      kind: 'challenge',
      challenge: { name: 'SOFTWARE_TOKEN_MFA' },
    })
    expect(responses(lastOf(provider.calls, 'RespondToAuthChallenge'))).toMatchObject({
      ANSWER: 'SOFTWARE_TOKEN_MFA',
    })
  })

  it('gives MFA_SETUP the secret and an otpauth URI with the brand as issuer', async () => {
    userSrp(() => ({ ChallengeName: 'MFA_SETUP', ChallengeParameters: {}, Session: 'setup' }))
    provider.on('AssociateSoftwareToken', (body) => {
      expect(body).toEqual({ Session: 'setup' })
      return { body: { SecretCode: 'JBSWY3DPEHPK3PXP', Session: 'setup-2' } }
    })
    const { auth } = client()
    expect(await auth.signIn(TYPED, PASSWORD)).toEqual({
      kind: 'challenge',
      challenge: {
        name: 'MFA_SETUP',
        secret: 'JBSWY3DPEHPK3PXP',
        otpauthUri: `otpauth://totp/Cymbria%20Corporation:${USER_ID}?secret=JBSWY3DPEHPK3PXP&issuer=Cymbria+Corporation`,
      },
    })
  })
})

describe('the signed-in user’s devices and sessions', () => {
  async function signedInClient() {
    userSrp(() => ({ AuthenticationResult: issuedTokens(USER_ID) }))
    const result = client()
    signedIn(await result.auth.signIn(TYPED, PASSWORD))
    return result
  }

  it('lists devices 60 a page, with the next page’s token', async () => {
    const { auth } = await signedInClient()
    provider.on('ListDevices', () => ({
      body: {
        Devices: [
          {
            DeviceKey: 'k1',
            DeviceAttributes: [{ Name: 'device_name', Value: 'Chrome on Linux' }],
            DeviceLastAuthenticatedDate: 1_800_000_000,
          },
        ],
        PaginationToken: 'page-2',
      },
    }))
    expect(await auth.devices()).toEqual({
      devices: [{ key: 'k1', name: 'Chrome on Linux', lastSeen: new Date(1_800_000_000_000) }],
      next: 'page-2',
    })
    expect(lastOf(provider.calls, 'ListDevices')).toMatchObject({ Limit: DEVICE_PAGE_SIZE })
    expect(DEVICE_PAGE_SIZE).toBe(60)
  })

  it('signs out everywhere with GlobalSignOut and clears the session here', async () => {
    const { auth, cookies } = await signedInClient()
    provider.on('GlobalSignOut', () => ({ body: {} }))
    await auth.signOutEverywhere()
    expect(lastOf(provider.calls, 'GlobalSignOut')).toHaveProperty('AccessToken')
    expect(cookies.items.size).toBe(0)
    await expect(auth.devices()).rejects.toMatchObject({ message: 'User is not authenticated' })
  })

  it('revokes the refresh token on sign-out', async () => {
    const { auth, cookies } = await signedInClient()
    provider.on('RevokeToken', () => ({ body: {} }))
    await auth.signOut()
    expect(lastOf(provider.calls, 'RevokeToken')).toMatchObject({
      ClientId: SETTINGS.clientId,
      Token: expect.stringContaining('recorded-refresh'),
    })
    expect(cookies.items.size).toBe(0)
  })
})

describe('refreshing an expired session', () => {
  const ISSUED = 1_800_000_000

  function expiredSession() {
    const cookies = new MemoryCookies()
    const keys = sessionKeys(SETTINGS.clientId, USER_ID)
    const tokens = issuedTokens(USER_ID, ISSUED)
    cookies.setItem(keys.lastAuthUser, USER_ID)
    cookies.setItem(keys.idToken, tokens.IdToken)
    cookies.setItem(keys.accessToken, tokens.AccessToken)
    cookies.setItem(keys.refreshToken, tokens.RefreshToken)
    cookies.setItem(keys.clockDrift, '0')
    const waits: number[] = []
    const { auth } = client(cookies, {
      nowSeconds: () => ISSUED + 7200,
      retryClock: { sleep: async (ms: number) => void waits.push(ms), random: () => 0 },
    })
    return { auth, cookies, waits, keys }
  }

  it('retries transient failures with backoff, then stores the new tokens', async () => {
    const { auth, cookies, waits, keys } = expiredSession()
    provider
      .on('InitiateAuth', () => ({
        status: 503,
        body: { __type: 'InternalErrorException', message: 'busy' },
      }))
      .on('InitiateAuth', () => ({
        status: 400,
        body: { __type: 'TooManyRequestsException', message: 'slow down' },
      }))
      .on('InitiateAuth', (body) => {
        expect(body).toMatchObject({
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          AuthParameters: { REFRESH_TOKEN: expect.stringContaining('recorded-refresh') },
        })
        const { RefreshToken: _kept, ...fresh } = issuedTokens(USER_ID, ISSUED + 7200)
        return { body: { AuthenticationResult: fresh } }
      })
    const session = await auth.currentSession()
    expect(session).toEqual({ username: USER_ID, expiresAt: ISSUED + 7200 + 3600 })
    expect(waits).toEqual([200, 400])
    expect(cookies.getItem(keys.refreshToken)).toContain('recorded-refresh')
  })

  it.each(['Refresh Token has been revoked', 'Refresh Token has expired', 'User is disabled.'])(
    'clears the session and says signOut when the provider answers "%s"',
    async (message) => {
      const { auth, cookies, waits } = expiredSession()
      provider.on('InitiateAuth', () => ({
        status: 400,
        body: { __type: 'NotAuthorizedException', message },
      }))
      await expect(auth.currentSession()).rejects.toMatchObject({
        message: message.replace(/\.$/, ''),
        signOut: true,
      })
      expect(waits).toEqual([])
      expect(cookies.items.size).toBe(0)
    },
  )
})
