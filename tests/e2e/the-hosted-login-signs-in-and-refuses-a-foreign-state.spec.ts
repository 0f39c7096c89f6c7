import { test, type Page } from '@playwright/test'
import {
  expect,
  headerAccountLink,
  newUser,
  open,
  PASSWORD,
  SITE,
  hydrated,
} from './sign-in-support'

/**
 * The hosted login against cognito-local's /oauth2/authorize (its login
 * form) and /oauth2/token: the site sends the visitor there with PKCE S256
 * and a state, and its callback page exchanges the code. A return whose
 * state is not the one this tab sent is refused.
 */
async function toHostedPage(page: Page, next: string): Promise<URL> {
  await open(page, `/sign-in/?next=${encodeURIComponent(next)}`)
  await page.getByRole('button', { name: 'Use another way to sign in' }).click()
  await page.waitForURL((url) => url.pathname === '/oauth2/authorize')
  return new URL(page.url())
}

async function submitHostedForm(page: Page, email: string): Promise<void> {
  await page.getByLabel('Username:').fill(email)
  await page.getByLabel('Password:').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

test('the hosted page signs the visitor in and the callback goes on to the page asked for', async ({
  page,
}) => {
  const { pool, email } = await newUser('hosted')
  const authorize = await toHostedPage(page, '/who-we-are/')
  const query = authorize.searchParams
  expect(query.get('client_id')).toBe(pool.clientId)
  expect(query.get('redirect_uri')).toBe(`${SITE}/sign-in/callback/`)
  expect(query.get('response_type')).toBe('code')
  expect(query.get('code_challenge_method')).toBe('S256')
  expect(query.get('code_challenge')).toMatch(/^[\w-]{43}$/)
  expect(query.get('state')).toMatch(/^[\w-]{32}$/)

  const callback = page.waitForRequest((r) => r.url().startsWith(`${SITE}/sign-in/callback/?`))
  await submitHostedForm(page, email)
  expect(new URL((await callback).url()).searchParams.get('state')).toBe(query.get('state'))
  await expect(page).toHaveURL(`${SITE}/who-we-are/`)
  await hydrated(page)
  await expect(page.locator('h1')).toHaveText('Who we are')
  await expect(headerAccountLink(page, email)).toBeVisible()
})

test('a return with another state is refused with the message, in English and in French', async ({
  page,
  context,
}) => {
  const { email } = await newUser('hosted-state')
  await toHostedPage(page, '/who-we-are/')
  // The login form posts the state it was given: another one comes back to the site.
  await page.locator('input[name="state"]').evaluate((input: HTMLInputElement) => {
    input.value = 'x'.repeat(32)
  })
  await submitHostedForm(page, email)
  await expect(page).toHaveURL(/\/sign-in\/callback\/\?code=/)
  await expect(page.getByRole('alert')).toHaveText('Invalid state in OAuth flow')
  await expect(page.getByRole('link', { name: 'Sign in again' })).toBeVisible()
  expect((await context.cookies(SITE)).filter((c) => c.name.endsWith('.accessToken'))).toEqual([])

  // A return this tab never started, on the French callback page.
  await open(page, '/fr/sign-in/callback/?code=abc&state=unknown')
  await expect(page.getByRole('alert')).toHaveText('État non valide dans le flux OAuth')
})
