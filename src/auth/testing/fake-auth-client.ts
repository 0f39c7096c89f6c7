import {
  AuthError,
  type AuthClient,
  type Challenge,
  type ChallengeAnswer,
  type Device,
  type MfaType,
  type SessionInfo,
  type SignInStep,
  type UserAttributes,
} from '../client'

/** For tests: a user of the fake pool, and the challenges signing in passes through. */
export interface FakeUser {
  password: string
  confirmed?: boolean
  /** Asked in order after the password; each answered with `code`/`answer` "123456". */
  challenges?: Challenge[]
  attributes?: Record<string, string>
  devices?: Device[]
}

export const FAKE_CODE = '123456'

/**
 * An in-memory AuthClient for the screens' tests: a small user pool with
 * the provider's failures (wrong password, wrong code) as the real client
 * reports them, and every call recorded.
 */
export class FakeAuthClient implements AuthClient {
  readonly calls: string[] = []
  private session: SessionInfo | null = null
  private pending: { username: string; challenges: Challenge[] } | null = null
  /** Makes the next call fail with this error. */
  failNext: AuthError | null = null

  constructor(readonly users: Map<string, FakeUser> = new Map()) {}

  private call(name: string) {
    this.calls.push(name)
    const failure = this.failNext
    this.failNext = null
    if (failure) throw failure
  }

  private signedIn(username: string): SignInStep {
    this.pending = null
    this.session = { username, expiresAt: 2_000_000_000 }
    return { kind: 'signed-in', session: this.session }
  }

  private user(username: string): FakeUser {
    const user = this.users.get(username)
    if (!user) throw new AuthError('User does not exist', 'UserNotFoundException')
    return user
  }

  async currentSession() {
    this.call('currentSession')
    return this.session
  }

  async signIn(username: string, password: string): Promise<SignInStep> {
    this.call('signIn')
    const user = this.users.get(username)
    if (!user || user.password !== password)
      throw new AuthError('Incorrect username or password.', 'NotAuthorizedException')
    if (user.confirmed === false) return { kind: 'confirm-sign-up', username }
    const [first, ...rest] = user.challenges ?? []
    if (!first) return this.signedIn(username)
    this.pending = { username, challenges: rest }
    return { kind: 'challenge', challenge: first }
  }

  async answerChallenge(answer: ChallengeAnswer): Promise<SignInStep> {
    this.call(`answerChallenge:${answer.name}`)
    if (!this.pending) throw new AuthError('User is not authenticated', 'NotAuthenticated')
    const given = 'code' in answer ? answer.code : 'answer' in answer ? answer.answer : FAKE_CODE
    if (given !== FAKE_CODE)
      throw new AuthError('Invalid code received for user', 'CodeMismatchException')
    const [next, ...rest] = this.pending.challenges
    if (!next) return this.signedIn(this.pending.username)
    this.pending = { ...this.pending, challenges: rest }
    return { kind: 'challenge', challenge: next }
  }

  async signUp(username: string, password: string, attributes: Record<string, string>) {
    this.call('signUp')
    if (this.users.has(username))
      throw new AuthError('User already exists', 'UsernameExistsException')
    this.users.set(username, { password, confirmed: false, attributes })
    return { confirmed: false, destination: attributes.email }
  }

  async confirmSignUp(username: string, code: string) {
    this.call('confirmSignUp')
    if (code !== FAKE_CODE)
      throw new AuthError('Invalid verification code provided', 'CodeMismatchException')
    this.user(username).confirmed = true
  }

  async resendSignUpCode(username: string) {
    this.call('resendSignUpCode')
    return { destination: this.user(username).attributes?.email }
  }

  async signInAfterLinkConfirmation(username: string, password: string) {
    this.call('signInAfterLinkConfirmation')
    return this.signIn(username, password)
  }

  async forgotPassword(username: string) {
    this.call('forgotPassword')
    return { destination: this.user(username).attributes?.email }
  }

  async confirmForgotPassword(username: string, code: string, newPassword: string) {
    this.call('confirmForgotPassword')
    if (code !== FAKE_CODE)
      throw new AuthError('Invalid verification code provided', 'CodeMismatchException')
    this.user(username).password = newPassword
  }

  async changePassword(oldPassword: string, newPassword: string) {
    this.call('changePassword')
    const user = this.user(this.session?.username ?? '')
    if (user.password !== oldPassword)
      throw new AuthError('Incorrect username or password.', 'NotAuthorizedException')
    user.password = newPassword
  }

  async attributes(): Promise<UserAttributes | null> {
    this.call('attributes')
    const values = this.user(this.session?.username ?? '').attributes ?? {}
    return {
      values,
      emailVerified: values.email_verified === 'true',
      phoneNumberVerified: values.phone_number_verified === 'true',
    }
  }

  async mfaPreference(): Promise<{ enabled: readonly MfaType[]; preferred?: MfaType }> {
    this.call('mfaPreference')
    return { enabled: ['SOFTWARE_TOKEN_MFA'] }
  }

  async setMfaPreference() {
    this.call('setMfaPreference')
  }

  async setUpTotp() {
    this.call('setUpTotp')
    return {
      secret: 'JBSWY3DPEHPK3PXP',
      otpauthUri: 'otpauth://totp/Cymbria?secret=JBSWY3DPEHPK3PXP',
    }
  }

  async verifyTotp() {
    this.call('verifyTotp')
  }

  async devices() {
    this.call('devices')
    return { devices: this.user(this.session?.username ?? '').devices ?? [] }
  }

  async forgetDevice() {
    this.call('forgetDevice')
  }

  async signOut() {
    this.call('signOut')
    this.session = null
  }

  async signOutEverywhere() {
    this.call('signOutEverywhere')
    this.session = null
  }

  async deleteAccount() {
    this.call('deleteAccount')
    this.users.delete(this.session?.username ?? '')
    this.session = null
  }

  async hostedSignInUrl() {
    this.call('hostedSignInUrl')
    return 'https://auth.example.test/oauth2/authorize'
  }

  async completeHostedSignIn(callbackUrl: string) {
    this.call('completeHostedSignIn')
    if (!new URL(callbackUrl).searchParams.has('code'))
      throw new AuthError('Invalid state in OAuth flow', 'InvalidState')
    return { username: 'hosted@example.test', expiresAt: 2_000_000_000 }
  }
}
