import {
  createPrivateKey,
  createSign,
  randomUUID,
  type JsonWebKey,
  type KeyObject,
} from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { expect as baseExpect, type BrowserContext, type Page } from '@playwright/test'
import { createUser, type PoolRef } from '../../tools/cognito-local/admin'
import { SIGN_IN_SITE } from './ports'
import { signInPool, waitForHydration } from './support'

/**
 * The sign-in specs' `expect`: each step waits for a state for up to 10 s, not 5, as
 * signing in is a round trip to the pool and a page change on a machine two
 * browsers and the servers share.
 */
export const expect = baseExpect.configure({ timeout: 10_000 })

/** The sign-in site (Cymbria built with sign-in against cognito-local). */
export const SITE = SIGN_IN_SITE.origin

/** A password the pool accepts (cognito-local checks no policy; Cognito's default would). */
export const PASSWORD = 'Strong-password-1'

/** An address no other test uses, so that each test has its own user. */
export function uniqueEmail(what: string): string {
  return `${what}-${randomUUID().slice(0, 8)}@cymbria.test`
}

/** A confirmed user made by the administrator, with a permanent password. */
export async function newUser(what: string): Promise<{ pool: PoolRef; email: string }> {
  const pool = await signInPool()
  const email = uniqueEmail(what)
  await createUser(pool, email, PASSWORD)
  return { pool, email }
}

/**
 * Waits until the page's scripts have taken over, allowing for a busy machine (two
 * browsers and the servers on two cores): a page of the sign-in site loads the
 * sign-in client too.
 */
export async function hydrated(page: Page): Promise<void> {
  await waitForHydration(page, 15_000)
}

/** Opens a page of the site and waits until its scripts have taken over. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${SITE}${path}`)
  await hydrated(page)
}

/** Fills the sign-in form (English labels unless given) and submits it. */
export async function submitSignIn(
  page: Page,
  email: string,
  password: string,
  labels = { username: 'Username or email address', password: 'Password', submit: 'Sign in' },
): Promise<void> {
  const form = page.getByRole('form', { name: labels.submit })
  await form.getByLabel(labels.username).fill(email)
  await form.getByLabel(labels.password, { exact: true }).fill(password)
  await form.getByRole('button', { name: labels.submit }).click()
}

/** Signs in on /sign-in/ (with `?next=`) and waits to arrive at `next`. */
export async function signIn(page: Page, email: string, next = '/account/'): Promise<void> {
  await open(page, `/sign-in/?next=${encodeURIComponent(next)}`)
  await submitSignIn(page, email, PASSWORD)
  await expect(page).toHaveURL(`${SITE}${next}`)
  await hydrated(page)
}

/** The header's state: the signed-in visitor's name links to the account page. */
export function headerAccountLink(page: Page, email: string) {
  return page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: email })
}

/** The session's cookies of the sign-in library, by the last part of their name. */
export async function sessionCookie(
  context: BrowserContext,
  clientId: string,
  name: 'accessToken' | 'idToken' | 'refreshToken' | 'LastAuthUser',
): Promise<string | undefined> {
  const prefix = `CognitoIdentityServiceProvider.${clientId}.`
  const cookie = (await context.cookies(SITE)).find(
    (c) => c.name.startsWith(prefix) && c.name.endsWith(`.${name}`),
  )
  return cookie && decodeURIComponent(cookie.value)
}

/** cognito-local's signing key, as its package ships it (every pool of it signs with this key). */
async function poolSigningKey(): Promise<KeyObject> {
  const file = createRequire(import.meta.url).resolve(
    'cognito-local/lib/keys/cognitoLocal.private.json',
  )
  const { jwk } = JSON.parse(await readFile(file, 'utf8')) as { jwk: JsonWebKey }
  return createPrivateKey({ key: jwk, format: 'jwk' })
}

/** `token` as the pool would have signed it with other times in its claims. */
async function resigned(token: string, change: Record<string, number>): Promise<string> {
  const [header = '', payload = ''] = token.split('.')
  const claims = {
    ...(JSON.parse(Buffer.from(payload, 'base64url').toString()) as object),
    ...change,
  }
  const body = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`
  const signature = createSign('RSA-SHA256')
    .update(body)
    .sign(await poolSigningKey())
  return `${body}.${signature.toString('base64url')}`
}

/**
 * Ages the browser's session by an hour and a minute: its id and access
 * tokens become the pool's tokens issued then, expired a minute ago for the
 * server and the browser alike; the refresh token is untouched. (The app
 * client's token lifetimes are the pool's, shared by every test running.)
 */
export async function expireSession(context: BrowserContext, clientId: string): Promise<void> {
  const now = Math.floor(Date.now() / 1000)
  const times = { iat: now - 3660, auth_time: now - 3660, exp: now - 60 }
  const prefix = `CognitoIdentityServiceProvider.${clientId}.`
  const aged = []
  for (const cookie of await context.cookies(SITE)) {
    if (!cookie.name.startsWith(prefix)) continue
    if (!cookie.name.endsWith('.accessToken') && !cookie.name.endsWith('.idToken')) continue
    const token = await resigned(decodeURIComponent(cookie.value), times)
    aged.push({ ...cookie, value: encodeURIComponent(token) })
  }
  expect(aged).toHaveLength(2)
  await context.addCookies(aged)
}
