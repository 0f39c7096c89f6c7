import { expect, test } from '@playwright/test'
import { LOCALE_HOMES } from './support'

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false })

  for (const home of LOCALE_HOMES) {
    test(`the ${home.locale} home page is complete HTML`, async ({ page }) => {
      const response = await page.goto(home.path)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', home.lang)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.title)
      await expect(page.getByRole('main').getByRole('link', { name: home.link })).toHaveAttribute(
        'href',
        home.next,
      )
      await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
    })
  }

  test('links between pages work as plain HTML', async ({ page }) => {
    await page.goto('/fr/')
    await page.getByRole('main').getByRole('link', { name: 'Qui sommes-nous' }).first().click()
    await expect(page).toHaveURL('/fr/qui-sommes-nous/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Qui sommes-nous')
  })
})
