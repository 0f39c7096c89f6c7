import { expect, test } from '@playwright/test'
import { waitForHydration, watchErrors } from './support'

// The body is most of a page: the HTML shows it, and the router's hydration
// state does not carry a second, escaped copy of it.
for (const path of [
  '/article/inside-edge-fall-2024/',
  '/your-team/danielo/',
  '/fr/portfolio/portefeuille-de-credit-edgepoint/',
]) {
  test(`${path} has its body in its HTML once, and keeps it through hydration and a return visit`, async ({
    page,
  }) => {
    const errors = watchErrors(page)
    const response = await page.goto(path)
    const html = (await response?.text()) ?? ''
    const body = page.locator('[data-page-body]')
    const phrase = (await body.locator('p').first().innerText()).match(/[\p{L} ]{24,}/u)?.[0]
    expect(phrase, 'a phrase of plain words from the body').toBeTruthy()
    expect(html.split(phrase ?? '').length - 1).toBe(1)

    await waitForHydration(page)
    const shown = await body.innerHTML()
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await page.getByRole('banner').getByRole('link').first().click()
    await expect(body).toHaveCount(0)
    await page.goBack()
    await expect(page).toHaveURL(path)
    await expect(body).toHaveCount(1)
    expect(await body.innerHTML()).toBe(shown)
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
    expect(errors).toEqual([])
  })
}
