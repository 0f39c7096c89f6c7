import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseAuthSettings } from '../../src/site/sign-in-settings'
import { cognitoCall, lastCode, passwordSignIn } from './admin'
import { startCognitoLocal, type LocalPool } from './server'

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (!address || typeof address === 'string') throw new Error('no port')
  return address.port
}

describe('the local user pool', { timeout: 60_000 }, () => {
  let dataDir: string
  let pool: LocalPool

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'cognito-local-'))
    pool = await startCognitoLocal({
      port: await freePort(),
      dataDir,
      redirectSignIn: 'http://127.0.0.1:4312/sign-in/callback/',
    })
  })
  afterAll(async () => {
    await pool.stop()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('gives valid build settings and a demo user who can sign in', async () => {
    const parsed = parseAuthSettings(pool.env)
    expect(parsed.ok && parsed.settings).toMatchObject({
      userPoolId: pool.userPoolId,
      authFlow: 'USER_PASSWORD_AUTH',
      redirectSignIn: 'http://127.0.0.1:4312/sign-in/callback/',
    })
    const tokens = await passwordSignIn(pool, pool.demoUser.username, pool.demoUser.password)
    const payload = JSON.parse(
      Buffer.from(tokens.AccessToken.split('.')[1] ?? '', 'base64url').toString(),
    ) as { iss: string; client_id: string; token_use: string }
    expect(payload).toMatchObject({
      iss: `${pool.endpoint}${pool.userPoolId}`,
      client_id: pool.clientId,
      token_use: 'access',
    })
  })

  it('prints a sign-up code, which the harness reads back', async () => {
    const email = 'new.shareholder@cymbria.test'
    await cognitoCall(pool.endpoint, 'SignUp', {
      ClientId: pool.clientId,
      Username: email,
      Password: 'New-password-1',
      UserAttributes: [{ Name: 'email', Value: email }],
    })
    expect(await lastCode(dataDir, email)).toMatch(/^\d{6}$/)
  })

  it('keeps its pool across a restart', async () => {
    const port = Number(new URL(pool.endpoint).port)
    await pool.stop()
    pool = await startCognitoLocal({ port, dataDir })
    const again = await passwordSignIn(pool, pool.demoUser.username, pool.demoUser.password)
    expect(again.AccessToken).toBeTruthy()
  })
})
