import { randomUUID } from 'node:crypto'
import { expect, type BrowserContext, type Page } from '@playwright/test'
import { createUser, type PoolRef } from '../../tools/cognito-local/admin'
import { SIGN_IN_SITE } from './ports'
import { signInPool, waitForHydration } from './support'

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

/** Opens a page of the site and waits until its scripts have taken over. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${SITE}${path}`)
  await waitForHydration(page)
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
  await waitForHydration(page)
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
