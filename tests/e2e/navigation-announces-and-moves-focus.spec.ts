import { expect, test } from '@playwright/test'
import { waitForHydration } from './support'

test('after a client-side navigation, focus is on the main heading and the page is announced in its language', async ({
  page,
}) => {
  await page.goto('/fr/')
  await waitForHydration(page)
  await page.getByRole('main').getByRole('link', { name: 'Qui sommes-nous' }).first().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Qui sommes-nous')
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
  await expect(page.locator('#route-announcer')).toHaveText('Vous êtes sur la page Qui sommes-nous')
  await expect(page.locator('#route-announcer')).toHaveAttribute('aria-live', 'assertive')

  await page
    .getByRole('navigation', { name: 'Langue' })
    .getByRole('link', { name: 'English' })
    .click()
  await expect(page.locator('#route-announcer')).toHaveText('Navigated to Who we are')
})

test('scroll goes to the top on a new page and back to the saved position on back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 700 })
  await page.goto('/insights/')
  await waitForHydration(page)
  const link = page.getByRole('main').getByRole('link').last()
  await link.scrollIntoViewIfNeeded()
  const saved = await page.evaluate(() => window.scrollY)
  expect(saved).toBeGreaterThan(300)
  await link.click()
  await expect(page).not.toHaveURL('/insights/')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await page.goBack()
  await expect(page).toHaveURL('/insights/')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(saved - 50)
})

test('a link to a hash scrolls to its target instead of moving focus to the heading', async ({
  page,
}) => {
  await page.goto('/fr/')
  await waitForHydration(page)
  await page.evaluate(() => {
    const a = document.createElement('a')
    a.href = '/portfolio/edgepoint-global-portfolio/#holdings'
    a.textContent = 'holdings link'
    document.querySelector('.rich-text')?.append(a)
  })
  await page.getByRole('link', { name: 'holdings link' }).click()
  await expect(page.locator('#holdings')).toBeInViewport()
  await expect(page.getByRole('heading', { level: 1 })).not.toBeFocused()
})
