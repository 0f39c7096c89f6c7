import { test } from '@playwright/test'
import { expect, newUser, sessionCookie, signIn, SITE, hydrated } from './sign-in-support'

/**
 * Signing out, by the header's link and by the account page's "Sign out
 * everywhere": the visitor is told, the session's cookies are gone, and the
 * server sends the next protected page to sign in. cognito-local has no
 * GlobalSignOut: the visitor is signed out on this device and told the
 * rest failed; that Cognito ends the other devices' sessions is tested
 * against recorded answers (src/auth/cognito.protocol.test.ts).
 */
test("the header's sign-out link signs the visitor out", async ({ page, context }) => {
  const { pool, email } = await newUser('sign-out')
  await signIn(page, email, '/who-we-are/')
  await page
    .getByRole('navigation', { name: 'Your account' })
    .getByRole('link', { name: 'Sign out' })
    .click()
  await expect(page).toHaveURL(/\/sign-in\/\?sign-out/)
  await expect(
    page.getByRole('status').filter({ hasText: 'You have been signed out.' }),
  ).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible()
  expect(await sessionCookie(context, pool.clientId, 'accessToken')).toBeUndefined()
  expect(await sessionCookie(context, pool.clientId, 'refreshToken')).toBeUndefined()

  await page.goto(`${SITE}/who-we-are/`)
  await expect(page).toHaveURL(`${SITE}/sign-in/?next=${encodeURIComponent('/who-we-are/')}`)
  await hydrated(page)
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible()
})

test('"Sign out everywhere" on the account page signs the visitor out', async ({
  page,
  context,
}) => {
  const { pool, email } = await newUser('everywhere')
  await signIn(page, email)
  await page.getByRole('button', { name: 'Sign out everywhere' }).click()
  // cognito-local refuses GlobalSignOut as an operation it lacks: signed out here, and told so.
  await expect(page).toHaveURL(`${SITE}/sign-in/?sign-out=&reason=unsupported`)
  await hydrated(page)
  await expect(
    page.getByRole('status').filter({ hasText: 'You have been signed out.' }),
  ).toBeVisible()
  await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toHaveText(
    'This service cannot do that here.',
  )
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible()
  expect(await sessionCookie(context, pool.clientId, 'accessToken')).toBeUndefined()
  expect(await sessionCookie(context, pool.clientId, 'LastAuthUser')).toBeUndefined()

  const refused = await page.request.get(`${SITE}/account/`, { maxRedirects: 0 })
  expect(refused.status()).toBe(302)
  expect((await page.request.get(`${SITE}/page-data/account/page-data.json`)).status()).toBe(401)
})
