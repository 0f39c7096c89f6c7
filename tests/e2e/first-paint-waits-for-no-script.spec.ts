import { expect, test } from '@playwright/test'
import { waitForHydration, watchErrors } from './support'

// The page paints from its HTML alone (CSS inlined); its scripts are requested
// only once that first paint has been presented, then hydrate it.
for (const path of ['/article/inside-edge-fall-2024/', '/fr/', '/cn/']) {
  test(`${path}: no script is requested before the first contentful paint, then the page hydrates`, async ({
    page,
  }) => {
    const errors = watchErrors(page)
    await page.goto(path)
    await waitForHydration(page)
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((r) => new URL(r.name).pathname.endsWith('.js'))
        .map((r) => ({ url: new URL(r.name).pathname, start: r.startTime })),
    }))
    expect(timing.paint).toBeGreaterThan(0)
    expect(timing.scripts.length).toBeGreaterThan(0)
    for (const script of timing.scripts) {
      expect(script.start, script.url).toBeGreaterThanOrEqual(timing.paint ?? Infinity)
    }
    expect(errors).toEqual([])
  })
}

test('the page’s modules are preloaded before its entry runs, so hydration finds them all', async ({
  page,
}) => {
  await page.goto('/article/inside-edge-fall-2024/')
  await waitForHydration(page)
  const preloads = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((l) => l.getAttribute('href')))
  expect(preloads.some((href) => href?.includes('/assets/'))).toBe(true)
  await expect(page.locator('script[type="module"][src*="entry-client"]')).toHaveCount(1)
})

test('pages are styled from their own HTML: no stylesheet is fetched, on load or between pages', async ({
  page,
}) => {
  await page.goto('/fr/')
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Notre approche de placement' }).first().click()
  await expect(page).toHaveURL('/fr/investment-approach/')
  await expect(page.locator('h1')).toHaveText('Notre approche de placement')
  const seen = await page.evaluate(() => ({
    stylesheets: performance
      .getEntriesByType('resource')
      .filter((r) => new URL(r.name).pathname.endsWith('.css')).length,
    skipLinkTop: getComputedStyle(document.querySelector('.skip-link') ?? document.body).top,
  }))
  expect(seen.stylesheets).toBe(0)
  // The skip link sits above the page until focused: the site's CSS is applied.
  expect(seen.skipLinkTop).toBe('-48px')
})
