import { expect, test } from '@playwright/test'
import { LOCALE_HOMES, waitForHydration, watchErrors } from './support'

for (const home of LOCALE_HOMES) {
  test(`${home.locale}: hydrates, then a link navigates without a reload and fetches one page-data file`, async ({
    page,
  }) => {
    const errors = watchErrors(page)
    await page.goto(home.path)
    await waitForHydration(page)
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))

    const pageData: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/page-data/')) pageData.push(new URL(r.url()).pathname)
    })
    await page.getByRole('main').getByRole('link', { name: home.link }).first().click()
    await expect(page).toHaveURL(home.next)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.nextTitle)

    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
    expect(pageData).toEqual([`/page-data${home.next}page-data.json`])
    await expect(page).toHaveTitle(new RegExp(`^${home.nextTitle} \\|`))
    await expect(page.locator('html')).toHaveAttribute('lang', home.lang)
    expect(errors).toEqual([])
  })
}

test('the language switcher goes to the translation and changes the document language', async ({
  page,
}) => {
  await page.goto('/fr/qui-sommes-nous/')
  await waitForHydration(page)
  await page
    .getByRole('navigation', { name: 'Langue' })
    .getByRole('link', { name: 'English' })
    .click()
  await expect(page).toHaveURL('/who-we-are/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA')
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeAttached()
})

test('hovering the link to another language preloads it but leaves the page in its own language', async ({
  page,
}) => {
  await page.goto('/fr/qui-sommes-nous/')
  await waitForHydration(page)
  // The router fetches a route's data after its beforeLoad, where the language was switched.
  const preloaded = page.waitForRequest((r) => r.url().includes('/page-data/who-we-are/'))
  await page
    .getByRole('navigation', { name: 'Langue' })
    .getByRole('link', { name: 'English' })
    .hover()
  await preloaded
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))),
  )
  await expect(page.getByRole('link', { name: 'Passer au contenu principal' })).toBeAttached()
  // The header's search form (shown by its button) is still labelled in French.
  await expect(page.locator('form.header-search-form')).toHaveAttribute(
    'aria-label',
    'Rechercher sur ce site',
  )
})

test('a path without its trailing slash resolves to the slashed one', async ({ page }) => {
  const response = await page.goto('/fr/qui-sommes-nous')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveURL('/fr/qui-sommes-nous/')
})
