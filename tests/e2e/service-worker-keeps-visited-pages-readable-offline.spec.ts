import { expect, test } from '@playwright/test'
import { LOCALE_HOMES, waitForController, waitForHydration } from './support'

test.use({ serviceWorkers: 'allow' })

test('a visited page reloads offline and client navigation reaches visited pages', async ({
  page,
  context,
}) => {
  const home = LOCALE_HOMES[0]
  await page.goto(home.path)
  await waitForHydration(page)
  await waitForController(page)
  await page.goto(home.next)
  await waitForHydration(page)
  await page.goto(home.path)
  await waitForHydration(page)

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.title)
  await waitForHydration(page)
  await page.getByRole('main').getByRole('link', { name: home.link }).first().click()
  await expect(page).toHaveURL(home.next)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.nextTitle)
})

for (const home of LOCALE_HOMES) {
  test(`an unvisited ${home.locale} page offline shows the ${home.locale} offline page listing what was visited`, async ({
    page,
    context,
  }) => {
    await page.goto(home.path)
    await waitForHydration(page)
    await waitForController(page)
    // The home page was loaded before the worker controlled the page: load it once through it.
    await page.reload()
    await waitForHydration(page)

    await context.setOffline(true)
    await page.goto(home.next)
    await expect(page.locator('html')).toHaveAttribute('lang', home.lang)
    const list = page.locator('#offline-pages')
    await expect(list.getByRole('link', { name: home.title })).toHaveAttribute('href', home.path)
    await expect(list.getByRole('link')).toHaveCount(1)
  })
}
