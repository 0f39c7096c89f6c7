import { test } from '@playwright/test'
import { createUser, passwordSignIn } from '../../tools/cognito-local/admin'
import {
  expect,
  headerAccountLink,
  open,
  PASSWORD,
  SITE,
  submitSignIn,
  uniqueEmail,
} from './sign-in-support'
import { signInPool } from './support'

/**
 * An account the administrator created with a temporary password: signing
 * in with it meets NEW_PASSWORD_REQUIRED, and the password chosen there is
 * the one the pool knows from then on.
 */
test('a temporary password leads to choosing a new one, then to the page asked for', async ({
  page,
}) => {
  const pool = await signInPool()
  const email = uniqueEmail('new-password')
  await createUser(pool, email, 'Temporary-password-1', { temporary: true })

  await open(page, `/sign-in/?next=${encodeURIComponent('/who-we-are/')}`)
  await submitSignIn(page, email, 'Temporary-password-1')
  const challenge = page.getByRole('region', { name: 'Choose a new password' })
  await expect(challenge.getByRole('heading')).toBeFocused()
  await expect(challenge).toContainText('Your password must be changed before you continue.')
  // Empty, it is refused before any call.
  await challenge.getByRole('button', { name: 'Set the new password' }).click()
  await expect(challenge.getByRole('alert')).toHaveText('Password cannot be empty')
  await expect(challenge.getByLabel('New password')).toHaveAttribute('aria-invalid', 'true')

  await challenge.getByLabel('New password').fill(PASSWORD)
  await challenge.getByRole('button', { name: 'Set the new password' }).click()
  await expect(page).toHaveURL(`${SITE}/who-we-are/`)
  await expect(page.locator('h1')).toHaveText('Who we are')
  await expect(headerAccountLink(page, email)).toBeVisible()
  // The pool now signs the user in with the new password, without a challenge.
  expect((await passwordSignIn(pool, email, PASSWORD)).AccessToken).toBeTruthy()
})
