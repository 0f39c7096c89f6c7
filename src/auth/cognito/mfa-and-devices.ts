import type { CognitoUser } from 'amazon-cognito-identity-js'
import { AuthError, type AuthClient, type Device, type MfaType } from '../client'
import { AUTH_MESSAGES, requireFilled } from '../errors'
import { otpauthUri } from '../otpauth'
import { jwtClaims } from '../session'
import { getUser, isMfaType, promised, type CognitoContext } from './context'
import { asUser, storedTokens } from './stored-session'

export const DEVICE_PAGE_SIZE = 60

/** Marks the device remembered when asked; false when the pool gave it no device key. */
export async function rememberDevice(
  user: CognitoUser,
  wanted: boolean | undefined,
): Promise<{ deviceRemembered?: boolean }> {
  if (!wanted) return {}
  user.getCachedDeviceKeyAndPassword()
  // The library keeps the key on the user but does not declare it.
  const { deviceKey } = user as CognitoUser & { deviceKey?: string | null }
  if (!deviceKey) return { deviceRemembered: false }
  await new Promise<void>((resolve, reject) =>
    user.setDeviceStatusRemembered({ onSuccess: () => resolve(), onFailure: reject }),
  )
  return { deviceRemembered: true }
}

/** A signed-in user's MFA: which, TOTP set-up, and the devices that skip it. */
export function mfaAndDevicesPart(
  context: CognitoContext,
): Pick<
  AuthClient,
  'mfaPreference' | 'setMfaPreference' | 'setUpTotp' | 'verifyTotp' | 'devices' | 'forgetDevice'
> {
  return {
    mfaPreference: () =>
      asUser(context, async (_user, accessToken) => {
        const answer = await getUser(context, accessToken)
        const enabled = (answer.UserMFASettingList ?? []).filter(isMfaType)
        return isMfaType(answer.PreferredMfaSetting)
          ? { enabled, preferred: answer.PreferredMfaSetting }
          : { enabled }
      }),

    setMfaPreference: (preferred) =>
      asUser(context, async (user, accessToken) => {
        if (preferred !== null && !isMfaType(preferred)) {
          throw new AuthError(AUTH_MESSAGES.noMfa, 'NoValidMfa')
        }
        const enabled = new Set((await getUser(context, accessToken)).UserMFASettingList ?? [])
        const setting = (type: MfaType) =>
          preferred === type
            ? { Enabled: true, PreferredMfa: true }
            : { Enabled: preferred !== null && enabled.has(type), PreferredMfa: false }
        await promised((done) =>
          user.setUserMfaPreference(
            enabled.has('SMS_MFA') || preferred === 'SMS_MFA' ? setting('SMS_MFA') : null,
            enabled.has('SOFTWARE_TOKEN_MFA') || preferred === 'SOFTWARE_TOKEN_MFA'
              ? setting('SOFTWARE_TOKEN_MFA')
              : null,
            done,
          ),
        )
      }),

    setUpTotp: () =>
      asUser(
        context,
        (user) =>
          new Promise((resolve, reject) =>
            user.associateSoftwareToken({
              associateSecretCode: (secret: string) => {
                const account = jwtClaims(storedTokens(context)?.tokens.idToken)?.email
                resolve({
                  secret,
                  otpauthUri: otpauthUri(
                    context.issuer,
                    typeof account === 'string' ? account : user.getUsername(),
                    secret,
                  ),
                })
              },
              onFailure: reject,
            }),
          ),
      ),

    verifyTotp: (code, friendlyDeviceName) =>
      asUser(context, async (user) => {
        requireFilled(code, AUTH_MESSAGES.emptyCode, 'EmptyCode')
        await new Promise((resolve, reject) =>
          user.verifySoftwareToken(code.trim(), friendlyDeviceName ?? '', {
            onSuccess: resolve,
            onFailure: reject,
          }),
        )
      }),

    devices: (page) =>
      asUser(context, async (user) => {
        const data = await new Promise<{
          Devices?: {
            DeviceKey: string
            DeviceAttributes?: { Name: string; Value: string }[]
            DeviceLastAuthenticatedDate?: number
          }[]
          PaginationToken?: string
        }>((resolve, reject) =>
          user.listDevices(DEVICE_PAGE_SIZE, page ?? null, {
            onSuccess: resolve,
            onFailure: reject,
          }),
        )
        const devices = (data.Devices ?? []).map((d): Device => {
          const name = d.DeviceAttributes?.find((a) => a.Name === 'device_name')?.Value
          return {
            key: d.DeviceKey,
            ...(name ? { name } : {}),
            ...(d.DeviceLastAuthenticatedDate
              ? { lastSeen: new Date(d.DeviceLastAuthenticatedDate * 1000) }
              : {}),
          }
        })
        return data.PaginationToken ? { devices, next: data.PaginationToken } : { devices }
      }),

    forgetDevice: (key) =>
      asUser(
        context,
        (user) =>
          new Promise<void>((resolve, reject) =>
            user.forgetSpecificDevice(key, { onSuccess: () => resolve(), onFailure: reject }),
          ),
      ),
  }
}
