import { expect, test } from '@playwright/test'
import { waitForHydration } from './support'

test('a content photo is served as AVIF or WebP in several widths, with its alt text and reserved size', async ({
  page,
}) => {
  await page.goto('/')
  const hero = page.locator('.hero picture')
  await expect(hero.locator('source[type="image/avif"]')).toHaveAttribute(
    'srcset',
    /\.avif 160w.*\.avif 1280w/,
  )
  await expect(hero.locator('source[type="image/webp"]')).toHaveAttribute('srcset', /\.webp 160w/)
  const img = hero.locator('img')
  await expect(img).toHaveAttribute(
    'alt',
    'Abstract painting of a harbour in blue and coral at dawn',
  )
  await expect(img).toHaveAttribute('width', '640')
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.currentSrc))
    .toMatch(/\/images\/_r\/.+\.avif$/)
})

test('an article with a photo loads without any layout shift', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { shift: number }
    w.shift = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >) {
        if (!entry.hadRecentInput) w.shift += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await page.goto('/article/Q2-2025-edgepoint-commentary/')
  await waitForHydration(page)
  await expect
    .poll(() =>
      page.locator('.article-image img.image__img').evaluate((el: HTMLImageElement) => el.complete),
    )
    .toBe(true)
  expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBe(0)
})

test('images below the fold are lazy and fade in over 500 ms; the hero loads at once', async ({
  page,
}) => {
  await page.goto('/your-team/')
  await waitForHydration(page)
  const last = page.locator('.person-list .image').last()
  const img = last.locator('img.image__img')
  await expect(img).toHaveAttribute('loading', 'lazy')
  // Chromium may fetch a lazy image before it is scrolled to (its load distance), so the
  // fade is read once the image has loaded, which is when the stylesheet declares it.
  await last.scrollIntoViewIfNeeded()
  await expect(last).toHaveAttribute('data-state', 'loaded')
  expect(await img.evaluate((el) => getComputedStyle(el).transition)).toMatch(/opacity 0\.5s/)
  await expect.poll(() => img.evaluate((el) => getComputedStyle(el).opacity)).toBe('1')
  await page.goto('/')
  await expect(page.locator('.hero img.image__img')).toHaveAttribute('loading', 'eager')
})
