import { expect, test } from '@playwright/test'
import { waitForHydration, watchErrors } from './support'

// Navigation, portfolio series and dates are the same on every page of a
// locale: they come in one file, not in each page's HTML.
test('a page’s HTML leaves out the site-wide data; hydration fetches it once, and the next page reuses it', async ({
  page,
}) => {
  const errors = watchErrors(page)
  const siteWide: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/page-data/sq/d/')) siteWide.push(new URL(r.url()).pathname)
  })
  const response = await page.goto('/article/inside-edge-fall-2024/')
  const html = (await response?.text()) ?? ''
  await waitForHydration(page)
  expect(siteWide).toHaveLength(1)
  // The menus are in the prerendered HTML; its hydration state does not repeat their data.
  await expect(page.getByRole('banner').getByRole('link').first()).toBeVisible()
  expect(html).not.toContain('allPortfolioSeries')

  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  await page.getByRole('banner').getByRole('link').first().click()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Investing with conviction')
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
  expect(siteWide).toHaveLength(1)
  expect(errors).toEqual([])
})
