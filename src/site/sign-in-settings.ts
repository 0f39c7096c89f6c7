/**
 * Sign-in settings (Cymbria): which user pool, which app client, where the
 * hosted login lives. They come from build settings (tools/builder/settings.ts)
 * and are checked here, once, with the specification's rules (section 5).
 */

/** Which flow InitiateAuth uses: SRP in production; cognito-local only has USER_PASSWORD_AUTH. */
export const AUTH_FLOWS = ['USER_SRP_AUTH', 'USER_PASSWORD_AUTH'] as const
export type AuthFlow = (typeof AUTH_FLOWS)[number]

export interface AuthSettings {
  region: string
  userPoolId: string
  clientId: string
  /** The user-pool API; Cognito's regional endpoint unless set (a local server in tests). */
  endpoint: string
  /** The hosted login's base URL (authorize, token, logout); no hosted login without it. */
  hostedDomain?: string
  /** Where the hosted login sends the visitor back, and where its sign-out lands. */
  redirectSignIn?: string
  redirectSignOut?: string
  authFlow: AuthFlow
  /** OAuth scopes asked for by the hosted login. */
  scopes: readonly string[]
  /** The name authenticator apps show beside a TOTP secret: the brand's (set by the build). */
  issuer?: string
}

/** The environment variables, by setting, so every message names what to change. */
export const AUTH_ENV = {
  region: 'COGNITO_REGION',
  userPoolId: 'COGNITO_USER_POOL_ID',
  clientId: 'COGNITO_CLIENT_ID',
  endpoint: 'COGNITO_ENDPOINT',
  hostedDomain: 'COGNITO_HOSTED_DOMAIN',
  redirectSignIn: 'COGNITO_REDIRECT_SIGN_IN',
  redirectSignOut: 'COGNITO_REDIRECT_SIGN_OUT',
  authFlow: 'COGNITO_AUTH_FLOW',
  scopes: 'COGNITO_SCOPES',
} as const

/** The specification's limit on a user pool id. */
export const USER_POOL_ID_MAX_LENGTH = 55
const REGION = /^[a-z]{2,}(-[a-z]+)*(-\d+)?$/
const USER_POOL_ID = /^([\w-]+)_[0-9a-zA-Z]+$/
const DEFAULT_SCOPES = ['openid', 'email', 'profile', 'aws.cognito.signin.user.admin']

export type AuthSettingsResult =
  { ok: true; settings: AuthSettings } | { ok: false; errors: string[] }

function httpUrl(value: string, local: boolean): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || (local && url.protocol === 'http:')
  } catch {
    return false
  }
}

function isLoopback(value: string): boolean {
  try {
    return ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(value).hostname)
  } catch {
    return false
  }
}

/**
 * Reads the sign-in settings from `env`, with every problem at once. Plain
 * http is accepted only for a server on this machine (cognito-local).
 */
export function parseAuthSettings(
  env: Readonly<Record<string, string | undefined>>,
): AuthSettingsResult {
  const read = (key: keyof typeof AUTH_ENV): string | undefined =>
    env[AUTH_ENV[key]]?.trim() || undefined
  const errors: string[] = []
  const userPoolId = read('userPoolId')
  const clientId = read('clientId')
  if (!userPoolId)
    errors.push(`${AUTH_ENV.userPoolId} is required: the user pool id, as region_suffix`)
  else if (userPoolId.length > USER_POOL_ID_MAX_LENGTH || !USER_POOL_ID.test(userPoolId)) {
    errors.push(
      `${AUTH_ENV.userPoolId}="${userPoolId}" is not a user pool id: it must be region_suffix (like ca-central-1_AbC123), at most ${USER_POOL_ID_MAX_LENGTH} characters`,
    )
  }
  if (!clientId) errors.push(`${AUTH_ENV.clientId} is required: the app client id of the user pool`)
  else if (!/^[\w+]+$/.test(clientId)) {
    errors.push(
      `${AUTH_ENV.clientId}="${clientId}" is not an app client id: letters, digits and underscores only`,
    )
  }
  const poolRegion = userPoolId?.split('_')[0]
  const region = read('region') ?? poolRegion
  if (!region || !REGION.test(region)) {
    errors.push(`${AUTH_ENV.region}="${region ?? ''}" is not a region: set it like ca-central-1`)
  } else if (poolRegion && poolRegion !== region) {
    errors.push(
      `${AUTH_ENV.region}="${region}" differs from the user pool's region "${poolRegion}": the pool id starts with its region`,
    )
  }
  const endpoint =
    read('endpoint') ?? (region ? `https://cognito-idp.${region}.amazonaws.com/` : '')
  const local = isLoopback(endpoint)
  if (!httpUrl(endpoint, local)) {
    errors.push(
      `${AUTH_ENV.endpoint}="${endpoint}" is not an https URL (http only on 127.0.0.1 or localhost)`,
    )
  }
  const urls = (['hostedDomain', 'redirectSignIn', 'redirectSignOut'] as const).map((key) => {
    const value = read(key)
    if (value && !httpUrl(value, isLoopback(value))) {
      errors.push(
        `${AUTH_ENV[key]}="${value}" is not an https URL (http only on 127.0.0.1 or localhost)`,
      )
    }
    return [key, value] as const
  })
  const hosted = Object.fromEntries(urls.filter(([, v]) => v !== undefined)) as Partial<
    Pick<AuthSettings, 'hostedDomain' | 'redirectSignIn' | 'redirectSignOut'>
  >
  if (hosted.hostedDomain && !hosted.redirectSignIn) {
    errors.push(
      `${AUTH_ENV.redirectSignIn} is required with ${AUTH_ENV.hostedDomain}: the address the hosted login returns to`,
    )
  }
  const flow = read('authFlow') ?? 'USER_SRP_AUTH'
  if (!(AUTH_FLOWS as readonly string[]).includes(flow)) {
    errors.push(`${AUTH_ENV.authFlow}="${flow}" is not a flow: set ${AUTH_FLOWS.join(' or ')}`)
  }
  const scopes =
    read('scopes')
      ?.split(/[\s,]+/)
      .filter(Boolean) ?? DEFAULT_SCOPES
  if (errors.length > 0 || !userPoolId || !clientId || !region) return { ok: false, errors }
  return {
    ok: true,
    settings: {
      region,
      userPoolId,
      clientId,
      endpoint,
      ...hosted,
      authFlow: flow as AuthFlow,
      scopes,
    },
  }
}

/** True when none of the sign-in settings is set: the build leaves sign-in out and says so. */
export function noAuthSettings(env: Readonly<Record<string, string | undefined>>): boolean {
  return Object.values(AUTH_ENV).every((name) => !env[name]?.trim())
}
