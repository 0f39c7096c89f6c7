import type { AuthUiStrings } from '../strings'
import { AuthError } from '../client'

/** A message of `authErrors` in src/auth/locales/*.json. */
export type AuthMessageKey = keyof AuthUiStrings['authErrors']

/**
 * The specification's sign-in messages (section 8), by their English text:
 * an AuthError's message is that text, the screens show its translation.
 */
export const CATALOGUE: Readonly<Record<string, AuthMessageKey>> = {
  'Authentication Error': 'authenticationError',
  'Email cannot be empty': 'emailEmpty',
  'Phone number cannot be empty': 'phoneEmpty',
  'Username cannot be empty': 'usernameEmpty',
  'Password cannot be empty': 'passwordEmpty',
  'Confirmation code cannot be empty': 'codeEmpty',
  'Error creating account': 'createAccountFailed',
  'No valid MFA method provided': 'noValidMfa',
  'Invalid MFA type': 'invalidMfaType',
  'Challenge response cannot be empty': 'challengeResponseEmpty',
  'Failed to get the session because the user is empty': 'userEmpty',
  'Network Error': 'network',
  'Device tracking has not been configured in this User Pool': 'deviceTrackingOff',
  'Please use your credentials to sign in': 'useCredentials',
  'User is not authenticated': 'notAuthenticated',
  'Invalid state in OAuth flow': 'invalidState',
  'Pending sign-in attempt already in progress': 'pendingSignIn',
  'Signout timeout fail': 'signOutTimeout',
  'User is disabled': 'userDisabled',
  'User does not exist': 'userNotFound',
  'Access Token has been revoked': 'accessRevoked',
  'Refresh Token has been revoked': 'refreshRevoked',
  'Refresh Token has expired': 'refreshExpired',
}

/**
 * The user pool's own failures, which the catalogue does not name, by the
 * provider's error code: the visitor still reads what went wrong in their
 * language (a wrong password, a stale code), never the provider's English.
 */
const PROVIDER_CODES: Readonly<Record<string, AuthMessageKey>> = {
  NotAuthorizedException: 'wrongCredentials',
  CodeMismatchException: 'codeMismatch',
  ExpiredCodeException: 'codeExpired',
  InvalidPasswordException: 'passwordPolicy',
  UsernameExistsException: 'usernameExists',
  AliasExistsException: 'usernameExists',
  UserNotConfirmedException: 'notConfirmed',
  LimitExceededException: 'tooManyAttempts',
  TooManyRequestsException: 'tooManyAttempts',
  TooManyFailedAttemptsException: 'tooManyAttempts',
  CodeDeliveryFailureException: 'network',
  InvalidParameterException: 'invalidParameter',
  UnsupportedOperationException: 'unsupported',
  NotImplemented: 'unsupported',
  // cognito-local's answer (`CognitoLocal#Unsupported`) to an operation it lacks (devices, GlobalSignOut).
  Unsupported: 'unsupported',
}

/** The messages that end a session (AuthError.signOut): the sign-in page may be sent one. */
export const SESSION_ENDING_KEYS: readonly AuthMessageKey[] = [
  'userDisabled',
  'userNotFound',
  'accessRevoked',
  'refreshRevoked',
  'refreshExpired',
  'notAuthenticated',
]

/** The message to show for a failure: the catalogue's by text, the provider's by code, else a general one. */
export function authMessageKey(error: unknown): AuthMessageKey {
  if (error instanceof AuthError) {
    const text = error.message.trim()
    const known = CATALOGUE[text] ?? CATALOGUE[text.replace(/\.$/, '')]
    if (known) return known
    // A session the provider ended in its own words (cognito-local's "User not authorized" for
    // a revoked refresh token): not a wrong password, whatever the code says.
    if (error.signOut) return 'notAuthenticated'
    return PROVIDER_CODES[error.code] ?? 'unknown'
  }
  if (error instanceof TypeError) return 'network'
  return 'unknown'
}

/**
 * Why "Sign out everywhere" signed the visitor out on this device only (the
 * library clears the local session whatever the provider says).
 */
export const SIGN_OUT_FAILURE_KEYS: readonly AuthMessageKey[] = [
  'unsupported',
  'network',
  'unknown',
]

/** True for a key of `authErrors` (a value from a URL, say). */
export function isAuthMessageKey(
  value: string | null,
  keys: readonly AuthMessageKey[],
): value is AuthMessageKey {
  return value !== null && (keys as readonly string[]).includes(value)
}
