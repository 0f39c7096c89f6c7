import type { AuthClient, UserAttributes } from '../client'
import { AUTH_MESSAGES, requireFilled, toAuthError } from '../errors'
import { hostedSignOut, logoutUrl } from '../hosted-login'
import { providerRequest } from '../provider-request'
import { canReadAttributes, jwtClaims } from '../session'
import { getUser, promised, userNamed, type CognitoContext } from './context'
import { asUser, clearSession, storedTokens } from './stored-session'

/** The account: its password (forgotten or changed), attributes, signing out, deleting it. */
export function accountPart(
  context: CognitoContext,
): Pick<
  AuthClient,
  | 'forgotPassword'
  | 'confirmForgotPassword'
  | 'changePassword'
  | 'attributes'
  | 'signOut'
  | 'signOutEverywhere'
  | 'deleteAccount'
> {
  return {
    async forgotPassword(username) {
      requireFilled(username, AUTH_MESSAGES.emptyUsername, 'EmptyUsername')
      const user = userNamed(context, username.trim())
      const data = await new Promise<{ CodeDeliveryDetails?: { Destination?: string } }>(
        (resolve, reject) =>
          user.forgotPassword({
            onSuccess: resolve,
            onFailure: reject,
            inputVerificationCode: resolve,
          }),
      ).catch((error: unknown) => Promise.reject(toAuthError(error)))
      const destination = data.CodeDeliveryDetails?.Destination
      return destination ? { destination } : {}
    },

    async confirmForgotPassword(username, code, newPassword) {
      requireFilled(username, AUTH_MESSAGES.emptyUsername, 'EmptyUsername')
      requireFilled(code, AUTH_MESSAGES.emptyCode, 'EmptyCode')
      requireFilled(newPassword, AUTH_MESSAGES.emptyPassword, 'EmptyPassword')
      await new Promise<void>((resolve, reject) =>
        userNamed(context, username.trim()).confirmPassword(code.trim(), newPassword, {
          onSuccess: () => resolve(),
          onFailure: reject,
        }),
      ).catch((error: unknown) => Promise.reject(toAuthError(error)))
    },

    changePassword: (oldPassword, newPassword) =>
      asUser(context, async (user) => {
        requireFilled(oldPassword, AUTH_MESSAGES.emptyPassword, 'EmptyPassword')
        requireFilled(newPassword, AUTH_MESSAGES.emptyPassword, 'EmptyPassword')
        await promised((done) => user.changePassword(oldPassword, newPassword, done))
      }),

    attributes: () =>
      asUser(context, async (_user, accessToken) => {
        if (!canReadAttributes(accessToken)) return null
        const { UserAttributes = [] } = await getUser(context, accessToken)
        const values = Object.fromEntries(UserAttributes.map((a) => [a.Name, a.Value]))
        return {
          values,
          emailVerified: values.email_verified === 'true',
          phoneNumberVerified: values.phone_number_verified === 'true',
        } satisfies UserAttributes
      }),

    async signOut() {
      const stored = storedTokens(context)
      if (stored?.tokens.refreshToken && jwtClaims(stored.tokens.accessToken)?.origin_jti) {
        // Revoking ends the refresh token at the provider too; signing out locally never waits on it.
        await providerRequest(context.settings.endpoint, 'RevokeToken', {
          Token: stored.tokens.refreshToken,
          ClientId: context.settings.clientId,
        }).catch(() => undefined)
      }
      await clearSession(context)
      context.pending = null
      const url = logoutUrl(context.settings)
      if (url) await hostedSignOut(url, context.navigate)
    },

    async signOutEverywhere() {
      try {
        await asUser(
          context,
          (user) =>
            new Promise<void>((resolve, reject) =>
              user.globalSignOut({ onSuccess: () => resolve(), onFailure: reject }),
            ),
        )
      } finally {
        await clearSession(context)
        context.pending = null
      }
    },

    deleteAccount: () =>
      asUser(context, async (user) => {
        await promised((done) => user.deleteUser(done))
        await clearSession(context)
      }),
  }
}
