import { readdirSync, readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { E2E_PORT } from './ports'
import { waitForHydration, watchErrors } from './support'

/**
 * Every portfolio page, in every locale that has one, shows its charts as
 * images with a title and a description, each with its figures in a table;
 * axe finds nothing in them; they reflow to 320 px without horizontal scroll
 * and do not shift the layout. The pages come from the content (each its own
 * test, so the workers share them), and the build's sitemap must list the
 * same: a new portfolio is checked without changing this file.
 */

/** The portfolio pages the content has, by locale folder and slug. */
const PORTFOLIO_PAGES = ['en', 'fr'].flatMap((locale) => {
  const dir = `content/edgepoint/portfolios/${locale}`
  return readdirSync(dir).map((file) => {
    const slug = /^slug: (.+)$/m.exec(readFileSync(`${dir}/${file}`, 'utf8'))?.[1]?.trim() ?? file
    return `${locale === 'en' ? '' : `/${locale}`}/portfolio/${slug}/`
  })
})

async function portfolioPaths(page: Page): Promise<string[]> {
  const response = await page.request.get('/sitemap.xml')
  const xml = await response.text()
  return [...xml.matchAll(/<loc>[^<]*?(\/(?:[a-z]{2}\/)?portfolio\/[^<]+)<\/loc>/g)].map(
    (m) => m[1] ?? '',
  )
}

/** A chart's accessible name and description: the SVG's title and desc, through aria-labelledby. */
async function chartText(chart: Locator) {
  const ids = ((await chart.getAttribute('aria-labelledby')) ?? '').split(' ')
  return chart.evaluate(
    (svg, [title, desc]) => ({
      title: svg.querySelector(`title[id="${title}"]`)?.textContent ?? '',
      description: svg.querySelector(`desc[id="${desc}"]`)?.textContent ?? '',
    }),
    ids,
  )
}

test('the build publishes the portfolio pages of the content, in English and French', async ({
  page,
}) => {
  expect((await portfolioPaths(page)).sort()).toEqual([...PORTFOLIO_PAGES].sort())
  expect(PORTFOLIO_PAGES.filter((p) => p.startsWith('/fr/'))).toHaveLength(7)
})

for (const path of PORTFOLIO_PAGES) {
  test(`${path} has its growth, year-by-year and asset mix charts, described and tabled`, async ({
    page,
  }) => {
    const errors = watchErrors(page)
    await page.goto(path)
    const charts = page.locator('figure.chart svg[role="img"]')
    await expect(charts, path).toHaveCount(3)
    for (const chart of await charts.all()) {
      const { title, description } = await chartText(chart)
      expect(title, `${path}: a chart without a title`).toMatch(/\S/)
      // A description states figures, not only what kind of chart it is.
      expect(description, `${path}: "${title}" is not described with its figures`).toMatch(/\d/)
    }
    const figures = page.locator('figure.chart:has(details)')
    await expect(figures, path).toHaveCount(2)
    for (const figure of await figures.all()) {
      await figure.locator('summary').click()
      const table = figure.locator('table')
      await expect(table).toBeVisible()
      expect(await table.locator('tbody tr').count()).toBeGreaterThan(1)
    }
    // The description's closing value of the first series is the table's newest one.
    const growth = page.locator('figure.chart').first()
    const newest =
      (await growth.locator('tbody tr').first().locator('td').first().textContent()) ?? ''
    const { description } = await chartText(growth.locator('svg'))
    expect(description, path).toContain(newest.trim())
    const results = await new AxeBuilder({ page })
      .include('figure.chart')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze()
    expect(results.violations.map((v) => `${path} ${v.id}`)).toEqual([])
    expect(errors).toEqual([])
  })
}

test('the charts draw bars from zero and a negative year below it', async ({ page }) => {
  await page.goto('/portfolio/edgepoint-global-portfolio/')
  const chart = page.locator('.bar-chart.columns')
  const zero = Number(await chart.locator('line.zero').getAttribute('y1'))
  const bars = await chart.locator('rect.bar').evaluateAll((rects) =>
    rects.map((r) => ({
      y: Number(r.getAttribute('y')),
      height: Number(r.getAttribute('height')),
    })),
  )
  expect(bars.length).toBeGreaterThanOrEqual(10)
  const below = bars.filter((b) => b.y === zero && b.height > 0)
  const above = bars.filter((b) => Math.abs(b.y + b.height - zero) < 0.11)
  expect(below.length, 'negative years hang below the axis').toBeGreaterThan(0)
  expect(below.length + above.length).toBe(bars.length)
})

test('every portfolio page reflows to 320 px without horizontal scroll', async ({ page }) => {
  test.setTimeout(60_000)
  await page.setViewportSize({ width: 320, height: 800 })
  for (const path of PORTFOLIO_PAGES) {
    await page.goto(path)
    const { scroll, client } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }))
    expect(scroll, path).toBeLessThanOrEqual(client)
    for (const svg of await page.locator('figure.chart svg').all()) {
      expect((await svg.boundingBox())?.width ?? Infinity, path).toBeLessThanOrEqual(client)
    }
  }
})

test('a portfolio page does not shift as its charts load and hydrate', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 })
  await page.addInitScript(() => {
    const w = window as Window & { shifts?: number }
    w.shifts = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean }
        if (!shift.hadRecentInput) w.shifts = (w.shifts ?? 0) + shift.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await page.goto('/fr/portfolio/portefeuille-mondial-de-croissance-et-de-revenu-edgepoint/')
  await waitForHydration(page)
  await page.locator('figure.chart').last().scrollIntoViewIfNeeded()
  expect(await page.evaluate(() => (window as Window & { shifts?: number }).shifts)).toBe(0)
})

test('the performance page sets the portfolios side by side, and Cymbria charts its NAV and price', async ({
  page,
}) => {
  await page.goto('/performance/')
  const comparison = page.getByRole('img', { name: /Annualized returns of series F/ })
  await expect(comparison).toBeVisible()
  expect(await comparison.locator('.row-label').count()).toBe(7)

  await page.goto(`http://127.0.0.1:${E2E_PORT + 1}/fr/net-asset-value/`)
  const history = page.getByRole('img', {
    name: 'Valeur liquidative et cours par action de catégorie A',
  })
  await expect(history).toBeVisible()
  expect((await chartText(history)).description).toMatch(/juin 2025.*70,15/)
  await page.locator('figure.chart summary').click()
  await expect(page.locator('figure.chart table tbody tr')).not.toHaveCount(0)
})

test('printed in black and white, the series still differ by dash, marker and pattern', async ({
  page,
}) => {
  await page.goto('/portfolio/edgepoint-global-portfolio/')
  await page.emulateMedia({ media: 'print' })
  const lines = await page.locator('.line-chart .series').evaluateAll((groups) =>
    groups.map((g) => {
      const line = getComputedStyle(g.querySelector('.line') as Element)
      return {
        stroke: line.stroke,
        dash: line.strokeDasharray,
        marker: g.querySelector('circle, rect, path:not(.line)')?.tagName ?? '',
        markerPath: g.querySelector('path:not(.line)')?.getAttribute('d')?.length ?? 0,
      }
    }),
  )
  expect(lines).toHaveLength(4)
  expect(new Set(lines.map((l) => l.stroke))).toEqual(new Set(['rgb(0, 0, 0)']))
  expect(new Set(lines.map((l) => l.dash)).size).toBe(4)
  const fills = await page
    .locator('.bar-chart.columns .series')
    .evaluateAll((groups) => [
      ...new Set(groups.map((g) => g.querySelector('rect')?.getAttribute('fill') ?? 'solid')),
    ])
  expect(fills).toHaveLength(4)
})

test('charts arrive drawn with the page data on a client-side navigation, with no chart code', async ({
  page,
}) => {
  const errors = watchErrors(page)
  const scripts: string[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url())
  })
  await page.goto('/portfolio/edgepoint-global-portfolio/')
  await waitForHydration(page)
  const growth = () => page.getByRole('img', { name: 'Growth of $10,000' })
  const firstEnd = await growth().locator('.direct-label').first().textContent()
  // To another portfolio page and back, without reloading.
  await page.evaluate(() => document.documentElement.setAttribute('data-same-document', ''))
  await page.locator('a[href="/portfolio-overview/"]').first().click()
  await page.locator('a[href="/portfolio/edgepoint-western-portfolio/"]').first().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('EdgePoint Western Portfolio')
  await expect(growth()).toBeVisible()
  await expect(page.locator('figure.chart svg[role="img"]')).toHaveCount(3)
  expect(await page.locator('html[data-same-document]').count()).toBe(1)
  await page.goBack()
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('EdgePoint Global Portfolio')
  await expect(growth().locator('.direct-label').first()).toHaveText(firstEnd ?? '')
  expect(await page.locator('html[data-same-document]').count()).toBe(1)
  // What the browser ran draws no chart: d3's scales and the chart components stay in the build.
  for (const url of scripts) {
    const body = await (await page.request.get(url)).text()
    expect(body, url).not.toMatch(/growthTitle|chart-legend|scaleBand|relative-path/)
  }
  expect(errors).toEqual([])
})
