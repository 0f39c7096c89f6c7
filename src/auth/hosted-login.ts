import type { AuthSettings } from '../site/sign-in-settings'
import { AuthError } from './client'
import { AUTH_MESSAGES } from './errors'

/**
 * The hosted login (specification, sections 7 and 9): an authorize redirect
 * with PKCE S256 and a random state, the return checked and its code
 * exchanged at the token endpoint, and the logout redirect. Pure but for
 * the `crypto` and `fetch` the browser and Node both have.
 */
export const CODE_VERIFIER_LENGTH = 128
export const STATE_LENGTH = 32
export const HOSTED_SIGN_IN_TIMEOUT_MS = 10_000
export const HOSTED_SIGN_OUT_TIMEOUT_MS = 3_000

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
/** RFC 7636's unreserved characters, the code verifier's alphabet. */
export const UNRESERVED = `${ALPHANUMERIC}-._~`

type RandomFill = (bytes: Uint8Array) => Uint8Array

const cryptoFill: RandomFill = (bytes) => crypto.getRandomValues(bytes)

/** `length` characters of `alphabet`, each equally likely (bytes past the last whole round are drawn again). */
export function randomString(
  length: number,
  alphabet: string,
  fill: RandomFill = cryptoFill,
): string {
  const limit = 256 - (256 % alphabet.length)
  let out = ''
  while (out.length < length) {
    for (const byte of fill(new Uint8Array(length * 2))) {
      if (byte < limit && out.length < length) out += alphabet[byte % alphabet.length]
    }
  }
  return out
}

export const createCodeVerifier = (fill?: RandomFill) =>
  randomString(CODE_VERIFIER_LENGTH, UNRESERVED, fill)
export const createState = (fill?: RandomFill) => randomString(STATE_LENGTH, ALPHANUMERIC, fill)

/** S256: base64url(SHA-256(verifier)), unpadded. */
export async function codeChallenge(verifier: string): Promise<string> {
  const digest = new Uint8Array(
    await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)),
  )
  return btoa(String.fromCharCode(...digest))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

export type HostedSettings = Pick<
  AuthSettings,
  'clientId' | 'hostedDomain' | 'redirectSignIn' | 'redirectSignOut' | 'scopes'
>

function hostedBase(settings: HostedSettings): { domain: string; redirect: string } {
  if (!settings.hostedDomain || !settings.redirectSignIn) {
    throw new AuthError(
      `${AUTH_MESSAGES.default}: this build has no hosted login (COGNITO_HOSTED_DOMAIN)`,
      'NoHostedLogin',
    )
  }
  return { domain: settings.hostedDomain.replace(/\/+$/, ''), redirect: settings.redirectSignIn }
}

export function authorizeUrl(
  settings: HostedSettings,
  { state, challenge }: { state: string; challenge: string },
): string {
  const { domain, redirect } = hostedBase(settings)
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: settings.clientId,
    redirect_uri: redirect,
    scope: settings.scopes.join(' '),
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  })
  return `${domain}/oauth2/authorize?${query.toString()}`
}

/** Where the hosted sign-out goes, or null when the build names no address to come back to. */
export function logoutUrl(settings: HostedSettings): string | null {
  if (!settings.hostedDomain || !settings.redirectSignOut) return null
  const query = new URLSearchParams({
    client_id: settings.clientId,
    logout_uri: settings.redirectSignOut,
  })
  return `${settings.hostedDomain.replace(/\/+$/, '')}/logout?${query.toString()}`
}

/** What the hosted login keeps across its redirect: sessionStorage in the browser. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

const STATE_KEY = 'auth.hosted.state'
const VERIFIER_KEY = 'auth.hosted.verifier'

/** A new state and verifier, stored, and the authorize URL carrying them. */
export async function startHostedSignIn(
  settings: HostedSettings,
  store: KeyValueStore,
  fill?: RandomFill,
): Promise<string> {
  const state = createState(fill)
  const verifier = createCodeVerifier(fill)
  const url = authorizeUrl(settings, { state, challenge: await codeChallenge(verifier) })
  store.setItem(STATE_KEY, state)
  store.setItem(VERIFIER_KEY, verifier)
  return url
}

/**
 * The code of the hosted login's return, once its state is the stored one;
 * the stored pair is used once. An `error` the login returned is reported as it is.
 */
export function readCallback(
  callbackUrl: string,
  store: KeyValueStore,
): { code: string; verifier: string } {
  const params = new URL(callbackUrl).searchParams
  const stored = store.getItem(STATE_KEY)
  const verifier = store.getItem(VERIFIER_KEY)
  store.removeItem(STATE_KEY)
  store.removeItem(VERIFIER_KEY)
  const state = params.get('state')
  if (!stored || !verifier || state !== stored) {
    throw new AuthError(AUTH_MESSAGES.invalidState, 'InvalidState')
  }
  const error = params.get('error')
  if (error) throw new AuthError(params.get('error_description') ?? error, error)
  const code = params.get('code')
  if (!code) throw new AuthError(AUTH_MESSAGES.default, 'NoCode')
  return { code, verifier }
}

export function tokenRequestBody(
  settings: HostedSettings,
  code: string,
  verifier: string,
): URLSearchParams {
  return new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    client_id: settings.clientId,
    redirect_uri: hostedBase(settings).redirect,
    code_verifier: verifier,
  })
}

export interface HostedTokens {
  idToken: string
  accessToken: string
  refreshToken: string
}

/** POSTs the code to the token endpoint; the tokens it answers with. */
export async function exchangeCode(
  settings: HostedSettings,
  code: string,
  verifier: string,
  signal?: AbortSignal,
): Promise<HostedTokens> {
  const response = await fetch(`${hostedBase(settings).domain}/oauth2/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: tokenRequestBody(settings, code, verifier),
    ...(signal ? { signal } : {}),
  })
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>
  const { access_token, id_token, refresh_token, error } = body
  if (
    !response.ok ||
    typeof access_token !== 'string' ||
    typeof id_token !== 'string' ||
    typeof refresh_token !== 'string'
  ) {
    const code = typeof error === 'string' ? error : `HTTP${response.status}`
    throw new AuthError(AUTH_MESSAGES.default, code)
  }
  return { accessToken: access_token, idToken: id_token, refreshToken: refresh_token }
}

export interface Timers {
  setTimeout(run: () => void, ms: number): unknown
  clearTimeout(id: unknown): void
}

export const REAL_TIMERS: Timers = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
}

/** `promise`, or `error` once `ms` have passed first. */
export function withTimeout<T>(
  promise: Promise<T>,
  ms: number,
  error: () => Error,
  timers: Timers = REAL_TIMERS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const id = timers.setTimeout(() => reject(error()), ms)
    promise.then(
      (value) => {
        timers.clearTimeout(id)
        resolve(value)
      },
      (reason: unknown) => {
        timers.clearTimeout(id)
        reject(reason)
      },
    )
  })
}

/**
 * Sends the browser to the hosted logout. Leaving the page ends this
 * promise with it; a page still here after 3 s did not leave (the server has
 * no logout, or the navigation was refused): `Signout timeout fail`.
 */
export function hostedSignOut(
  url: string,
  navigate: (url: string) => void,
  timers: Timers = REAL_TIMERS,
): Promise<never> {
  return new Promise<never>((_, reject) => {
    timers.setTimeout(
      () => reject(new AuthError(AUTH_MESSAGES.signOutTimeout, 'SignOutTimeout')),
      HOSTED_SIGN_OUT_TIMEOUT_MS,
    )
    navigate(url)
  })
}

/**
 * One sign-in at a time: a second while one is under way is refused with
 * the specification's message, and a session read waits for the one under
 * way (a hosted login's code exchange) for up to 10 s.
 */
export class SignInGate {
  private current: Promise<unknown> | null = null

  run<T>(task: () => Promise<T>): Promise<T> {
    if (this.current) {
      return Promise.reject(new AuthError(AUTH_MESSAGES.pendingSignIn, 'PendingSignIn'))
    }
    // A task that throws before its first await still rejects, and still frees the gate.
    const running = new Promise<T>((resolve) => resolve(task())).finally(() => {
      if (this.current === running) this.current = null
    })
    this.current = running
    return running
  }

  /** Resolves once no sign-in is under way, or rejects after `ms`. */
  async settled(ms = HOSTED_SIGN_IN_TIMEOUT_MS, timers: Timers = REAL_TIMERS): Promise<void> {
    if (!this.current) return
    await withTimeout(
      this.current.then(
        () => undefined,
        () => undefined,
      ),
      ms,
      () => new AuthError(AUTH_MESSAGES.default, 'HostedSignInTimeout'),
      timers,
    )
  }
}
