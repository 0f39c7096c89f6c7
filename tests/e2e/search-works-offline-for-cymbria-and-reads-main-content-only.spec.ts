import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { searchResults, searchStatus, waitForController, waitForHydration } from './support'

const CYMBRIA = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4310) + 1}`
const CONTENT = path.resolve(import.meta.dirname, '../../content/edgepoint')
/** English content files whose text has `word` (any form of it: the index stems). */
function contentFilesWith(word: RegExp): { with: number; of: number } {
  // content/<brand>/<section>/<locale>/<name>.md
  const files = readdirSync(CONTENT, { recursive: true, encoding: 'utf8' }).filter(
    (f) => f.endsWith('.md') && f.split(path.sep)[1] === 'en',
  )
  const hits = files.filter((f) => word.test(readFileSync(path.join(CONTENT, f), 'utf8')))
  return { with: hits.length, of: files.length }
}

for (const { path, query, empty } of [
  { path: '/search/', query: 'zzqxvwq', empty: 'No results for “zzqxvwq”.' },
  { path: '/fr/search/', query: 'zzqxvwq', empty: /zzqxvwq/ },
  { path: '/cn/search/', query: 'zzqxvwq', empty: /zzqxvwq/ },
]) {
  test(`${path}: nonsense shows the empty state, and the footer's words are not in the index`, async ({
    page,
  }) => {
    await page.goto(`${path}?q=${query}`)
    await expect(searchStatus(page)).toHaveText(empty)
    await expect(searchResults(page)).toHaveCount(0)
    // "rights" is in every page's footer (© … All rights reserved) but in the content of
    // few pages: an index of whole pages would find every page.
    if (path === '/search/') {
      const pages = contentFilesWith(/\bright/i)
      expect(pages.with).toBeLessThan(pages.of / 2)
      await expect(page.getByRole('contentinfo')).toContainText('rights')
      await page.goto('/search/?q=rights')
      await expect(searchStatus(page)).toHaveText(/results? for “rights”/)
      const found = /^(\d+) results? for “rights”/.exec(
        (await searchStatus(page).textContent()) ?? '',
      )
      expect(Number(found?.[1])).toBeGreaterThan(0)
      expect(Number(found?.[1])).toBeLessThanOrEqual(pages.with)
    }
  })
}

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' })
  test('a query already run keeps working offline', async ({ page, context }) => {
    await page.goto('/search/')
    await waitForHydration(page)
    await waitForController(page)
    // Through the worker, so the page and the index files it loads are cached.
    await page.goto('/search/?q=portfolio')
    await expect(searchStatus(page)).toHaveText(/results? for “portfolio”/)
    const online = await searchResults(page).count()

    await context.setOffline(true)
    await page.reload()
    await expect(searchStatus(page)).toHaveText(/results? for “portfolio”/)
    expect(await searchResults(page).count()).toBe(online)
  })
})

test('Cymbria has its own index, in English and French', async ({ page }) => {
  await page.goto(`${CYMBRIA}/search/?q=mutual fund`)
  await expect(
    searchResults(page).getByRole('link', { name: 'How Cymbria differs from a mutual fund' }),
  ).toBeVisible()
  // Nothing of the other brand.
  await page.goto(`${CYMBRIA}/search/?q=Western Portfolio`)
  await expect(searchResults(page).getByRole('link', { name: /EdgePoint/ })).toHaveCount(0)
  await page.goto(`${CYMBRIA}/fr/search/?q=lettre annuelle`)
  await expect(
    searchResults(page).getByRole('link', { name: 'Lettre annuelle aux actionnaires 2024' }),
  ).toBeVisible()
})
