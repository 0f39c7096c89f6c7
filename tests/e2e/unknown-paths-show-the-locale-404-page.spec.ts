import { expect, test } from '@playwright/test'
import { waitForHydration, watchErrors } from './support'

const CASES = [
  { path: '/fr/anything-unknown/', lang: 'fr-CA', heading: 'Page introuvable', home: '/fr/' },
  { path: '/cn/anything-unknown/deeper/', lang: 'zh-CN', heading: '找不到页面', home: '/cn/' },
  { path: '/anything-unknown/', lang: 'en-CA', heading: 'Page not found', home: '/' },
  { path: '/en/who-we-are/', lang: 'en-CA', heading: 'Page not found', home: '/' },
  { path: '/de/', lang: 'en-CA', heading: 'Page not found', home: '/' },
] as const

for (const c of CASES) {
  test(`${c.path} answers 404 with its locale's not-found page, which hydrates cleanly`, async ({
    page,
  }) => {
    const errors = watchErrors(page)
    const response = await page.goto(c.path)
    expect(response?.status()).toBe(404)
    await expect(page).toHaveURL(c.path)
    await expect(page.locator('html')).toHaveAttribute('lang', c.lang)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.heading)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await waitForHydration(page)
    await page.getByRole('main').getByRole('link').first().click()
    await expect(page).toHaveURL(c.home)
    expect(errors).toEqual([])
  })
}

test('a client-side link to a missing page shows the 404 page without a reload', async ({
  page,
}) => {
  await page.goto('/fr/')
  await waitForHydration(page)
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  await page.evaluate(() => {
    const a = document.createElement('a')
    a.href = '/fr/gone/'
    a.textContent = 'gone'
    document.querySelector('.rich-text')?.append(a)
  })
  await page.getByRole('link', { name: 'gone' }).click()
  await expect(page).toHaveURL('/fr/gone/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable')
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
})
