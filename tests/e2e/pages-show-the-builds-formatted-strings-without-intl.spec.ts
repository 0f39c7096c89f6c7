import { expect, test } from '@playwright/test'
import { waitForHydration, watchErrors } from './support'

// Chromium's first Intl formatter costs tens of milliseconds, longer than a frame:
// the HTML and the page data carry the strings the build formatted, so neither
// hydration nor a client-side navigation builds one.
test('hydrating a page and navigating to another show dates without building an Intl formatter', async ({
  page,
}) => {
  const errors = watchErrors(page)
  await page.addInitScript(() => {
    const built = { count: 0 }
    Reflect.set(window, '__intlBuilt', built)
    for (const name of ['DateTimeFormat', 'NumberFormat'] as const) {
      Reflect.set(
        Intl,
        name,
        new Proxy(Intl[name], {
          construct(target, args) {
            built.count++
            return Reflect.construct(target, args) as object
          },
        }),
      )
    }
  })
  const built = () =>
    page.evaluate(() => (Reflect.get(window, '__intlBuilt') as { count: number }).count)

  await page.goto('/fr/article/Q2-2024-edgepoint-commentary/')
  await waitForHydration(page)
  await expect(page.locator('main time').first()).toBeVisible()
  expect(await built()).toBe(0)

  const link = page.locator('main a[href^="/fr/article/"]').first()
  const to = await link.getAttribute('href')
  const from = await page.locator('main h1').textContent()
  await link.click()
  await page.waitForURL(`**${to}`)
  await expect(page.locator('main h1')).not.toHaveText(from ?? '')
  await expect(page.locator('main time').first()).toBeVisible()
  expect(await built()).toBe(0)
  expect(errors).toEqual([])
})
