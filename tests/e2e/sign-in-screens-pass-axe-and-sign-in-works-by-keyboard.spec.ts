import AxeBuilder from '@axe-core/playwright'
import { test, type Page } from '@playwright/test'
import { expect, newUser, open, PASSWORD, signIn, SITE } from './sign-in-support'

/**
 * The sign-in screens and the signed-in account page are axe clean (with
 * their messages shown), and the sign-in form works with the keyboard alone.
 */
async function axeViolations(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  return axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

const SCREENS = [
  ['/sign-in/', 'Sign in'],
  ['/sign-in/sign-up/', 'Create an account'],
  ['/sign-in/confirm/', 'Confirm'],
  ['/sign-in/forgot-password/', 'Send me a code'],
  ['/fr/sign-in/', 'Se connecter'],
] as const

// One test a screen: five screens, each checked twice, took 27-33 s together
// on a slow 2-core machine, over the 30 s a test may take.
for (const [path, submit] of SCREENS) {
  test(`the sign-in screen ${path} is axe clean, empty and with its messages shown`, async ({
    page,
  }) => {
    await open(page, path)
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('button', { name: submit, exact: true }).click()
    await expect(page.getByRole('alert').first()).not.toBeEmpty()
    expect(await axeViolations(page)).toEqual([])
  })
}

test('the account page is axe clean while signed in', async ({ page }) => {
  const { email } = await newUser('axe-account')
  await signIn(page, email)
  await expect(page.getByText(email).first()).toBeVisible()
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click()
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})

test('signing in with the keyboard alone', async ({ page }) => {
  const { email } = await newUser('keyboard')
  await open(page, `/sign-in/?next=${encodeURIComponent('/who-we-are/')}`)
  const username = page.getByLabel('Username or email address')
  // From the top of the page, Tab goes through the header's links to the username field.
  await expect(async () => {
    await page.keyboard.press('Tab')
    await expect(username).toBeFocused({ timeout: 100 })
  }).toPass({ intervals: [0], timeout: 15_000 })
  await expect(username).toBeFocused()
  await page.keyboard.type(email)
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused()
  await page.keyboard.type(PASSWORD)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`${SITE}/who-we-are/`)
})
