import { test } from '@playwright/test'
import { lastCode } from '../../tools/cognito-local/admin'
import { SIGN_IN_SITE } from './ports'
import {
  expect,
  headerAccountLink,
  open,
  PASSWORD,
  SITE,
  uniqueEmail,
  hydrated,
} from './sign-in-support'
import { watchErrors, followLink } from './support'

/**
 * Against cognito-local: a visitor creates an account, types the code the
 * pool "sent" (cognito-local prints it in its log), is signed in without
 * typing the password again, and reads protected pages, the next one
 * through a client navigation whose page data the server gives only with
 * the session's token.
 */
test('sign up, confirm with the code, then read a protected page and navigate to another', async ({
  page,
}) => {
  const errors = watchErrors(page)
  const email = uniqueEmail('sign-up')
  await page.goto(`${SITE}/investment-approach/`)
  await expect(page).toHaveURL(
    `${SITE}/sign-in/?next=${encodeURIComponent('/investment-approach/')}`,
  )
  await hydrated(page)

  await page.getByRole('link', { name: 'Create an account' }).click()
  await expect(page).toHaveURL(/\/sign-in\/sign-up\/\?next=/)
  const signUp = page.getByRole('form', { name: 'Create an account' })
  await signUp.getByLabel('Email address').fill(email)
  await signUp.getByLabel('Password').fill(PASSWORD)
  await signUp.getByRole('button', { name: 'Create an account' }).click()

  await expect(page).toHaveURL(/\/sign-in\/confirm\/\?/)
  const confirm = page.getByRole('form', { name: 'Confirm', exact: true })
  await expect(confirm.getByLabel('Username or email address')).toHaveValue(email)
  await expect.poll(() => lastCode(SIGN_IN_SITE.dataDir, email)).toMatch(/^\d{6}$/)
  const code = await lastCode(SIGN_IN_SITE.dataDir, email)
  await confirm.getByLabel('Verification code').fill(code ?? '')
  await confirm.getByRole('button', { name: 'Confirm', exact: true }).click()

  // Signed in with the password typed at sign-up, on to the page first asked for.
  await expect(page).toHaveURL(`${SITE}/investment-approach/`)
  await expect(page.locator('h1')).toHaveText('Investment approach')
  await expect(headerAccountLink(page, email)).toBeVisible()

  // A reload asks the server, which serves the protected HTML for the session's token.
  const reloaded = await page.reload()
  expect(reloaded?.status()).toBe(200)
  await hydrated(page)

  const pageData = page.waitForResponse((r) =>
    r.url().endsWith('/page-data/who-we-are/page-data.json'),
  )
  await followLink(page, '/who-we-are/')
  expect((await pageData).status()).toBe(200)
  await expect(page).toHaveURL(`${SITE}/who-we-are/`)
  await expect(page.locator('h1')).toHaveText('Who we are')
  expect(errors).toEqual([])
  await open(page, '/account/')
  await expect(page.getByText(email).first()).toBeVisible()
})
