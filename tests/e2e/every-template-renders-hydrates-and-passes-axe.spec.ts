import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { waitForHydration, watchErrors } from './support'

/**
 * One page of each template in each locale that has it, and the pages with
 * special blocks. Axe runs on every English page and on each other locale's
 * home page (the shell, menus and language switcher in that language): the
 * templates' markup is the same in every locale, and the release audit
 * (`tools audit`, Lighthouse's accessibility on every template and locale)
 * holds the full matrix.
 */
const PAGES = [
  { path: '/', lang: 'en-CA', template: 'home' },
  { path: '/who-we-are/', lang: 'en-CA', template: 'general' },
  { path: '/inside-edge/', lang: 'en-CA', template: 'inside-edge' },
  { path: '/article/Q3-2024-edgepoint-commentary/', lang: 'en-CA', template: 'article' },
  { path: '/your-team/margaretc/', lang: 'en-CA', template: 'bio' },
  { path: '/portfolio/edgepoint-global-portfolio/', lang: 'en-CA', template: 'portfolio' },
  { path: '/search/', lang: 'en-CA', template: 'search' },
  { path: '/no-such-page/', lang: 'en-CA', template: 'not-found', status: 404 },
  { path: '/institutional/', lang: 'en-CA', template: 'general (institutional)' },
  { path: '/institutional/your-team/emmal/', lang: 'en-CA', template: 'bio (institutional)' },
  {
    path: '/institutional/article/approach-to-institutional-mandates/',
    lang: 'en-CA',
    template: 'article (institutional)',
  },
  { path: '/performance/', lang: 'en-CA', template: 'general: performance table' },
  { path: '/fees-and-codes/', lang: 'en-CA', template: 'general: fund codes' },
  { path: '/videos-overview/', lang: 'en-CA', template: 'general: videos' },
  { path: '/frequently-asked-questions/', lang: 'en-CA', template: 'general: accordion' },
  { path: '/site-map/', lang: 'en-CA', template: 'general: site map' },
  { path: '/fr/', lang: 'fr-CA', template: 'home' },
  { path: '/fr/qui-sommes-nous/', lang: 'fr-CA', template: 'general' },
  { path: '/fr/inside-edge/', lang: 'fr-CA', template: 'inside-edge' },
  { path: '/fr/article/Q3-2024-edgepoint-commentary/', lang: 'fr-CA', template: 'article' },
  { path: '/fr/your-team/margaretc/', lang: 'fr-CA', template: 'bio' },
  { path: '/fr/portfolio/portefeuille-mondial-edgepoint/', lang: 'fr-CA', template: 'portfolio' },
  { path: '/fr/search/', lang: 'fr-CA', template: 'search' },
  { path: '/fr/no-such-page/', lang: 'fr-CA', template: 'not-found', status: 404 },
  { path: '/cn/', lang: 'zh-CN', template: 'home' },
  { path: '/cn/defining-success/', lang: 'zh-CN', template: 'general' },
  { path: '/cn/fees-and-codes/', lang: 'zh-CN', template: 'general: fund codes' },
  { path: '/cn/article/Q3-2024-edgepoint-commentary/', lang: 'zh-CN', template: 'article' },
  { path: '/cn/search/', lang: 'zh-CN', template: 'search' },
  { path: '/cn/no-such-page/', lang: 'zh-CN', template: 'not-found', status: 404 },
] as const

for (const p of PAGES) {
  const withAxe = p.lang === 'en-CA' || p.template === 'home'
  test(`${p.template} ${p.path}: renders, hydrates without errors, has its head${withAxe ? ' and no axe violation' : ''}`, async ({
    page,
  }) => {
    const errors = watchErrors(page)
    const response = await page.goto(p.path)
    expect(response?.status()).toBe('status' in p ? p.status : 200)
    await expect(page.locator('html')).toHaveAttribute('lang', p.lang)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page.getByRole('main')).toBeVisible()
    await expect(page).toHaveTitle(/ \| EdgePoint Wealth Management$/)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/)
    if (!('status' in p)) await expect(page.locator('link[rel="canonical"]')).toHaveCount(1)
    await waitForHydration(page)
    if (withAxe) {
      const axe = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze()
      expect(
        axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([])
    }
    expect(errors).toEqual([])
  })
}

test('the performance table shows the as-at and approval dates of the site data', async ({
  page,
}) => {
  await page.goto('/fr/performance/')
  const table = page.getByRole('table').first()
  await expect(table.locator('caption')).toContainText('au 30 juin 2025')
  await expect(page.getByText('Approuvé pour publication le 10 juillet 2025')).toBeVisible()
  // Returns have one decimal, as everywhere, and follow fr-CA: a decimal comma and a
  // non-breaking space before the sign.
  await expect(table.locator('td.num').first()).toHaveText(/^-?\d+,\d\u00a0%$/)
})

test('the main menu is a keyboard-operable disclosure on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  await waitForHydration(page)
  const toggle = page.getByRole('button', { name: 'Menu' })
  const menu = page.getByRole('navigation', { name: 'Main' })
  await expect(menu.getByRole('link', { name: 'Insights' })).toBeHidden()
  await toggle.focus()
  await page.keyboard.press('Enter')
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  // The first entry is a group: a disclosure button that opens in place, Escape closes it.
  await page.keyboard.press('Tab')
  const group = menu.locator('summary', { hasText: 'About us' })
  await expect(group).toBeFocused()
  await page.keyboard.press('Enter')
  await page.keyboard.press('Tab')
  await expect(menu.getByRole('link', { name: 'Who we are' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(group).toBeFocused()
  await expect(menu.getByRole('link', { name: 'Who we are' })).toBeHidden()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused()
  await expect(menu.getByRole('link', { name: 'Insights' })).toBeHidden()
})

test("the desktop menu's groups open by keyboard and close with Escape", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  await waitForHydration(page)
  const menu = page.getByRole('navigation', { name: 'Main' })
  const group = menu.locator('summary', { hasText: 'Portfolios' })
  await expect(menu.getByRole('link', { name: 'Performance' })).toBeHidden()
  await group.focus()
  await page.keyboard.press('Enter')
  await expect(menu.getByRole('link', { name: 'Performance' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(group).toBeFocused()
  await expect(menu.getByRole('link', { name: 'Performance' })).toBeHidden()
})

test('a printed article has no navigation chrome and shows where its links go', async ({
  page,
}) => {
  await page.goto('/article/Q3-2024-edgepoint-commentary/')
  await page.emulateMedia({ media: 'print' })
  await expect(page.locator('.site-header')).toBeHidden()
  await expect(page.locator('.site-footer')).toBeHidden()
  const link = page.locator('main .rich-text a[href^="/"]').first()
  const after = await link.evaluate((a) => getComputedStyle(a, '::after').content)
  expect(after).toContain(await link.getAttribute('href'))
})

test('a video loads nothing from its provider until the visitor asks', async ({ page }) => {
  const external: string[] = []
  page.on('request', (r) => {
    if (!r.url().startsWith('http://127.0.0.1')) external.push(r.url())
  })
  await page.route(/youtube-nocookie\.com/, (route) =>
    route.fulfill({ status: 200, body: '<p>player</p>' }),
  )
  await page.goto('/videos-overview/')
  await waitForHydration(page)
  expect(external).toEqual([])
  await page
    .getByRole('button', { name: /^Play video: / })
    .first()
    .click()
  await expect(page.locator('iframe[src*="youtube-nocookie.com/embed/"]')).toHaveCount(1)
})
