// First, so the library finds the Node globals it expects when its modules run.
import './node-globals'
import type { AuthClient } from './client'
import type { AuthSettings } from '../site/sign-in-settings'
import { toAuthError } from './errors'
import { accountPart } from './cognito/account'
import { createContext, type CognitoClientOptions } from './cognito/context'
import { hostedPart } from './cognito/hosted'
import { mfaAndDevicesPart } from './cognito/mfa-and-devices'
import { signInPart } from './cognito/sign-in'
import { signUpPart } from './cognito/sign-up'
import { currentSession } from './cognito/stored-session'

/**
 * Our AuthClient over amazon-cognito-identity-js, which only this module and
 * ./cognito/ import. The library makes the calls and keeps the session in
 * cookies (plan decision 1); the refresh is ours, for the specification's
 * retries. Each part is a function of one shared context (cognito/context.ts).
 */

export { COOKIE_DAYS, sessionCookieStorage, type CognitoClientOptions } from './cognito/context'
export { DEVICE_PAGE_SIZE } from './cognito/mfa-and-devices'

export function createCognitoClient(
  settings: AuthSettings,
  options: CognitoClientOptions = {},
): AuthClient {
  const context = createContext(settings, options)
  return {
    currentSession: () =>
      currentSession(context).catch((error: unknown) => Promise.reject(toAuthError(error))),
    ...signInPart(context),
    ...signUpPart(context),
    ...accountPart(context),
    ...mfaAndDevicesPart(context),
    ...hostedPart(context),
  }
}
