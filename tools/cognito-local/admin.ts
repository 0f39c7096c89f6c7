import { readFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * Calls to a cognito-local server on this machine, for the harness and for
 * tests: the same JSON protocol as Cognito (an operation in X-Amz-Target).
 */

export class CognitoCallError extends Error {
  constructor(
    readonly operation: string,
    readonly type: string,
    message: string,
  ) {
    super(`${operation}: ${type}: ${message}`)
    this.name = 'CognitoCallError'
  }
}

export async function cognitoCall<T = Record<string, unknown>>(
  endpoint: string,
  operation: string,
  body: Record<string, unknown>,
): Promise<T> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    body: JSON.stringify(body),
  })
  const text = await response.text()
  const json = (text ? JSON.parse(text) : {}) as Record<string, unknown>
  if (!response.ok) {
    const type = String(json.__type ?? json.code ?? response.status)
    throw new CognitoCallError(operation, type, String(json.message ?? text))
  }
  return json as T
}

export interface PoolRef {
  endpoint: string
  userPoolId: string
  clientId: string
}

/** A user made by an administrator: signing in with a temporary password meets NEW_PASSWORD_REQUIRED. */
export async function createUser(
  pool: PoolRef,
  email: string,
  password: string,
  { temporary = false }: { temporary?: boolean } = {},
): Promise<void> {
  await cognitoCall(pool.endpoint, 'AdminCreateUser', {
    UserPoolId: pool.userPoolId,
    Username: email,
    TemporaryPassword: password,
    MessageAction: 'SUPPRESS',
    UserAttributes: [
      { Name: 'email', Value: email },
      { Name: 'email_verified', Value: 'true' },
    ],
  })
  if (!temporary) {
    await cognitoCall(pool.endpoint, 'AdminSetUserPassword', {
      UserPoolId: pool.userPoolId,
      Username: email,
      Password: password,
      Permanent: true,
    })
  }
}

export async function confirmSignUp(pool: PoolRef, username: string): Promise<void> {
  await cognitoCall(pool.endpoint, 'AdminConfirmSignUp', {
    UserPoolId: pool.userPoolId,
    Username: username,
  })
}

export async function disableUser(pool: PoolRef, username: string): Promise<void> {
  await cognitoCall(pool.endpoint, 'AdminDisableUser', {
    UserPoolId: pool.userPoolId,
    Username: username,
  })
}

export async function deleteUser(pool: PoolRef, username: string): Promise<void> {
  await cognitoCall(pool.endpoint, 'AdminDeleteUser', {
    UserPoolId: pool.userPoolId,
    Username: username,
  })
}

export interface Tokens {
  AccessToken: string
  IdToken: string
  RefreshToken: string
  ExpiresIn: number
}

/** Signs in with USER_PASSWORD_AUTH (a test's shortcut past the screens). */
export async function passwordSignIn(
  pool: PoolRef,
  username: string,
  password: string,
): Promise<Tokens> {
  const answer = await cognitoCall<{ AuthenticationResult?: Tokens; ChallengeName?: string }>(
    pool.endpoint,
    'InitiateAuth',
    {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: pool.clientId,
      AuthParameters: { USERNAME: username, PASSWORD: password },
    },
  )
  if (!answer.AuthenticationResult) {
    throw new Error(`Signing ${username} in met the challenge ${answer.ChallengeName ?? '(none)'}`)
  }
  return answer.AuthenticationResult
}

/** The log file the harness gives cognito-local in `dataDir`. */
export function logFileOf(dataDir: string): string {
  return path.join(dataDir, 'cognito-local.log')
}

/**
 * The last code cognito-local "sent" to `user` (an email address or
 * username), from the message it prints instead of sending it.
 */
export async function lastCode(dataDir: string, user: string): Promise<string | undefined> {
  // eslint-disable-next-line no-control-regex
  const log = (await readFile(logFileOf(dataDir), 'utf8')).replace(/\u001b\[[0-9;]*m/g, '')
  let code: string | undefined
  for (const delivery of log.split('Confirmation Code Delivery').slice(1)) {
    const to = /(?:Username|Destination):\s+(\S+)[^]*?(?:Username|Destination):\s+(\S+)/.exec(
      delivery,
    )
    const found = /Code:\s+(\S+)/.exec(delivery)
    if (found && to && (to[1] === user || to[2] === user)) code = found[1]
  }
  return code
}
