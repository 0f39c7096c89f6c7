import { expect, test } from '@playwright/test'
import { waitForHydration, watchErrors } from './support'

const CYMBRIA = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4310) + 1}`

test('the Cymbria build has its own name, colours, logo and content from the same code', async ({
  page,
}) => {
  const errors = watchErrors(page)
  await page.goto(`${CYMBRIA}/`)
  // The home page is titled with the site's name, which the title does not repeat.
  await expect(page).toHaveTitle('Cymbria Corporation')
  await expect(page.locator('.brand')).toHaveText('Cymbria Corporation')
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--color-primary'),
  )
  expect(primary.trim()).toBe('#3d1f4f')
  const logo = await page.request.get(`${CYMBRIA}/favicon.svg`)
  expect(await logo.text()).toContain('#3d1f4f')
  await expect(page.getByText('EdgePoint Wealth Management')).toHaveCount(0)
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Français' }).click()
  await expect(page).toHaveURL(`${CYMBRIA}/fr/`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA')
  expect(errors).toEqual([])
})

test('Cymbria has no Chinese section: /cn/ paths get the English not-found page, which hydrates cleanly', async ({
  page,
}) => {
  const errors = watchErrors(page)
  const response = await page.goto(`${CYMBRIA}/cn/anything/`)
  expect(response?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  await waitForHydration(page)
  await page.getByRole('main').getByRole('link').first().click()
  await expect(page).toHaveURL(`${CYMBRIA}/`)
  expect(errors).toEqual([])
})
