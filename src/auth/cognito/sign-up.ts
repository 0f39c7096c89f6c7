import { CognitoUserAttribute } from 'amazon-cognito-identity-js'
import { AuthError, type AuthClient } from '../client'
import { AUTH_MESSAGES, requireFilled, toAuthError } from '../errors'
import { promised, userNamed, type CognitoContext } from './context'

/** Signing up and confirming the account, by code or by the code sent again. */
export function signUpPart(
  context: CognitoContext,
): Pick<AuthClient, 'signUp' | 'confirmSignUp' | 'resendSignUpCode'> {
  return {
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
        }>((done) => context.pool.signUp(username.trim(), password, list, [], done))
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
        userNamed(context, username.trim()).confirmRegistration(code.trim(), true, done),
      ).catch((error: unknown) => Promise.reject(toAuthError(error)))
    },

    async resendSignUpCode(username) {
      requireFilled(username, AUTH_MESSAGES.emptyUsername, 'EmptyUsername')
      const result = await promised<{ CodeDeliveryDetails?: { Destination?: string } }>((done) =>
        userNamed(context, username.trim()).resendConfirmationCode(done),
      ).catch((error: unknown) => Promise.reject(toAuthError(error)))
      const destination = result.CodeDeliveryDetails?.Destination
      return destination ? { destination } : {}
    },
  }
}
