import { expect, test, type Page } from '@playwright/test'
import { MAX_PHONE_HEADER_PX } from './layout-checks'
import { LOCALE_HOMES } from './support'

// A phone's header is one row: logo and name, the search button and the menu button
// (Cymbria's sign-in too). The search field and the menu open under it, over the page, so
// no text width and no tap moves the page (a glyph drawn late once moved a header form
// in a Lighthouse run: CLS 0.012).
async function box(page: Page, selector: string) {
  const found = await page.locator(selector).first().boundingBox()
  if (!found) throw new Error(`${selector} is not on the page`)
  return found
}

for (const home of LOCALE_HOMES) {
  test(`the ${home.locale} phone header is one row at every phone width, and opening its parts moves nothing`, async ({
    page,
  }) => {
    await page.goto(home.path)
    for (const width of [360, 390, 412, 430, 600, 760]) {
      await page.setViewportSize({ width, height: 800 })
      const header = await box(page, '.site-header')
      const brand = await box(page, '.brand')
      const search = await box(page, '.header-search summary')
      const menu = await box(page, '.menu-toggle')
      expect
        .soft(header.height, `header height at ${width} px`)
        .toBeLessThanOrEqual(MAX_PHONE_HEADER_PX)
      for (const [name, b] of [
        ['search', search],
        ['menu', menu],
      ] as const) {
        expect
          .soft(b.y, `${name} in the brand's row at ${width} px`)
          .toBeLessThan(brand.y + brand.height)
        expect.soft(b.width, `${name} a 24 px target at ${width} px`).toBeGreaterThanOrEqual(24)
        expect
          .soft(b.x + b.width, `${name} inside the page at ${width} px`)
          .toBeLessThanOrEqual(width)
      }
    }
    await page.setViewportSize({ width: 360, height: 800 })
    const main = await box(page, 'main')
    await page.locator('.header-search summary').click()
    await expect(page.getByRole('searchbox').first()).toBeFocused()
    await page.keyboard.press('Escape')
    await page.locator('.menu-toggle').click()
    await expect(page.locator('.menu-panel')).toBeVisible()
    expect((await box(page, 'main')).y, 'the page stays where it was').toBe(main.y)
  })
}
