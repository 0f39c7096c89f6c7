import { expect, test, type Page, type Route } from '@playwright/test'
import { waitForHydration } from './support'

/** Hydrates /fr/ and clicks an in-app link to `target` (added to the page's rich text). */
async function navigateInApp(page: Page, target: string) {
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  await page.evaluate((href) => {
    const a = document.createElement('a')
    a.href = href
    a.textContent = 'test link'
    document.querySelector('.rich-text')?.append(a)
  }, target)
  await page.getByRole('link', { name: 'test link' }).click()
}
const stayedInApp = (page: Page) => page.evaluate(() => 'sameDocument' in window)

function failOnPageErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  return errors
}

test.beforeEach(async ({ page }) => {
  await page.goto('/fr/')
  await waitForHydration(page)
})

test('page data 404 on a path with no page shows the locale 404 page after a HEAD check', async ({
  page,
}) => {
  const errors = failOnPageErrors(page)
  const heads: string[] = []
  page.on('request', (r) => r.method() === 'HEAD' && heads.push(new URL(r.url()).pathname))
  await navigateInApp(page, '/fr/plus-la/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable')
  await expect(page).toHaveURL('/fr/plus-la/')
  expect(heads).toEqual(['/fr/plus-la/'])
  expect(await stayedInApp(page)).toBe(true)
  expect(errors).toEqual([])
})

test('a 200 whose body is not a page-data record counts as not found', async ({ page }) => {
  const errors = failOnPageErrors(page)
  await page.route('**/page-data/fr/cassee/page-data.json', (r) =>
    r.fulfill({ status: 200, body: '<html>oops' }),
  )
  await navigateInApp(page, '/fr/cassee/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable')
  expect(errors).toEqual([])
})

test('missing data for a page that exists as HTML means another build is live: full page load', async ({
  page,
}) => {
  await page.route('**/page-data/fr/qui-sommes-nous/page-data.json', (r) =>
    r.fulfill({ status: 404, body: '' }),
  )
  await navigateInApp(page, '/fr/qui-sommes-nous/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Qui sommes-nous')
  expect(await stayedInApp(page)).toBe(false)
})

test('a 500 shows a readable error with a way to retry, which then loads the page', async ({
  page,
}) => {
  const errors = failOnPageErrors(page)
  let fail = true
  await page.route('**/page-data/fr/qui-sommes-nous/page-data.json', (r) =>
    fail ? r.fulfill({ status: 500, body: '' }) : r.continue(),
  )
  await navigateInApp(page, '/fr/qui-sommes-nous/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Impossible de charger cette page',
  )
  fail = false
  await page.getByRole('button', { name: 'Réessayer' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Qui sommes-nous')
  expect(await stayedInApp(page)).toBe(true)
  expect(errors).toEqual([])
})

test('a flaky network (two failures, then success) is retried without the visitor noticing', async ({
  page,
}) => {
  let calls = 0
  await page.route('**/page-data/fr/qui-sommes-nous/page-data.json', (r: Route) =>
    ++calls <= 2 ? r.abort('failed') : r.continue(),
  )
  await navigateInApp(page, '/fr/qui-sommes-nous/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Qui sommes-nous')
  expect(calls).toBe(3)
  expect(await stayedInApp(page)).toBe(true)
})

test('a 503 that lasts gives up after three retries and shows the error', async ({ page }) => {
  let calls = 0
  await page.route('**/page-data/fr/qui-sommes-nous/page-data.json', (r) => {
    calls++
    return r.fulfill({ status: 503, body: '' })
  })
  await navigateInApp(page, '/fr/qui-sommes-nous/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Impossible de charger cette page',
  )
  expect(calls).toBe(4)
})

test('a slow page shows the delayed-load notice after 1 s, gone when the page arrives', async ({
  page,
}) => {
  await page.clock.install()
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/page-data/fr/qui-sommes-nous/page-data.json', async (r) => {
    await held
    await r.continue()
  })
  const notice = page.getByRole('status').filter({ hasText: 'Chargement en cours' })
  await page.goto('/fr/')
  await waitForHydration(page)
  // Time stands still from here: only runFor moves it.
  await page.clock.pauseAt(Date.now() + 1000)
  await navigateInApp(page, '/fr/qui-sommes-nous/')
  await page.clock.runFor(900)
  await expect(notice).toHaveCount(0)
  await page.clock.runFor(200)
  await expect(notice).toBeVisible()
  release()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Qui sommes-nous')
  await expect(notice).toHaveCount(0)
})

test('a script chunk that fails to load sends the visitor to the page by a full navigation', async ({
  page,
}) => {
  const errors = failOnPageErrors(page)
  await page.route(/\/assets\/_slug-[^/]+\.js$/, (r) => r.fulfill({ status: 404, body: '' }), {
    times: 1,
  })
  await navigateInApp(page, '/fr/your-team/margaretc/')
  await expect(page).toHaveURL('/fr/your-team/margaretc/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Margaret Chen')
  expect(await stayedInApp(page)).toBe(false)
  expect(errors).toEqual([])
})

test('stylesheets that fail to load cannot break a page: every page carries its own CSS', async ({
  page,
}) => {
  // Pages inline the site's one stylesheet, so client-side navigation has none to fetch.
  await page.route(/\.css$/, (r) => r.fulfill({ status: 404, body: '' }))
  await navigateInApp(page, '/fr/portfolio/portefeuille-mondial-edgepoint/')
  await expect(page).toHaveURL('/fr/portfolio/portefeuille-mondial-edgepoint/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Portefeuille mondial EdgePoint')
  expect(await stayedInApp(page)).toBe(true)
  const skipLinkTop = await page.locator('.skip-link').evaluate((e) => getComputedStyle(e).top)
  expect(skipLinkTop).toBe('-48px')
})

test('page data of another build means a full page load, so two builds never mix', async ({
  page,
}) => {
  await page.route('**/page-data/fr/qui-sommes-nous/page-data.json', async (r) => {
    const json = (await (await r.fetch()).json()) as Record<string, unknown>
    await r.fulfill({ json: { ...json, webpackCompilationHash: 'a-newer-build' } })
  })
  await navigateInApp(page, '/fr/qui-sommes-nous/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Qui sommes-nous')
  expect(await stayedInApp(page)).toBe(false)
})

test('when app-data.json names a new build, the next navigation is a full page load', async ({
  page,
}) => {
  await page.clock.install()
  await page.goto('/fr/')
  await waitForHydration(page)
  await page.route('**/page-data/app-data.json', (r) =>
    r.fulfill({ json: { webpackCompilationHash: 'a-newer-build' } }),
  )
  await page.clock.fastForward(31_000)
  await navigateInApp(page, '/fr/qui-sommes-nous/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Qui sommes-nous')
  expect(await stayedInApp(page)).toBe(false)
})

const FIRST_LOAD_NEEDS = [
  { what: 'a route module', url: /\/assets\/_slug-[^/]+\.js$/ },
  { what: 'site-wide data', url: '**/page-data/sq/d/*.json' },
] as const

for (const { what, url } of FIRST_LOAD_NEEDS) {
  test(`${what} that fails on first load leaves the readable page and says why`, async ({
    page,
  }) => {
    const messages: string[] = []
    page.on('console', (m) => m.type() === 'error' && messages.push(m.text()))
    const errors = failOnPageErrors(page)
    await page.route(url, (r) => r.fulfill({ status: 404, body: '' }))
    await page.goto('/fr/your-team/margaretc/')
    await expect
      .poll(() => messages)
      .toContain('Page resources for /fr/your-team/margaretc/ not found, not rendering')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Margaret Chen')
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
    expect(errors).toEqual([])
  })
}

test('a path whose page lives elsewhere (no trailing slash) goes there keeping query and hash', async ({
  page,
}) => {
  await page.evaluate(() => {
    const a = document.createElement('a')
    a.href = '/fr/qui-sommes-nous?x=1#equipe'
    a.textContent = 'sans barre'
    document.querySelector('.rich-text')?.append(a)
  })
  await page.getByRole('link', { name: 'sans barre' }).click()
  await expect(page).toHaveURL('/fr/qui-sommes-nous/?x=1#equipe')
})
