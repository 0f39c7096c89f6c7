import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { BRANDS } from '../../src/site/brands'
import { siteSettingsFromEnv } from '../../tools/builder/settings'
import {
  LOCALE_HOMES,
  recordRegistrations,
  registrationsDone,
  waitForController,
  waitForHydration,
} from './support'

test.use({ serviceWorkers: 'allow' })

const ROOT = path.resolve(import.meta.dirname, '../..')
/** The data layer the build under test pushes to: the same settings, from the same environment. */
const DATA_LAYER = siteSettingsFromEnv(BRANDS.edgepoint).settings.analytics.dataLayerName

function offlineReadyText(locale: string): string {
  const file = path.join(ROOT, 'src', 'i18n', 'locales', `${locale}.json`)
  const strings = JSON.parse(readFileSync(file, 'utf8')) as {
    serviceWorker: { offlineReady: string }
  }
  return strings.serviceWorker.offlineReady
}

function activations(page: Page, name: string): Promise<unknown[]> {
  return page.evaluate(
    (layer) =>
      ((window as unknown as Record<string, unknown[] | undefined>)[layer] ?? []).filter(
        (entry) => (entry as { event?: unknown }).event === 'service-worker-activated',
      ),
    name,
  )
}

for (const home of LOCALE_HOMES) {
  test(`the first ${home.locale} visit is told once, politely, in ${home.lang} and after its first input, that the site works offline; activation reaches analytics`, async ({
    page,
  }) => {
    await recordRegistrations(page)
    await page.goto(home.path)
    await waitForHydration(page)

    const notice = page.getByRole('status').filter({ hasText: offlineReadyText(home.locale) })
    // Installed, but the visitor has not touched the page yet: the notice waits, so it
    // cannot become the page's largest paint.
    await waitForController(page)
    await expect(page.locator('#service-worker-notice')).toHaveCount(0)
    await page.keyboard.press('Tab')
    await expect(notice).toHaveCount(1)
    await expect(notice).toHaveAttribute('aria-live', 'polite')
    await expect(notice.getByRole('button')).toHaveCount(0)

    await expect
      .poll(() => activations(page, DATA_LAYER))
      .toEqual([{ event: 'service-worker-activated', isUpdate: false }])

    // The next page load finds the worker installed: no notice, no second activation.
    await page.goto(home.next)
    await waitForHydration(page)
    await registrationsDone(page)
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration()
        return [registration?.installing ?? null, registration?.waiting ?? null]
      }),
    ).toEqual([null, null])
    await page.keyboard.press('Tab')
    await expect(page.locator('#service-worker-notice')).toHaveCount(0)
    expect(await activations(page, DATA_LAYER)).toEqual([])
  })
}
