import { expect, test } from '@playwright/test'
import { waitForController, waitForHydration } from './support'

test.use({ serviceWorkers: 'allow' })

const CYMBRIA = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4310) + 1}`
const BRAND_COLOUR = '#3d1f4f'

/** Cymbria's two languages: a home page and another page in each. */
const HOMES = [
  { path: '/', lang: 'en-CA', title: 'Cymbria Corporation', next: '/who-we-are/' },
  { path: '/fr/', lang: 'fr-CA', title: 'Corporation Cymbria', next: '/fr/qui-sommes-nous/' },
] as const

for (const home of HOMES) {
  test(`Cymbria ${home.lang}: pages link the ${home.lang} manifest in the brand's colours, and an unvisited page offline shows the ${home.lang} offline page`, async ({
    page,
    context,
    request,
  }) => {
    await page.goto(`${CYMBRIA}${home.next}`)
    const href = await page.locator('link[rel="manifest"]').getAttribute('href')
    expect(href).toBe(`${home.path}manifest.webmanifest`)
    const manifest = (await (await request.get(`${CYMBRIA}${href ?? ''}`)).json()) as Record<
      string,
      unknown
    >
    expect(manifest).toMatchObject({
      start_url: home.path,
      lang: home.lang,
      theme_color: BRAND_COLOUR,
    })
    expect(String(manifest.name)).toContain('Cymbria')
    // The worker this page registers must be active before the next page loads: a page
    // still loading while the worker activates is not claimed (the Service Workers spec
    // claims only clients that are execution-ready), so it would never be controlled.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))

    await page.goto(`${CYMBRIA}${home.path}`)
    await waitForHydration(page)
    await waitForController(page)
    await page.reload()
    await waitForHydration(page)
    await context.setOffline(true)
    await page.goto(`${CYMBRIA}${home.next}`)
    await expect(page.locator('html')).toHaveAttribute('lang', home.lang)
    const list = page.locator('#offline-pages')
    await expect(list.getByRole('link', { name: home.title })).toHaveAttribute('href', home.path)
  })
}

test('Cymbria has no Chinese manifest: a /cn/ path links the default one', async ({ page }) => {
  await page.goto(`${CYMBRIA}/cn/`)
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  )
})
