import { test } from '@playwright/test'
import { totpCode } from '../../src/auth/testing/totp'
import {
  expect,
  headerAccountLink,
  newUser,
  open,
  PASSWORD,
  signIn,
  SITE,
  submitSignIn,
  hydrated,
} from './sign-in-support'

/**
 * TOTP against cognito-local: set up on the account page from the secret it
 * shows (as a QR code and as text), then asked for at the next sign-in and
 * answered with a code made from that secret, as an authenticator app would.
 */
test('set up an authenticator app, sign out, sign in again with its code', async ({ page }) => {
  const { email } = await newUser('totp')
  await signIn(page, email)

  const totp = page.getByRole('region', { name: 'Authenticator app' })
  await totp.getByRole('button', { name: 'Set up an authenticator app' }).click()
  await expect(
    totp.getByRole('img', { name: 'QR code that adds this account to an authenticator app' }),
  ).toBeVisible()
  const secret = (await totp.locator('code').innerText()).replace(/\s/g, '')
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/)
  await totp.getByLabel('Verification code').fill(totpCode(secret, Date.now() / 1000))
  await totp.getByRole('button', { name: 'Verify' }).click()
  await expect(totp.getByRole('status')).toHaveText('Your authenticator app is set up.')

  await page
    .getByRole('navigation', { name: 'Your account' })
    .getByRole('link', { name: 'Sign out' })
    .click()
  await expect(
    page.getByRole('status').filter({ hasText: 'You have been signed out.' }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible()

  await open(page, `/sign-in/?next=${encodeURIComponent('/account/')}`)
  await submitSignIn(page, email, PASSWORD)
  const challenge = page.getByRole('region', { name: 'Enter the code from your authenticator app' })
  await expect(challenge.getByRole('heading')).toBeFocused()
  await challenge.getByLabel('Verification code').fill(totpCode(secret, Date.now() / 1000))
  await challenge.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(`${SITE}/account/`)
  await hydrated(page)
  await expect(headerAccountLink(page, email)).toBeVisible()
  await expect(page.getByRole('radio', { name: 'A code from an authenticator app' })).toBeVisible()
})
