import { expect, test, type Page } from '@playwright/test'
import { waitForHydration } from './support'

function pageDataRequests(page: Page): string[] {
  const seen: string[] = []
  page.on(
    'request',
    (r) => r.url().endsWith('/page-data.json') && seen.push(new URL(r.url()).pathname),
  )
  return seen
}

test('hovering a link prefetches the next page data', async ({ page }) => {
  await page.goto('/fr/')
  await waitForHydration(page)
  const seen = pageDataRequests(page)
  await page.getByRole('main').getByRole('link', { name: 'Qui sommes-nous' }).first().hover()
  await expect.poll(() => seen).toEqual(['/page-data/fr/qui-sommes-nous/page-data.json'])
})

for (const connection of [
  { saveData: true, effectiveType: '4g' },
  { saveData: false, effectiveType: '2g' },
]) {
  test(`no prefetch on a ${connection.saveData ? 'save-data' : '2g'} connection, only the fetch on click`, async ({
    page,
  }) => {
    await page.addInitScript((c) => {
      Object.defineProperty(navigator, 'connection', { value: c, configurable: true })
    }, connection)
    await page.goto('/fr/')
    await waitForHydration(page)
    const seen = pageDataRequests(page)
    const link = page.getByRole('main').getByRole('link', { name: 'Qui sommes-nous' }).first()
    await link.hover()
    await link.focus()
    await page.evaluate(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
    )
    expect(seen).toEqual([])
    await link.click()
    await expect(page).toHaveURL('/fr/qui-sommes-nous/')
    expect(seen).toEqual(['/page-data/fr/qui-sommes-nous/page-data.json'])
  })
}
