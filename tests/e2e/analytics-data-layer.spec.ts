import { expect, test, type Page } from '@playwright/test'
import { waitForHydration } from './support'

const layer = (page: Page) =>
  page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])

test('a route change is pushed to the data layer 50 ms after the route updates', async ({
  page,
}) => {
  await page.clock.install()
  await page.goto('/fr/')
  await waitForHydration(page)
  // Time stands still from here: only runFor moves it.
  await page.clock.pauseAt(Date.now() + 1000)
  await page.getByRole('main').getByRole('link', { name: 'Qui sommes-nous' }).first().click()
  await expect(page).toHaveURL('/fr/qui-sommes-nous/')
  // The URL changes before the page data loads; the route update is the render of
  // the new page, whose commit resolves the navigation in the same task.
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
    'Qui sommes-nous',
  )
  const before = (await layer(page)).filter(
    (e) => (e as { event?: string }).event === 'gatsby-route-change',
  )
  expect(before).toEqual([])
  await page.clock.runFor(50)
  const events = (await layer(page)).filter(
    (e) => (e as { event?: string }).event === 'gatsby-route-change',
  )
  expect(events).toEqual([{ event: 'gatsby-route-change' }])
})

test('printing pushes a print event with the page title', async ({ page }) => {
  await page.goto('/fr/qui-sommes-nous/')
  await waitForHydration(page)
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')))
  expect(await layer(page)).toContainEqual({
    event: 'print',
    pageTitle: 'Qui sommes-nous | EdgePoint Wealth Management',
  })
})

test('Core Web Vitals are reported once each, 3 s after their last update, loaded after first paint', async ({
  page,
}) => {
  await page.clock.install()
  // Records the entry types observed, so the test acts only once web-vitals
  // listens: the chunk being requested does not mean it has run yet.
  await page.addInitScript(() => {
    const observed: string[] = []
    Object.assign(window, { observedEntryTypes: observed })
    const observe = PerformanceObserver.prototype.observe
    PerformanceObserver.prototype.observe = function (options) {
      if (options?.type) observed.push(options.type)
      observe.call(this, options)
    }
  })
  const scripts: string[] = []
  page.on(
    'request',
    (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname),
  )
  await page.goto('/article/Q3-2024-edgepoint-commentary/')
  await waitForHydration(page)
  // web-vitals is its own chunk, fetched after load, not preloaded by the page.
  await expect(page.locator('link[rel="modulepreload"][href*="web-vitals"]')).toHaveCount(0)
  await page.clock.runFor(100)
  await expect.poll(() => scripts.some((s) => s.includes('web-vitals'))).toBe(true)
  await expect
    .poll(() =>
      page.evaluate(
        () => (window as unknown as { observedEntryTypes: string[] }).observedEntryTypes,
      ),
    )
    .toEqual(expect.arrayContaining(['largest-contentful-paint', 'layout-shift']))
  // LCP is final on the first input; CLS when the page is hidden.
  await page.mouse.click(5, 5)
  await page.clock.runFor(3000)
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
  })
  await page.clock.runFor(3000)
  const vitals = (await layer(page)).filter(
    (e) => (e as { event?: string }).event === 'core-web-vitals',
  ) as Array<{
    webVitalsMeasurement: { name: string; id: string; value: number }
  }>
  const names = vitals.map((v) => v.webVitalsMeasurement.name).sort()
  expect(names).toContain('LCP')
  expect(names).toContain('CLS')
  expect(new Set(names).size).toBe(names.length)
  for (const v of vitals) {
    expect(v.webVitalsMeasurement.id).toMatch(/^v\d/)
    expect(Number.isInteger(v.webVitalsMeasurement.value)).toBe(true)
  }
})

test('no tag-manager container loads when none is configured', async ({ page }) => {
  const external: string[] = []
  page.on('request', (r) => !r.url().startsWith('http://127.0.0.1') && external.push(r.url()))
  await page.goto('/')
  await waitForHydration(page)
  expect(external).toEqual([])
})
