import {
  CognitoAccessToken,
  CognitoIdToken,
  CognitoRefreshToken,
  CognitoUserSession,
  type CognitoUser,
  type ICognitoUserSessionData,
} from 'amazon-cognito-identity-js'
import { forgetVisitedPages } from '../../runtime/forget-visited-pages'
import { AuthError, type SessionInfo } from '../client'
import { AUTH_MESSAGES, ProviderError, toAuthError } from '../errors'
import { providerRequest } from '../provider-request'
import { isTransientFailure, retryTransient } from '../retry'
import {
  SESSION_COOKIES,
  clockDriftOf,
  isSessionValid,
  sessionExpiresAt,
  sessionKeys,
  type SessionTokens,
} from '../session'
import { announceSessionChange, promised, userNamed, type CognitoContext } from './context'

/**
 * The session in the library's cookies, which every part reads. The refresh
 * is ours, not the library's, for the specification's retries.
 */

export function storedTokens(
  context: CognitoContext,
): { username: string; tokens: SessionTokens } | null {
  const { storage, settings } = context
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
export async function clearSession(context: CognitoContext): Promise<void> {
  const { storage, settings } = context
  const username = storage.getItem(sessionKeys(settings.clientId).lastAuthUser) ?? ''
  const keys = sessionKeys(settings.clientId, username)
  for (const name of SESSION_COOKIES) storage.removeItem(keys[name])
  announceSessionChange()
  await forgetVisitedPages().catch(() => undefined)
}

export function sessionInfo(
  username: string,
  tokens: Pick<SessionTokens, 'idToken' | 'accessToken'>,
): SessionInfo {
  return { username, expiresAt: sessionExpiresAt(tokens) }
}

/** Stores tokens under the library's names, as its own sign-in would. */
export function storeSession(
  context: CognitoContext,
  username: string,
  tokens: Omit<SessionTokens, 'clockDrift'>,
): SessionInfo {
  const user = userNamed(context, username)
  // The drift by our clock, which decides validity (the library's own is Date's).
  const data: ICognitoUserSessionData & { ClockDrift: number } = {
    IdToken: new CognitoIdToken({ IdToken: tokens.idToken }),
    AccessToken: new CognitoAccessToken({ AccessToken: tokens.accessToken }),
    RefreshToken: new CognitoRefreshToken({ RefreshToken: tokens.refreshToken ?? '' }),
    ClockDrift: clockDriftOf(tokens, context.now()),
  }
  user.setSignInUserSession(new CognitoUserSession(data))
  announceSessionChange()
  return sessionInfo(username, tokens)
}

async function refresh(
  context: CognitoContext,
  username: string,
  refreshToken: string,
): Promise<SessionInfo> {
  const { storage, settings } = context
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
    context.retryClock,
  ).catch(async (error: unknown) => {
    const authError = toAuthError(error, {
      endsSession: error instanceof ProviderError && error.code === 'NotAuthorizedException',
    })
    if (authError.signOut) await clearSession(context)
    throw authError
  })
  const result = answer.AuthenticationResult
  return storeSession(context, username, {
    idToken: result.IdToken,
    accessToken: result.AccessToken,
    refreshToken: result.RefreshToken ?? refreshToken,
  })
}

export async function currentSession(context: CognitoContext): Promise<SessionInfo | null> {
  await context.gate.settled()
  const stored = storedTokens(context)
  if (!stored) return null
  const { username, tokens } = stored
  if (isSessionValid(tokens, context.now())) return sessionInfo(username, tokens)
  if (!tokens.refreshToken) {
    await clearSession(context)
    return null
  }
  return refresh(context, username, tokens.refreshToken)
}

/** The signed-in user with a valid session on it, refreshed if need be. */
async function signedIn(
  context: CognitoContext,
): Promise<{ user: CognitoUser; accessToken: string }> {
  const session = await currentSession(context)
  if (!session) throw new AuthError(AUTH_MESSAGES.notAuthenticated, 'NotAuthenticated')
  const user = userNamed(context, session.username)
  const current = await promised<CognitoUserSession>((done) => user.getSession(done))
  return { user, accessToken: current.getAccessToken().getJwtToken() }
}

/** Runs an operation of the signed-in user; a failure that ends the session clears it. */
export async function asUser<T>(
  context: CognitoContext,
  run: (user: CognitoUser, accessToken: string) => Promise<T>,
): Promise<T> {
  try {
    const { user, accessToken } = await signedIn(context)
    return await run(user, accessToken)
  } catch (error) {
    const authError = toAuthError(error)
    if (authError.signOut) await clearSession(context)
    throw authError
  }
}
