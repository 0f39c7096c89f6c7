import {
  CognitoUser,
  CognitoUserPool,
  CookieStorage,
  type ICognitoStorage,
} from 'amazon-cognito-identity-js'
import type { PollClock } from '../auto-sign-in'
import type { Challenge, MfaType } from '../client'
import type { AuthSettings } from '../../site/sign-in-settings'
import { SignInGate, type KeyValueStore } from '../hosted-login'
import { providerRequest } from '../provider-request'
import type { RetryClock } from '../retry'
import { SESSION_CHANGE_EVENT } from '../session-hint'

/** The specification's cookie decision: path /, Secure, SameSite=Lax, a year. */
export const COOKIE_DAYS = 365

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

/**
 * What the client's parts share, so that each stays a plain function of it:
 * one pool over one session store, and one sign-in at a time.
 */
export interface CognitoContext {
  readonly settings: AuthSettings
  readonly storage: ICognitoStorage
  readonly pool: CognitoUserPool
  readonly gate: SignInGate
  /** The TOTP app's name for the site: the brand when the build sets it. */
  readonly issuer: string
  readonly retryClock: RetryClock | undefined
  readonly pollClock: PollClock | undefined
  /** A function, as sessionStorage is read only when the hosted login is used. */
  readonly hostedStore: () => KeyValueStore
  readonly navigate: (url: string) => void
  readonly now: () => number
  /**
   * The user part-way through signing in: the library keeps the challenge's
   * Session on it. Shared because signing out must forget it too.
   */
  pending: { user: CognitoUser; challenge: Challenge } | null
}

export function createContext(
  settings: AuthSettings,
  options: CognitoClientOptions,
): CognitoContext {
  const storage = options.storage ?? sessionCookieStorage(location.hostname)
  return {
    settings,
    storage,
    pool: new CognitoUserPool({
      UserPoolId: settings.userPoolId,
      ClientId: settings.clientId,
      endpoint: settings.endpoint,
      Storage: storage,
    }),
    gate: new SignInGate(),
    issuer: settings.issuer ?? settings.userPoolId,
    retryClock: options.retryClock,
    pollClock: options.pollClock,
    hostedStore: () => options.hostedStore ?? sessionStorage,
    navigate: options.navigate ?? ((url: string) => location.assign(url)),
    now: options.nowSeconds ?? (() => Math.floor(Date.now() / 1000)),
    pending: null,
  }
}

export function userNamed(context: CognitoContext, username: string): CognitoUser {
  return new CognitoUser({ Username: username, Pool: context.pool, Storage: context.storage })
}

/** Tells the page (its header) that the session's cookies changed. */
export function announceSessionChange(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SESSION_CHANGE_EVENT))
}

type Callback<T> = (error: Error | undefined | null, result?: T) => void

/** The library's node-style callbacks as a promise. */
export function promised<T>(call: (done: Callback<T>) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    call((error, result) => (error ? reject(error) : resolve(result as T)))
  })
}

export function isMfaType(value: unknown): value is MfaType {
  return value === 'SMS_MFA' || value === 'SOFTWARE_TOKEN_MFA'
}

export interface GetUserAnswer {
  Username: string
  UserAttributes?: { Name: string; Value: string }[]
  PreferredMfaSetting?: string
  UserMFASettingList?: string[]
}

export function getUser(context: CognitoContext, accessToken: string): Promise<GetUserAnswer> {
  return providerRequest<GetUserAnswer>(context.settings.endpoint, 'GetUser', {
    AccessToken: accessToken,
  })
}
