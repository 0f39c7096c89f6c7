import { expect, test, type Page } from '@playwright/test'
import { searchStatus, waitForHydration } from './support'

/** The index's browser module, named in the search code only (src/search/pagefind.ts). */
const INDEX_MODULE = '/pagefind/pagefind.js'

/** Every script the page loaded until the network went quiet, and whether any of them holds the search code. */
async function loadedScripts(page: Page, url: string) {
  const scripts: Promise<{ path: string; text: string }>[] = []
  const indexRequests: string[] = []
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname
    if (path.startsWith('/pagefind/')) indexRequests.push(path)
    if (response.request().resourceType() === 'script') {
      const script = response.text().then((text) => ({ path, text }))
      // A script that arrives after the network went quiet is not awaited below;
      // its body, unread when the test ends, must not fail the test. Those awaited still do.
      script.catch(() => {})
      scripts.push(script)
    }
  })
  await page.goto(url)
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
  const loaded = await Promise.all(scripts)
  return {
    count: loaded.length,
    withSearchCode: loaded.filter((s) => s.text.includes(INDEX_MODULE)).map((s) => s.path),
    indexRequests,
  }
}

for (const url of [
  '/',
  '/article/Q3-2024-credit-commentary/',
  '/your-team/rachela/',
  '/portfolio/edgepoint-monthly-income-portfolio/',
  '/docs-and-forms/',
  '/inside-edge/',
  '/fr/article/Q1-2024-credit-commentary/',
  '/cn/',
  '/fr/page-that-does-not-exist/',
]) {
  test(`${url} loads no search code and no part of the index`, async ({ page }) => {
    const loaded = await loadedScripts(page, url)
    expect(loaded.count).toBeGreaterThan(0)
    expect(loaded.withSearchCode).toEqual([])
    expect(loaded.indexRequests).toEqual([])
  })
}

test('the search page loads the search code, and the index only with a query', async ({ page }) => {
  const empty = await loadedScripts(page, '/search/')
  expect(empty.withSearchCode).toHaveLength(1)
  expect(empty.indexRequests).toEqual([])

  const searched = await loadedScripts(page, '/search/?q=portfolio')
  await expect(searchStatus(page)).toHaveText(/results? for “portfolio”/)
  expect(searched.indexRequests).toContain(INDEX_MODULE)
})
