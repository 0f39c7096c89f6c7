import type { CognitoUser, IAuthenticationCallback } from 'amazon-cognito-identity-js'
import type { Challenge, SignInStep } from '../client'
import { toAuthError } from '../errors'
import { otpauthUri } from '../otpauth'
import { announceSessionChange, isMfaType, type CognitoContext } from './context'
import { sessionInfo } from './stored-session'

type SignedIn = Extract<SignInStep, { kind: 'signed-in' }>

/**
 * The library's sign-in callbacks as one step of ours. A challenge keeps its
 * user as the context's pending one, whose Session the answer needs.
 */
export function stepCallbacks(
  context: CognitoContext,
  user: CognitoUser,
  resolve: (step: SignInStep) => void,
  reject: (error: unknown) => void,
  afterSignIn: (user: CognitoUser) => Promise<Partial<SignedIn>> = async () => ({}),
): IAuthenticationCallback {
  const challenge = (c: Challenge) => {
    context.pending = { user, challenge: c }
    resolve({ kind: 'challenge', challenge: c })
  }
  return {
    onSuccess: (session) => {
      context.pending = null
      announceSessionChange()
      const tokens = {
        idToken: session.getIdToken().getJwtToken(),
        accessToken: session.getAccessToken().getJwtToken(),
      }
      afterSignIn(user).then(
        (extra) =>
          resolve({
            kind: 'signed-in',
            session: sessionInfo(user.getUsername(), tokens),
            ...extra,
          }),
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
            otpauthUri: otpauthUri(context.issuer, user.getUsername(), secret),
          }),
        onFailure: reject,
      }),
  }
}

/** A step of signing in: library callbacks to a promise, failures to AuthError. */
export function signInStep(
  run: (resolve: (step: SignInStep) => void, reject: (error: unknown) => void) => void,
): Promise<SignInStep> {
  return new Promise<SignInStep>(run).catch((error: unknown) => Promise.reject(toAuthError(error)))
}
