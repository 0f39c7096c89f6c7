import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { createWriteStream } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { cognitoCall, createUser, logFileOf, type PoolRef } from './admin'

/**
 * A user pool on this machine, for tests and for `npm run start:cymbria`:
 * cognito-local 5.3 on 127.0.0.1, seeded with a pool, an app client whose
 * hosted-login callback is registered, and a demo user. No cloud account.
 */

export interface LocalPool extends PoolRef {
  /** The COGNITO_* build settings of this pool. */
  env: Record<string, string>
  demoUser: { username: string; password: string }
  dataDir: string
  stop(): Promise<void>
}

export interface LocalPoolOptions {
  port: number
  /** cognito-local's data (its `.cognito` folder, the pool's ids, its log). */
  dataDir: string
  /** The hosted login's return address (the site's /sign-in/callback/). */
  redirectSignIn?: string
  redirectSignOut?: string
}

export const DEMO_USER = { username: 'demo@cymbria.test', password: 'Demo-password-1' }

const POOL_FILE = 'pool.json'

function startScript(): string {
  const require = createRequire(import.meta.url)
  return path.join(path.dirname(require.resolve('cognito-local/package.json')), 'lib/bin/start.js')
}

async function waitUntilUp(endpoint: string, child: ChildProcess, dataDir: string): Promise<void> {
  const exited = once(child, 'exit').then(() => {
    throw new Error(`cognito-local stopped while starting: see ${logFileOf(dataDir)}`)
  })
  const deadline = Date.now() + 30_000
  for (;;) {
    const up = fetch(new URL('/health', endpoint))
      .then((r) => r.ok)
      .catch(() => false)
    if (await Promise.race([up, exited])) return
    if (Date.now() > deadline) {
      child.kill()
      throw new Error(
        `cognito-local did not answer on ${endpoint} within 30 s: see ${logFileOf(dataDir)}`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

async function seed(endpoint: string, options: LocalPoolOptions): Promise<PoolRef> {
  const { UserPool } = await cognitoCall<{ UserPool: { Id: string } }>(endpoint, 'CreateUserPool', {
    PoolName: 'cymbria-local',
    MfaConfiguration: 'OPTIONAL',
    AutoVerifiedAttributes: ['email'],
    UsernameAttributes: ['email'],
  })
  const callbacks = options.redirectSignIn ? [options.redirectSignIn] : []
  const logouts = options.redirectSignOut ? [options.redirectSignOut] : []
  const { UserPoolClient } = await cognitoCall<{ UserPoolClient: { ClientId: string } }>(
    endpoint,
    'CreateUserPoolClient',
    {
      UserPoolId: UserPool.Id,
      ClientName: 'cymbria-site',
      ExplicitAuthFlows: [
        'ALLOW_USER_PASSWORD_AUTH',
        'ALLOW_USER_SRP_AUTH',
        'ALLOW_REFRESH_TOKEN_AUTH',
      ],
      CallbackURLs: callbacks,
      LogoutURLs: logouts,
      AllowedOAuthFlows: ['code'],
      AllowedOAuthFlowsUserPoolClient: true,
      AllowedOAuthScopes: ['openid', 'email', 'profile', 'aws.cognito.signin.user.admin'],
      SupportedIdentityProviders: ['COGNITO'],
    },
  )
  const pool = { endpoint, userPoolId: UserPool.Id, clientId: UserPoolClient.ClientId }
  await createUser(pool, DEMO_USER.username, DEMO_USER.password)
  return pool
}

/** The pool seeded earlier in `dataDir`, if cognito-local still has it. */
async function seeded(endpoint: string, dataDir: string): Promise<PoolRef | undefined> {
  try {
    const saved = JSON.parse(await readFile(path.join(dataDir, POOL_FILE), 'utf8')) as PoolRef
    await cognitoCall(endpoint, 'DescribeUserPoolClient', {
      UserPoolId: saved.userPoolId,
      ClientId: saved.clientId,
    })
    return { ...saved, endpoint }
  } catch {
    return undefined
  }
}

export async function startCognitoLocal(options: LocalPoolOptions): Promise<LocalPool> {
  const dataDir = path.resolve(options.dataDir)
  await mkdir(dataDir, { recursive: true })
  const endpoint = `http://127.0.0.1:${options.port}/`
  const log = createWriteStream(logFileOf(dataDir), { flags: 'a' })
  await once(log, 'open')
  const child = spawn(process.execPath, [startScript()], {
    // cognito-local keeps its data in ./.cognito of its working directory.
    cwd: dataDir,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(options.port), NODE_NO_WARNINGS: '1' },
    stdio: ['ignore', log, log],
  })
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill()
      await once(child, 'exit')
    }
    log.end()
  }
  try {
    await waitUntilUp(endpoint, child, dataDir)
    const pool = (await seeded(endpoint, dataDir)) ?? (await seed(endpoint, options))
    await writeFile(path.join(dataDir, POOL_FILE), `${JSON.stringify(pool, null, 2)}\n`)
    return {
      ...pool,
      dataDir,
      demoUser: DEMO_USER,
      env: {
        COGNITO_USER_POOL_ID: pool.userPoolId,
        COGNITO_CLIENT_ID: pool.clientId,
        COGNITO_ENDPOINT: endpoint,
        // cognito-local has no SRP.
        COGNITO_AUTH_FLOW: 'USER_PASSWORD_AUTH',
        // Its hosted login lives on the same server, given an address to return to.
        ...(options.redirectSignIn
          ? {
              COGNITO_HOSTED_DOMAIN: endpoint.replace(/\/$/, ''),
              COGNITO_REDIRECT_SIGN_IN: options.redirectSignIn,
            }
          : {}),
        ...(options.redirectSignOut ? { COGNITO_REDIRECT_SIGN_OUT: options.redirectSignOut } : {}),
      },
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
