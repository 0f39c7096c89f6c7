import './node-globals'
import { forgetVisitedPages } from '../runtime/forget-visited-pages'
import {
  AuthenticationDetails,
  CognitoAccessToken,
  CognitoIdToken,
  CognitoRefreshToken,
  CognitoUser,
  CognitoUserAttribute,
  CognitoUserPool,
  CognitoUserSession,
  CookieStorage,
  type IAuthenticationCallback,
  type ICognitoStorage,
  type ICognitoUserSessionData,
} from 'amazon-cognito-identity-js'
import { pollUntilSignedIn, type PollClock } from './auto-sign-in'
import { SESSION_CHANGE_EVENT } from './session-hint'
import {
  AuthError,
  type AuthClient,
  type Challenge,
  type ChallengeAnswer,
  type Device,
  type MfaType,
  type SessionInfo,
  type SignInStep,
  type UserAttributes,
} from './client'
import type { AuthSettings } from './config'
import { AUTH_MESSAGES, ProviderError, requireFilled, toAuthError } from './errors'
import {
  HOSTED_SIGN_IN_TIMEOUT_MS,
  SignInGate,
  exchangeCode,
  hostedSignOut,
  logoutUrl,
  readCallback,
  startHostedSignIn,
  withTimeout,
  type KeyValueStore,
} from './hosted-login'
import { otpauthUri } from './otpauth'
import { providerRequest } from './provider-request'
import { isTransientFailure, retryTransient, type RetryClock } from './retry'
import {
  SESSION_COOKIES,
  canReadAttributes,
  clockDriftOf,
  isSessionValid,
  jwtClaims,
  sessionExpiresAt,
  sessionKeys,
  usernameOf,
  type SessionTokens,
} from './session'

/**
 * Our AuthClient over amazon-cognito-identity-js, the one module that
 * imports it. The library makes the calls and keeps the session in cookies
 * (plan decision 1); the refresh is ours, for the specification's retries.
 */

/** The specification's cookie decision: path /, Secure, SameSite=Lax, a year. */
export const COOKIE_DAYS = 365
export const DEVICE_PAGE_SIZE = 60
/** Cognito's own words for a wrong username or password. */
const WRONG_CREDENTIALS = 'Incorrect username or password.'

export function sessionCookieStorage(domain: string): ICognitoStorage {
  return new CookieStorage({
    domain,
    path: '/',
    expires: COOKIE_DAYS,
    secure: true,
    sameSite: 'lax',
  })
}

export interface CognitoClientOptions {
  /** Where the session lives; the page's cookies unless given (tests). */
  storage?: ICognitoStorage
  /** The hosted login's state and verifier across its redirect; sessionStorage unless given. */
  hostedStore?: KeyValueStore
  navigate?: (url: string) => void
  retryClock?: RetryClock
  pollClock?: PollClock
  /** Seconds since the epoch; the browser's clock unless given. */
  nowSeconds?: () => number
}

/** Tells the page (its header) that the session's cookies changed. */
function announceSessionChange(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SESSION_CHANGE_EVENT))
}

type Callback<T> = (error: Error | undefined | null, result?: T) => void

function promised<T>(call: (done: Callback<T>) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    call((error, result) => (error ? reject(error) : resolve(result as T)))
  })
}

function isMfaType(value: unknown): value is MfaType {
  return value === 'SMS_MFA' || value === 'SOFTWARE_TOKEN_MFA'
}

interface GetUserAnswer {
  Username: string
  UserAttributes?: { Name: string; Value: string }[]
  PreferredMfaSetting?: string
  UserMFASettingList?: string[]
}

export function createCognitoClient(
  settings: AuthSettings,
  options: CognitoClientOptions = {},
): AuthClient {
  const storage = options.storage ?? sessionCookieStorage(location.hostname)
  const hostedStore = (): KeyValueStore => options.hostedStore ?? sessionStorage
  const navigate = options.navigate ?? ((url: string) => location.assign(url))
  const now = options.nowSeconds ?? (() => Math.floor(Date.now() / 1000))
  const issuer = settings.issuer ?? settings.userPoolId
  const pool = new CognitoUserPool({
    UserPoolId: settings.userPoolId,
    ClientId: settings.clientId,
    endpoint: settings.endpoint,
    Storage: storage,
  })
  const gate = new SignInGate()
  /** The user part-way through signing in: the library keeps the challenge's Session on it. */
  let pending: { user: CognitoUser; challenge: Challenge } | null = null

  const userNamed = (username: string) =>
    new CognitoUser({ Username: username, Pool: pool, Storage: storage })

  function storedTokens(): { username: string; tokens: SessionTokens } | null {
    const username = storage.getItem(sessionKeys(settings.clientId).lastAuthUser)
    if (!username) return null
    const keys = sessionKeys(settings.clientId, username)
    const idToken = storage.getItem(keys.idToken)
    const accessToken = storage.getItem(keys.accessToken)
    if (!idToken || !accessToken) return null
    return {
      username,
      tokens: {
        idToken,
        accessToken,
        refreshToken: storage.getItem(keys.refreshToken) ?? undefined,
        clockDrift: Number.parseInt(storage.getItem(keys.clockDrift) ?? '', 10) || 0,
      },
    }
  }

  /**
   * Every cookie of the session (the device's own kept for its next sign-in),
   * and the service worker's copies of the pages read while signed in.
   */
  async function clearSession(): Promise<void> {
    const username = storage.getItem(sessionKeys(settings.clientId).lastAuthUser) ?? ''
    const keys = sessionKeys(settings.clientId, username)
    for (const name of SESSION_COOKIES) storage.removeItem(keys[name])
    announceSessionChange()
    await forgetVisitedPages().catch(() => undefined)
  }

  function info(username: string, tokens: Pick<SessionTokens, 'idToken' | 'accessToken'>) {
    return { username, expiresAt: sessionExpiresAt(tokens) } satisfies SessionInfo
  }

  /** Stores tokens under the library's names, as its own sign-in would. */
  function storeSession(username: string, tokens: Omit<SessionTokens, 'clockDrift'>): SessionInfo {
    const user = userNamed(username)
    // The drift by our clock, which decides validity (the library's own is Date's).
    const data: ICognitoUserSessionData & { ClockDrift: number } = {
      IdToken: new CognitoIdToken({ IdToken: tokens.idToken }),
      AccessToken: new CognitoAccessToken({ AccessToken: tokens.accessToken }),
      RefreshToken: new CognitoRefreshToken({ RefreshToken: tokens.refreshToken ?? '' }),
      ClockDrift: clockDriftOf(tokens, now()),
    }
    user.setSignInUserSession(new CognitoUserSession(data))
    announceSessionChange()
    return info(username, tokens)
  }

  async function refresh(username: string, refreshToken: string): Promise<SessionInfo> {
    const deviceKey = storage.getItem(sessionKeys(settings.clientId, username).deviceKey)
    const answer = await retryTransient(
      () =>
        providerRequest<{
          AuthenticationResult: { IdToken: string; AccessToken: string; RefreshToken?: string }
        }>(settings.endpoint, 'InitiateAuth', {
          ClientId: settings.clientId,
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          AuthParameters: {
            REFRESH_TOKEN: refreshToken,
            ...(deviceKey ? { DEVICE_KEY: deviceKey } : {}),
          },
        }),
      (error) => error instanceof ProviderError && isTransientFailure(error),
      options.retryClock,
    ).catch(async (error: unknown) => {
      const authError = toAuthError(error, {
        endsSession: error instanceof ProviderError && error.code === 'NotAuthorizedException',
      })
      if (authError.signOut) await clearSession()
      throw authError
    })
    const result = answer.AuthenticationResult
    return storeSession(username, {
      idToken: result.IdToken,
      accessToken: result.AccessToken,
      refreshToken: result.RefreshToken ?? refreshToken,
    })
  }

  async function currentSession(): Promise<SessionInfo | null> {
    await gate.settled()
    const stored = storedTokens()
    if (!stored) return null
    const { username, tokens } = stored
    if (isSessionValid(tokens, now())) return info(username, tokens)
    if (!tokens.refreshToken) {
      await clearSession()
      return null
    }
    return refresh(username, tokens.refreshToken)
  }

  /** The signed-in user with a valid session on it, refreshed if need be. */
  async function signedIn(): Promise<{ user: CognitoUser; accessToken: string }> {
    const session = await currentSession()
    if (!session) throw new AuthError(AUTH_MESSAGES.notAuthenticated, 'NotAuthenticated')
    const user = userNamed(session.username)
    const current = await promised<CognitoUserSession>((done) => user.getSession(done))
    return { user, accessToken: current.getAccessToken().getJwtToken() }
  }

  /** Runs an operation of the signed-in user; a failure that ends the session clears it. */
  async function asUser<T>(
    run: (user: CognitoUser, accessToken: string) => Promise<T>,
  ): Promise<T> {
    try {
      const { user, accessToken } = await signedIn()
      return await run(user, accessToken)
    } catch (error) {
      const authError = toAuthError(error)
      if (authError.signOut) await clearSession()
      throw authError
    }
  }

  /** The library's sign-in callbacks as one step of ours. */
  function step(
    user: CognitoUser,
    resolve: (step: SignInStep) => void,
    reject: (error: unknown) => void,
    afterSignIn: (
      user: CognitoUser,
    ) => Promise<Partial<Extract<SignInStep, { kind: 'signed-in' }>>> = async () => ({}),
  ): IAuthenticationCallback {
    const challenge = (c: Challenge) => {
      pending = { user, challenge: c }
      resolve({ kind: 'challenge', challenge: c })
    }
    return {
      onSuccess: (session) => {
        pending = null
        announceSessionChange()
        const tokens = {
          idToken: session.getIdToken().getJwtToken(),
          accessToken: session.getAccessToken().getJwtToken(),
        }
        afterSignIn(user).then(
          (extra) =>
            resolve({ kind: 'signed-in', session: info(user.getUsername(), tokens), ...extra }),
          reject,
        )
      },
      onFailure: reject,
      newPasswordRequired: (_attributes: unknown, required: unknown) =>
        challenge({
          name: 'NEW_PASSWORD_REQUIRED',
          requiredAttributes: Array.isArray(required) ? required.map(String) : [],
        }),
      mfaRequired: (_name, parameters: Record<string, string> | undefined) =>
        challenge({
          name: 'SMS_MFA',
          ...(parameters?.CODE_DELIVERY_DESTINATION
            ? { destination: parameters.CODE_DELIVERY_DESTINATION }
            : {}),
        }),
      totpRequired: () => challenge({ name: 'SOFTWARE_TOKEN_MFA' }),
      customChallenge: (parameters: Record<string, string> | undefined) =>
        challenge({ name: 'CUSTOM_CHALLENGE', parameters: { ...parameters } }),
      selectMFAType: (_name, parameters: Record<string, string> | undefined) => {
        let options: unknown = []
        try {
          options = JSON.parse(parameters?.MFAS_CAN_CHOOSE ?? '[]')
        } catch {
          options = []
        }
        challenge({
          name: 'SELECT_MFA_TYPE',
          options: Array.isArray(options) ? options.filter(isMfaType) : [],
        })
      },
      mfaSetup: () =>
        user.associateSoftwareToken({
          associateSecretCode: (secret: string) =>
            challenge({
              name: 'MFA_SETUP',
              secret,
              otpauthUri: otpauthUri(issuer, user.getUsername(), secret),
            }),
          onFailure: reject,
        }),
    }
  }

  /** A step of signing in: library callbacks to a promise, failures to AuthError. */
  function signInStep(
    run: (resolve: (step: SignInStep) => void, reject: (error: unknown) => void) => void,
  ): Promise<SignInStep> {
    return new Promise<SignInStep>(run).catch((error: unknown) =>
      Promise.reject(toAuthError(error)),
    )
  }

  function passwordSignIn(username: string, password: string): Promise<SignInStep> {
    requireFilled(username, AUTH_MESSAGES.emptyUsername, 'EmptyUsername')
    requireFilled(password, AUTH_MESSAGES.emptyPassword, 'EmptyPassword')
    const user = userNamed(username.trim())
    user.setAuthenticationFlowType(settings.authFlow)
    pending = null
    return signInStep((resolve, reject) =>
      user.authenticateUser(
        new AuthenticationDetails({ Username: username.trim(), Password: password }),
        step(user, resolve, reject),
      ),
    ).catch((error: AuthError) => {
      if (error.code === 'UserNotConfirmedException') {
        return { kind: 'confirm-sign-up', username: username.trim() } satisfies SignInStep
      }
      // Signing in sets no password: cognito-local's answer to a wrong one (Cognito's is NotAuthorized).
      if (error.code === 'InvalidPasswordException') {
        throw new AuthError(WRONG_CREDENTIALS, 'NotAuthorizedException')
      }
      throw error
    })
  }

  /** Marks the device remembered when asked; false when the pool gave it no device key. */
  async function remember(user: CognitoUser, wanted: boolean | undefined) {
    if (!wanted) return {}
    user.getCachedDeviceKeyAndPassword()
    const { deviceKey } = user as CognitoUser & { deviceKey?: string | null }
    if (!deviceKey) return { deviceRemembered: false }
    await new Promise<void>((resolve, reject) =>
      user.setDeviceStatusRemembered({ onSuccess: () => resolve(), onFailure: reject }),
    )
    return { deviceRemembered: true }
  }

  function answerChallenge(answer: ChallengeAnswer): Promise<SignInStep> {
    const current = pending
    if (!current) {
      return Promise.reject(new AuthError(AUTH_MESSAGES.notAuthenticated, 'NoChallenge'))
    }
    const { user } = current
    return gate.run(() =>
      signInStep((resolve, reject) => {
        switch (answer.name) {
          case 'SMS_MFA':
          case 'SOFTWARE_TOKEN_MFA': {
            const code = requireFilled(answer.code, AUTH_MESSAGES.emptyCode, 'EmptyCode')
            const callbacks = step(user, resolve, reject, (u) => remember(u, answer.rememberDevice))
            user.sendMFACode(code.trim(), callbacks, answer.name)
            return
          }
          case 'SELECT_MFA_TYPE':
            if (
              !isMfaType(answer.mfaType) ||
              (current.challenge.name === 'SELECT_MFA_TYPE' &&
                !current.challenge.options.includes(answer.mfaType))
            ) {
              throw new AuthError(AUTH_MESSAGES.invalidMfa, 'InvalidMfaType')
            }
            user.sendMFASelectionAnswer(answer.mfaType, step(user, resolve, reject))
            return
          case 'MFA_SETUP': {
            const code = requireFilled(answer.code, AUTH_MESSAGES.emptyCode, 'EmptyCode')
            user.verifySoftwareToken(
              code.trim(),
              answer.friendlyDeviceName ?? '',
              step(user, resolve, reject),
            )
            return
          }
          case 'NEW_PASSWORD_REQUIRED':
            requireFilled(answer.newPassword, AUTH_MESSAGES.emptyPassword, 'EmptyPassword')
            user.completeNewPasswordChallenge(
              answer.newPassword,
              { ...answer.attributes },
              step(user, resolve, reject),
            )
            return
          case 'CUSTOM_CHALLENGE':
            requireFilled(
              answer.answer,
              AUTH_MESSAGES.emptyChallengeResponse,
              'EmptyChallengeResponse',
            )
            user.sendCustomChallengeAnswer(answer.answer, step(user, resolve, reject))
            return
        }
      }),
    )
  }

  async function getUser(accessToken: string): Promise<GetUserAnswer> {
    return providerRequest<GetUserAnswer>(settings.endpoint, 'GetUser', {
      AccessToken: accessToken,
    })
  }

  const client: AuthClient = {
    currentSession: () =>
      currentSession().catch((error: unknown) => Promise.reject(toAuthError(error))),

    signIn: (username, password) => gate.run(() => passwordSignIn(username, password)),

    answerChallenge,

    async signUp(username, password, attributes) {
      requireFilled(username, AUTH_MESSAGES.emptyUsername, 'EmptyUsername')
      requireFilled(password, AUTH_MESSAGES.emptyPassword, 'EmptyPassword')
      if ('email' in attributes)
        requireFilled(attributes.email, AUTH_MESSAGES.emptyEmail, 'EmptyEmail')
      if ('phone_number' in attributes) {
        requireFilled(attributes.phone_number, AUTH_MESSAGES.emptyPhone, 'EmptyPhoneNumber')
      }
      const list = Object.entries(attributes).map(
        ([Name, Value]) => new CognitoUserAttribute({ Name, Value }),
      )
      try {
        const result = await promised<{
          userConfirmed: boolean
          codeDeliveryDetails?: { Destination?: string }
        }>((done) => pool.signUp(username.trim(), password, list, [], done))
        return {
          confirmed: result.userConfirmed,
          ...(result.codeDeliveryDetails?.Destination
            ? { destination: result.codeDeliveryDetails.Destination }
            : {}),
        }
      } catch (error) {
        const authError = toAuthError(error)
        // A refusal without a reason of its own is the catalogue's "Error creating account".
        throw authError.message === AUTH_MESSAGES.default
          ? new AuthError(AUTH_MESSAGES.signUp, authError.code)
          : authError
      }
    },

    async confirmSignUp(username, code) {
      requireFilled(username, AUTH_MESSAGES.emptyUsername, 'EmptyUsername')
      requireFilled(code, AUTH_MESSAGES.emptyCode, 'EmptyCode')
      await promised((done) =>
        userNamed(username.trim()).confirmRegistration(code.trim(), true, done),
      ).catch((error: unknown) => Promise.reject(toAuthError(error)))
    },

    async resendSignUpCode(username) {
      requireFilled(username, AUTH_MESSAGES.emptyUsername, 'EmptyUsername')
      const result = await promised<{ CodeDeliveryDetails?: { Destination?: string } }>((done) =>
        userNamed(username.trim()).resendConfirmationCode(done),
      ).catch((error: unknown) => Promise.reject(toAuthError(error)))
      const destination = result.CodeDeliveryDetails?.Destination
      return destination ? { destination } : {}
    },

    signInAfterLinkConfirmation(username, password, signal) {
      return pollUntilSignedIn(
        async () => {
          const result = await gate.run(() => passwordSignIn(username, password))
          return result.kind === 'confirm-sign-up' ? undefined : result
        },
        options.pollClock,
        signal,
      )
    },

    async forgotPassword(username) {
      requireFilled(username, AUTH_MESSAGES.emptyUsername, 'EmptyUsername')
      const user = userNamed(username.trim())
      const data = await new Promise<{ CodeDeliveryDetails?: { Destination?: string } }>(
        (resolve, reject) =>
          user.forgotPassword({
            onSuccess: resolve,
            onFailure: reject,
            inputVerificationCode: resolve,
          }),
      ).catch((error: unknown) => Promise.reject(toAuthError(error)))
      const destination = data.CodeDeliveryDetails?.Destination
      return destination ? { destination } : {}
    },

    async confirmForgotPassword(username, code, newPassword) {
      requireFilled(username, AUTH_MESSAGES.emptyUsername, 'EmptyUsername')
      requireFilled(code, AUTH_MESSAGES.emptyCode, 'EmptyCode')
      requireFilled(newPassword, AUTH_MESSAGES.emptyPassword, 'EmptyPassword')
      await new Promise<void>((resolve, reject) =>
        userNamed(username.trim()).confirmPassword(code.trim(), newPassword, {
          onSuccess: () => resolve(),
          onFailure: reject,
        }),
      ).catch((error: unknown) => Promise.reject(toAuthError(error)))
    },

    changePassword: (oldPassword, newPassword) =>
      asUser(async (user) => {
        requireFilled(oldPassword, AUTH_MESSAGES.emptyPassword, 'EmptyPassword')
        requireFilled(newPassword, AUTH_MESSAGES.emptyPassword, 'EmptyPassword')
        await promised((done) => user.changePassword(oldPassword, newPassword, done))
      }),

    attributes: () =>
      asUser(async (_user, accessToken) => {
        if (!canReadAttributes(accessToken)) return null
        const { UserAttributes = [] } = await getUser(accessToken)
        const values = Object.fromEntries(UserAttributes.map((a) => [a.Name, a.Value]))
        return {
          values,
          emailVerified: values.email_verified === 'true',
          phoneNumberVerified: values.phone_number_verified === 'true',
        } satisfies UserAttributes
      }),

    mfaPreference: () =>
      asUser(async (_user, accessToken) => {
        const answer = await getUser(accessToken)
        const enabled = (answer.UserMFASettingList ?? []).filter(isMfaType)
        return isMfaType(answer.PreferredMfaSetting)
          ? { enabled, preferred: answer.PreferredMfaSetting }
          : { enabled }
      }),

    setMfaPreference: (preferred) =>
      asUser(async (user, accessToken) => {
        if (preferred !== null && !isMfaType(preferred)) {
          throw new AuthError(AUTH_MESSAGES.noMfa, 'NoValidMfa')
        }
        const enabled = new Set((await getUser(accessToken)).UserMFASettingList ?? [])
        const setting = (type: MfaType) =>
          preferred === type
            ? { Enabled: true, PreferredMfa: true }
            : { Enabled: preferred !== null && enabled.has(type), PreferredMfa: false }
        await promised((done) =>
          user.setUserMfaPreference(
            enabled.has('SMS_MFA') || preferred === 'SMS_MFA' ? setting('SMS_MFA') : null,
            enabled.has('SOFTWARE_TOKEN_MFA') || preferred === 'SOFTWARE_TOKEN_MFA'
              ? setting('SOFTWARE_TOKEN_MFA')
              : null,
            done,
          ),
        )
      }),

    setUpTotp: () =>
      asUser(
        (user) =>
          new Promise((resolve, reject) =>
            user.associateSoftwareToken({
              associateSecretCode: (secret: string) => {
                const account = jwtClaims(storedTokens()?.tokens.idToken)?.email
                resolve({
                  secret,
                  otpauthUri: otpauthUri(
                    issuer,
                    typeof account === 'string' ? account : user.getUsername(),
                    secret,
                  ),
                })
              },
              onFailure: reject,
            }),
          ),
      ),

    verifyTotp: (code, friendlyDeviceName) =>
      asUser(async (user) => {
        requireFilled(code, AUTH_MESSAGES.emptyCode, 'EmptyCode')
        await new Promise((resolve, reject) =>
          user.verifySoftwareToken(code.trim(), friendlyDeviceName ?? '', {
            onSuccess: resolve,
            onFailure: reject,
          }),
        )
      }),

    devices: (page) =>
      asUser(async (user) => {
        const data = await new Promise<{
          Devices?: {
            DeviceKey: string
            DeviceAttributes?: { Name: string; Value: string }[]
            DeviceLastAuthenticatedDate?: number
          }[]
          PaginationToken?: string
        }>((resolve, reject) =>
          user.listDevices(DEVICE_PAGE_SIZE, page ?? null, {
            onSuccess: resolve,
            onFailure: reject,
          }),
        )
        const devices = (data.Devices ?? []).map((d): Device => {
          const name = d.DeviceAttributes?.find((a) => a.Name === 'device_name')?.Value
          return {
            key: d.DeviceKey,
            ...(name ? { name } : {}),
            ...(d.DeviceLastAuthenticatedDate
              ? { lastSeen: new Date(d.DeviceLastAuthenticatedDate * 1000) }
              : {}),
          }
        })
        return data.PaginationToken ? { devices, next: data.PaginationToken } : { devices }
      }),

    forgetDevice: (key) =>
      asUser(
        (user) =>
          new Promise<void>((resolve, reject) =>
            user.forgetSpecificDevice(key, { onSuccess: () => resolve(), onFailure: reject }),
          ),
      ),

    async signOut() {
      const stored = storedTokens()
      if (stored?.tokens.refreshToken && jwtClaims(stored.tokens.accessToken)?.origin_jti) {
        // Revoking ends the refresh token at the provider too; signing out locally never waits on it.
        await providerRequest(settings.endpoint, 'RevokeToken', {
          Token: stored.tokens.refreshToken,
          ClientId: settings.clientId,
        }).catch(() => undefined)
      }
      await clearSession()
      pending = null
      const url = logoutUrl(settings)
      if (url) await hostedSignOut(url, navigate)
    },

    async signOutEverywhere() {
      try {
        await asUser(
          (user) =>
            new Promise<void>((resolve, reject) =>
              user.globalSignOut({ onSuccess: () => resolve(), onFailure: reject }),
            ),
        )
      } finally {
        await clearSession()
        pending = null
      }
    },

    deleteAccount: () =>
      asUser(async (user) => {
        await promised((done) => user.deleteUser(done))
        await clearSession()
      }),

    hostedSignInUrl: () => startHostedSignIn(settings, hostedStore()),

    completeHostedSignIn: (callbackUrl) =>
      gate.run(async () => {
        const { code, verifier } = readCallback(callbackUrl, hostedStore())
        const controller = new AbortController()
        const tokens = await withTimeout(
          exchangeCode(settings, code, verifier, controller.signal),
          HOSTED_SIGN_IN_TIMEOUT_MS,
          () => {
            controller.abort()
            return new AuthError(AUTH_MESSAGES.default, 'HostedSignInTimeout')
          },
        ).catch((error: unknown) => Promise.reject(toAuthError(error)))
        const username = usernameOf(tokens.accessToken)
        if (!username) throw new AuthError(AUTH_MESSAGES.noUser, 'NoUsername')
        return storeSession(username, tokens)
      }),
  }
  return client
}
