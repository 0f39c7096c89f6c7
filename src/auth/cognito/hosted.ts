import { AuthError, type AuthClient } from '../client'
import { AUTH_MESSAGES, toAuthError } from '../errors'
import {
  HOSTED_SIGN_IN_TIMEOUT_MS,
  exchangeCode,
  readCallback,
  startHostedSignIn,
  withTimeout,
} from '../hosted-login'
import { usernameOf } from '../session'
import type { CognitoContext } from './context'
import { storeSession } from './stored-session'

/**
 * The hosted login (PKCE, in ../hosted-login.ts): its session is stored in
 * the library's cookies, so the other parts read it as their own.
 */
export function hostedPart(
  context: CognitoContext,
): Pick<AuthClient, 'hostedSignInUrl' | 'completeHostedSignIn'> {
  return {
    hostedSignInUrl: () => startHostedSignIn(context.settings, context.hostedStore()),

    completeHostedSignIn: (callbackUrl) =>
      context.gate.run(async () => {
        const { code, verifier } = readCallback(callbackUrl, context.hostedStore())
        const controller = new AbortController()
        const tokens = await withTimeout(
          exchangeCode(context.settings, code, verifier, controller.signal),
          HOSTED_SIGN_IN_TIMEOUT_MS,
          () => {
            controller.abort()
            return new AuthError(AUTH_MESSAGES.default, 'HostedSignInTimeout')
          },
        ).catch((error: unknown) => Promise.reject(toAuthError(error)))
        const username = usernameOf(tokens.accessToken)
        if (!username) throw new AuthError(AUTH_MESSAGES.noUser, 'NoUsername')
        return storeSession(context, username, tokens)
      }),
  }
}
