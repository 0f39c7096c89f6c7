import { expect, test } from '@playwright/test'
import { waitForHydration, watchErrors } from './support'

// Chromium's first Intl formatter costs tens of milliseconds: hydration must not
// build one (the page carries its formatted strings), and a navigation should
// have built its own before the page data arrives.
test('hydration builds no Intl formatter; pointing at a link builds them while its data loads', async ({
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

  const dataRequested = page.waitForRequest((r) => r.url().includes('/page-data/fr/'))
  await page.locator('main a[href^="/fr/article/"]').first().hover()
  await dataRequested
  await expect.poll(built).toBeGreaterThan(0)
  expect(errors).toEqual([])
})
