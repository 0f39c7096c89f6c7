import { expect, test, type Page } from '@playwright/test'
import { LOCALE_HOMES } from './support'

// On a phone the header search sat beside the language links when they fitted, and a
// few pixels of text decided it (about 10 in English and Chinese at 412 px): a glyph
// drawn late once moved the form in a Lighthouse run (CLS 0.012). Up to the menu's
// breakpoint (48rem) the form has its own row, so no text width can move it.
async function box(page: Page, selector: string) {
  const found = await page.locator(selector).first().boundingBox()
  if (!found) throw new Error(`${selector} is not on the page`)
  return found
}

for (const home of LOCALE_HOMES) {
  test(`the ${home.locale} header search has its own row at every phone width`, async ({
    page,
  }) => {
    await page.goto(home.path)
    for (const width of [360, 390, 412, 430, 600, 760]) {
      await page.setViewportSize({ width, height: 800 })
      const brand = await box(page, '.brand')
      const links = await box(page, '.language-switcher')
      const form = await box(page, 'form.header-search')
      expect
        .soft(form.y, `below the language links at ${width} px`)
        .toBeGreaterThanOrEqual(links.y + links.height)
      expect.soft(form.x, `at the row's start at ${width} px`).toBe(brand.x)
    }
  })
}
