import { expect, test, type Page } from '@playwright/test'
import { searchResults, searchStatus } from './support'

/** Runs a search from the search page's own form and waits for its announced outcome. */
async function search(page: Page, query: string) {
  await page.getByRole('searchbox').first().fill(query)
  await page.getByRole('searchbox').first().press('Enter')
  await expect(page).toHaveURL(
    new RegExp(`\\?q=${encodeURIComponent(query).replace(/%20/g, '(\\+|%20)')}$`),
  )
}

test.describe('search finds pages in every language', () => {
  test('en: a word of the content finds its page; nonsense shows the empty state', async ({
    page,
  }) => {
    const requests: string[] = []
    page.on('request', (r) => requests.push(new URL(r.url()).pathname))
    await page.goto('/search/')
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    // The empty search page downloads no part of the index.
    expect(requests.filter((p) => p.startsWith('/pagefind/'))).toEqual([])
    await search(page, 'Western Portfolio')
    await expect(searchStatus(page)).toHaveText(/\d+ results? for “Western Portfolio”/)
    await expect(
      searchResults(page).getByRole('link', { name: 'EdgePoint Western Portfolio' }),
    ).toBeVisible()
    await expect(searchResults(page).first().locator('mark').first()).toBeVisible()
    await search(page, 'zzqxvwq')
    await expect(searchStatus(page)).toHaveText('No results for “zzqxvwq”.')
    await expect(searchResults(page)).toHaveCount(0)
  })

  test('fr: accents fold, equipe finds équipe, results in French', async ({ page }) => {
    await page.goto('/fr/search/?q=equipe')
    await expect(searchStatus(page)).toHaveText(/résultats? pour «\u00a0equipe\u00a0»/)
    await expect(searchResults(page).getByRole('link', { name: 'Votre équipe' })).toBeVisible()
    await expect(
      searchResults(page)
        .locator('mark', { hasText: /équipe/i })
        .first(),
    ).toBeVisible()
  })

  test('cn: a two-character word inside a phrase, and mixed Latin and Chinese, without spaces', async ({
    page,
  }) => {
    await page.goto('/cn/search/?q=主动份额')
    await expect(searchStatus(page)).toHaveText(/有 \d+ 个结果/)
    await expect(
      searchResults(page).getByRole('link', { name: '我们为何不追随指数' }),
    ).toBeVisible()
    await page.goto('/cn/search/?q=EdgePoint投资')
    await expect(
      searchResults(page).getByRole('link', { name: '2024年第三季度 EdgePoint 投资评论' }),
    ).toBeVisible()
  })

  test('the institutional scope leaves out pages outside it', async ({ page }) => {
    await page.goto('/search/?q=portfolio')
    await expect(
      searchResults(page).getByRole('link', { name: 'EdgePoint Global Portfolio' }),
    ).toBeVisible()
    await page.goto('/search/institutional/?q=portfolio')
    await expect(searchStatus(page)).toHaveText(/results? for “portfolio”/)
    const urls = await searchResults(page)
      .locator('h2 a')
      .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname))
    expect(urls.length).toBeGreaterThan(0)
    for (const url of urls) expect(url).toMatch(/^\/institutional\//)
  })

  test('the header box of an institutional page searches its section', async ({ page }) => {
    await page.goto('/institutional/')
    await page.locator('.header-search summary').click()
    const box = page.getByRole('search').getByRole('searchbox')
    await box.fill('mandates')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/search\/institutional\/\?q=mandates$/)
    await expect(searchStatus(page)).toHaveText(/results? for “mandates”/)
  })

  test('the query round-trips through the URL, back and forward', async ({ page }) => {
    await page.goto('/search/')
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    await search(page, 'portfolio')
    await expect(searchStatus(page)).toHaveText(/results? for “portfolio”/)
    await search(page, 'zzqxvwq')
    await expect(searchStatus(page)).toHaveText('No results for “zzqxvwq”.')
    await page.goBack()
    await expect(page).toHaveURL(/\?q=portfolio$/)
    await expect(page.getByRole('searchbox').first()).toHaveValue('portfolio')
    await expect(searchStatus(page)).toHaveText(/results? for “portfolio”/)
    await page.goForward()
    await expect(page.getByRole('searchbox').first()).toHaveValue('zzqxvwq')
    await expect(searchStatus(page)).toHaveText('No results for “zzqxvwq”.')
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('the form reloads the page with ?q= and points to the site map', async ({ page }) => {
    await page.goto('/fr/search/')
    await page.getByRole('searchbox').fill('equipe')
    await page.getByRole('searchbox').press('Enter')
    await expect(page).toHaveURL(/\/fr\/search\/\?q=equipe$/)
    await expect(page.getByRole('main').getByRole('link', { name: 'Plan du site' })).toBeVisible()
  })
})
