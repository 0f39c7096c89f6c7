import { AuthError } from './client'

/**
 * The specification's sign-in messages (section 8), which the screens
 * translate, and how a provider's or the library's failure becomes one.
 */
export const AUTH_MESSAGES = {
  default: 'Authentication Error',
  emptyEmail: 'Email cannot be empty',
  emptyPhone: 'Phone number cannot be empty',
  emptyUsername: 'Username cannot be empty',
  emptyPassword: 'Password cannot be empty',
  emptyCode: 'Confirmation code cannot be empty',
  signUp: 'Error creating account',
  noMfa: 'No valid MFA method provided',
  invalidMfa: 'Invalid MFA type',
  emptyChallengeResponse: 'Challenge response cannot be empty',
  noUser: 'Failed to get the session because the user is empty',
  network: 'Network Error',
  deviceConfig: 'Device tracking has not been configured in this User Pool',
  autoSignIn: 'Please use your credentials to sign in',
  notAuthenticated: 'User is not authenticated',
  invalidState: 'Invalid state in OAuth flow',
  pendingSignIn: 'Pending sign-in attempt already in progress',
  signOutTimeout: 'Signout timeout fail',
} as const

/** The provider's messages that end the session: clear it locally and go to sign in. */
export const SESSION_ENDING_MESSAGES = [
  'User is disabled',
  'User does not exist',
  'Access Token has been revoked',
  'Refresh Token has been revoked',
  'Refresh Token has expired',
] as const

/** A failure from the provider's API (our requests) or the library (its `code`/`name`). */
export class ProviderError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status?: number,
  ) {
    super(message)
    this.name = code
  }
}

function failureOf(error: unknown): { code: string; message: string } {
  if (error instanceof Error) {
    const { code } = error as Error & { code?: unknown }
    return { code: typeof code === 'string' && code ? code : error.name, message: error.message }
  }
  return { code: 'Unknown', message: typeof error === 'string' ? error : '' }
}

/**
 * `error` as the screens show it: the catalogue's text where the failure is
 * one of it, the provider's message and code otherwise (the code lets a
 * screen translate a provider failure the catalogue does not name).
 * `endsSession` marks failures that end the session whatever their text
 * (a refresh refused as not authorized).
 */
export function toAuthError(error: unknown, { endsSession = false } = {}): AuthError {
  if (error instanceof AuthError) return error
  const { code, message } = failureOf(error)
  const text = message.trim().replace(/\.$/, '')
  const ending = SESSION_ENDING_MESSAGES.find((m) => m === text)
  if (ending) return new AuthError(ending, code, true)
  if (code === 'NetworkError' || /^network error$/i.test(text) || error instanceof TypeError) {
    return new AuthError(AUTH_MESSAGES.network, 'NetworkError', endsSession)
  }
  if (text === AUTH_MESSAGES.notAuthenticated) {
    return new AuthError(AUTH_MESSAGES.notAuthenticated, 'NotAuthenticated', endsSession)
  }
  return new AuthError(text ? message : AUTH_MESSAGES.default, code, endsSession)
}

/** The specification's "cannot be empty" checks, before anything is sent. */
export function requireFilled(value: string | undefined, message: string, code: string): string {
  if (!value?.trim()) throw new AuthError(message, code)
  return value
}
