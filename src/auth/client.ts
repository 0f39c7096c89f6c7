/**
 * What the site asks of the sign-in service: our interface, so that the
 * screens never see the library behind it (amazon-cognito-identity-js today,
 * near the end of its support; a later switch happens in one module).
 * Implemented by `cognito.ts`; the screens take it from `load-client.ts`.
 */

/** The specification's challenge states (section 4) that a screen presents. */
export type Challenge =
  | { name: 'SMS_MFA'; destination?: string }
  | { name: 'SOFTWARE_TOKEN_MFA' }
  | { name: 'SELECT_MFA_TYPE'; options: readonly MfaType[] }
  /** TOTP set-up: the secret as text and as an `otpauth://` URI for a QR code. */
  | { name: 'MFA_SETUP'; secret: string; otpauthUri: string }
  | { name: 'NEW_PASSWORD_REQUIRED'; requiredAttributes: readonly string[] }
  | { name: 'CUSTOM_CHALLENGE'; parameters: Readonly<Record<string, string>> }

export type MfaType = 'SMS_MFA' | 'SOFTWARE_TOKEN_MFA'

/** Where a step of signing in leaves the visitor. */
export type SignInStep =
  | {
      kind: 'signed-in'
      session: SessionInfo
      /**
       * Present when the answer asked to remember the device: false when the
       * pool tracks no devices (show 'Device tracking has not been configured
       * in this User Pool'); the visitor is signed in either way.
       */
      deviceRemembered?: boolean
    }
  | { kind: 'challenge'; challenge: Challenge }
  /** The account exists but its sign-up is not confirmed: show the confirm screen. */
  | { kind: 'confirm-sign-up'; username: string }

/** The answer to a challenge, by challenge. */
export type ChallengeAnswer =
  | { name: 'SMS_MFA' | 'SOFTWARE_TOKEN_MFA'; code: string; rememberDevice?: boolean }
  | { name: 'SELECT_MFA_TYPE'; mfaType: MfaType }
  | { name: 'MFA_SETUP'; code: string; friendlyDeviceName?: string }
  | {
      name: 'NEW_PASSWORD_REQUIRED'
      newPassword: string
      attributes?: Readonly<Record<string, string>>
    }
  | { name: 'CUSTOM_CHALLENGE'; answer: string }

export interface SessionInfo {
  username: string
  /** Seconds since the epoch, from the id token, as the server's clock says (drift applied). */
  expiresAt: number
}

export interface UserAttributes {
  /** Every attribute as the provider gives it, name to value. */
  values: Readonly<Record<string, string>>
  emailVerified: boolean
  phoneNumberVerified: boolean
}

export interface Device {
  key: string
  name?: string
  lastSeen?: Date
}

export interface SignUpResult {
  /** False until the code sent to `destination` is confirmed (or a link is followed). */
  confirmed: boolean
  destination?: string
}

/**
 * A failure the screens show: `message` is the specification's catalogue text
 * (section 8) when the failure is one of it, which the screens translate;
 * `signOut` marks the messages that invalidate the session.
 */
export class AuthError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly signOut = false,
  ) {
    super(message)
    this.name = 'AuthError'
  }
}

export interface AuthClient {
  /** The current session, refreshed if it has expired; null when signed out. */
  currentSession(): Promise<SessionInfo | null>
  signIn(username: string, password: string): Promise<SignInStep>
  answerChallenge(answer: ChallengeAnswer): Promise<SignInStep>
  signUp(
    username: string,
    password: string,
    attributes: Record<string, string>,
  ): Promise<SignUpResult>
  confirmSignUp(username: string, code: string): Promise<void>
  resendSignUpCode(username: string): Promise<{ destination?: string }>
  /** After a confirmation link: tries to sign in every 5 s for up to 3 minutes. */
  signInAfterLinkConfirmation(
    username: string,
    password: string,
    signal?: AbortSignal,
  ): Promise<SignInStep>
  forgotPassword(username: string): Promise<{ destination?: string }>
  confirmForgotPassword(username: string, code: string, newPassword: string): Promise<void>
  changePassword(oldPassword: string, newPassword: string): Promise<void>
  /** Null when the access token's scope does not allow reading attributes. */
  attributes(): Promise<UserAttributes | null>
  mfaPreference(): Promise<{ enabled: readonly MfaType[]; preferred?: MfaType }>
  setMfaPreference(preferred: MfaType | null): Promise<void>
  /** Starts TOTP set-up for a signed-in user; `verifyTotp` finishes it. */
  setUpTotp(): Promise<{ secret: string; otpauthUri: string }>
  verifyTotp(code: string, friendlyDeviceName?: string): Promise<void>
  /** Remembered devices, 60 a page. */
  devices(page?: string): Promise<{ devices: Device[]; next?: string }>
  forgetDevice(key: string): Promise<void>
  signOut(): Promise<void>
  signOutEverywhere(): Promise<void>
  deleteAccount(): Promise<void>
  /** The hosted login: the authorize URL to send the visitor to (PKCE S256, state stored). */
  hostedSignInUrl(): Promise<string>
  /** The hosted login's return: checks the state, exchanges the code, stores the session. */
  completeHostedSignIn(callbackUrl: string): Promise<SessionInfo>
}
