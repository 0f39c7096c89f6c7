import { AuthenticationDetails } from 'amazon-cognito-identity-js'
import { pollUntilSignedIn } from '../auto-sign-in'
import { AuthError, type AuthClient, type ChallengeAnswer, type SignInStep } from '../client'
import { AUTH_MESSAGES, requireFilled } from '../errors'
import { signInStep, stepCallbacks } from './challenge-steps'
import { isMfaType, userNamed, type CognitoContext } from './context'
import { rememberDevice } from './mfa-and-devices'

/** Cognito's own words for a wrong username or password. */
const WRONG_CREDENTIALS = 'Incorrect username or password.'

function passwordSignIn(
  context: CognitoContext,
  username: string,
  password: string,
): Promise<SignInStep> {
  requireFilled(username, AUTH_MESSAGES.emptyUsername, 'EmptyUsername')
  requireFilled(password, AUTH_MESSAGES.emptyPassword, 'EmptyPassword')
  const user = userNamed(context, username.trim())
  user.setAuthenticationFlowType(context.settings.authFlow)
  context.pending = null
  return signInStep((resolve, reject) =>
    user.authenticateUser(
      new AuthenticationDetails({ Username: username.trim(), Password: password }),
      stepCallbacks(context, user, resolve, reject),
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

function answerChallenge(context: CognitoContext, answer: ChallengeAnswer): Promise<SignInStep> {
  const current = context.pending
  if (!current) {
    return Promise.reject(new AuthError(AUTH_MESSAGES.notAuthenticated, 'NoChallenge'))
  }
  const { user } = current
  return context.gate.run(() =>
    signInStep((resolve, reject) => {
      const callbacks = () => stepCallbacks(context, user, resolve, reject)
      switch (answer.name) {
        case 'SMS_MFA':
        case 'SOFTWARE_TOKEN_MFA': {
          const code = requireFilled(answer.code, AUTH_MESSAGES.emptyCode, 'EmptyCode')
          user.sendMFACode(
            code.trim(),
            stepCallbacks(context, user, resolve, reject, (u) =>
              rememberDevice(u, answer.rememberDevice),
            ),
            answer.name,
          )
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
          user.sendMFASelectionAnswer(answer.mfaType, callbacks())
          return
        case 'MFA_SETUP': {
          const code = requireFilled(answer.code, AUTH_MESSAGES.emptyCode, 'EmptyCode')
          user.verifySoftwareToken(code.trim(), answer.friendlyDeviceName ?? '', callbacks())
          return
        }
        case 'NEW_PASSWORD_REQUIRED':
          requireFilled(answer.newPassword, AUTH_MESSAGES.emptyPassword, 'EmptyPassword')
          user.completeNewPasswordChallenge(
            answer.newPassword,
            { ...answer.attributes },
            callbacks(),
          )
          return
        case 'CUSTOM_CHALLENGE':
          requireFilled(
            answer.answer,
            AUTH_MESSAGES.emptyChallengeResponse,
            'EmptyChallengeResponse',
          )
          user.sendCustomChallengeAnswer(answer.answer, callbacks())
          return
      }
    }),
  )
}

/** Signing in with a password, and answering the challenges that follow. */
export function signInPart(
  context: CognitoContext,
): Pick<AuthClient, 'signIn' | 'answerChallenge' | 'signInAfterLinkConfirmation'> {
  return {
    signIn: (username, password) =>
      context.gate.run(() => passwordSignIn(context, username, password)),

    answerChallenge: (answer) => answerChallenge(context, answer),

    signInAfterLinkConfirmation(username, password, signal) {
      return pollUntilSignedIn(
        async () => {
          const result = await context.gate.run(() => passwordSignIn(context, username, password))
          return result.kind === 'confirm-sign-up' ? undefined : result
        },
        context.pollClock,
        signal,
      )
    },
  }
}
