import { readdirSync, readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { E2E_PORT } from './ports'
import { waitForHydration, watchErrors, followLink } from './support'

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
    // Growth, the asset mix, and one year-by-year chart per series (one shown at a time).
    const charts = page.locator('figure.chart svg[role="img"]')
    expect(await charts.count(), path).toBeGreaterThanOrEqual(3)
    for (const chart of await charts.all()) {
      const { title, description } = await chartText(chart)
      expect(title, `${path}: a chart without a title`).toMatch(/\S/)
      // A description states figures, not only what kind of chart it is.
      expect(description, `${path}: "${title}" is not described with its figures`).toMatch(/\d/)
    }
    // The growth charts' figures are one table, a row per period: the year bars and the asset mix write their values.
    await expect(page.locator('figure.chart:has(details)'), path).toHaveCount(0)
    const growth = page.locator('section[aria-labelledby="growth"]')
    await growth.locator('details summary').click()
    const table = growth.locator('details table')
    await expect(table).toBeVisible()
    const periods = await growth.locator('.period-panel').count()
    await expect(table.locator('tbody tr')).toHaveCount(periods)
    // The chart shown (the longest period, the table's last row) ends where its table row does.
    const shown = growth.locator('.period-panel:visible svg[role="img"]')
    await expect(shown).toHaveCount(1)
    const { description } = await chartText(shown)
    const newest =
      (await table.locator('tbody tr').last().locator('td').first().textContent()) ?? ''
    expect(description, path).toContain(newest.trim())
    await expect(shown.locator('.end-value').first()).toHaveText(newest.trim())
    // …with the date it is as at.
    await expect(growth.locator('p.as-at').last()).toContainText(/2025/)
    const results = await new AxeBuilder({ page })
      .include('figure.chart')
      .include('.fund-facts')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze()
    expect(results.violations.map((v) => `${path} ${v.id}`)).toEqual([])
    expect(errors).toEqual([])
  })

  test(`${path} reads as Fund Facts: quick facts, risk scale, one series' returns`, async ({
    page,
  }) => {
    await page.goto(path)
    const facts = page.locator('section[aria-labelledby="quick-facts"]')
    await expect(facts.locator('h2')).toBeVisible()
    expect(await facts.locator('.quick-facts dt').count(), path).toBeGreaterThanOrEqual(4)
    const rows = facts.locator('tbody tr')
    expect(await rows.count(), path).toBeGreaterThanOrEqual(2)
    for (const row of await rows.all()) {
      await expect(row.locator('time[datetime]')).toHaveCount(1)
      await expect(row).toContainText(/EDG\d{3}/)
    }
    await expect(facts.locator('.as-at')).toHaveText(/\d{4}\.$|\d{4}。$|年.*日。$/)

    // Five steps, the fund's marked in words as well as by its frame.
    const steps = page.locator('ol.risk-scale li')
    await expect(steps).toHaveCount(5)
    await expect(page.locator('ol.risk-scale li.rated')).toHaveCount(1)
    await expect(page.locator('ol.risk-scale li.rated .rated-tag')).toBeVisible()

    // One series shown: a bar and a value per year, at most ten, and the positive years counted.
    const panel = page.locator('.series-panel:visible')
    await expect(panel).toHaveCount(1)
    const years = panel.locator('.year-rows > g')
    const count = await years.count()
    expect(count, path).toBeGreaterThan(0)
    expect(count, path).toBeLessThanOrEqual(10)
    await expect(panel.locator('.year-rows .direct-label')).toHaveCount(count)
    await expect(panel.locator('.positive-years')).toContainText(String(count))
    // Best and worst 3 months with what $1,000 became, and the average-return sentence.
    await expect(panel.locator('tbody tr')).toHaveCount(2)
    await expect(panel.locator('.average-return')).toContainText(/\d/)
    if (path.startsWith('/fr/')) {
      // Canadian French: a non-breaking space before $ and %, so amounts never break.
      const sentence = (await panel.locator('.average-return').textContent()) ?? ''
      expect(sentence).toMatch(/1\u00a0000\u00a0\$/)
      expect(sentence).toMatch(/\d\u00a0%/)
    }
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a series is chosen with the radio buttons, and its panel alone shows', async ({ page }) => {
    await page.goto('/portfolio/edgepoint-global-portfolio/')
    const panel = (key: string) => page.locator(`#series-${key}`)
    await expect(panel('A')).toBeVisible()
    await expect(panel('F')).toBeHidden()
    await page.locator('label[for="series-shown-F"]').click()
    await expect(page.getByRole('radio', { name: 'Series F', exact: true })).toBeChecked()
    await expect(panel('F')).toBeVisible()
    await expect(panel('A')).toBeHidden()
    await expect(
      panel('F').getByRole('img', { name: /Year-by-year returns, series F/ }),
    ).toBeVisible()
  })
})

test('the year-by-year bars grow from zero: gains to the right, losses to the left', async ({
  page,
}) => {
  await page.goto('/portfolio/edgepoint-global-portfolio/')
  const chart = page.locator('#series-A .year-rows')
  const zero = Number(await chart.locator('line.zero').getAttribute('x1'))
  const bars = await chart.locator('rect.bar').evaluateAll((rects) =>
    rects.map((r) => ({
      x: Number(r.getAttribute('x')),
      width: Number(r.getAttribute('width')),
      loss: r.parentElement?.classList.contains('loss') ?? false,
    })),
  )
  expect(bars).toHaveLength(10)
  const losses = bars.filter((b) => b.loss)
  expect(losses.length, 'some years lost').toBeGreaterThan(0)
  for (const b of losses) expect(b.x + b.width).toBeCloseTo(zero, 0)
  for (const b of bars.filter((b) => !b.loss)) expect(b.x).toBe(zero)
})

for (const width of [360, 390]) {
  test(`at ${width} px no chart text is under 12 px and nothing scrolls sideways`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    for (const path of [
      '/portfolio/edgepoint-global-portfolio/',
      '/fr/portfolio/portefeuille-mondial-de-croissance-et-de-revenu-edgepoint/',
    ]) {
      await page.goto(path)
      const sizes = await page.locator('figure.chart svg text:visible').evaluateAll((texts) =>
        texts.map((t) => {
          const svg = t.closest('svg')
          const scale = svg ? svg.getBoundingClientRect().width / svg.viewBox.baseVal.width : 1
          return parseFloat(getComputedStyle(t).fontSize) * scale
        }),
      )
      expect(sizes.length, path).toBeGreaterThan(10)
      expect(Math.min(...sizes), path).toBeGreaterThanOrEqual(11.9)
      const wide = await page.evaluate(() => {
        const client = document.documentElement.clientWidth
        return [...document.querySelectorAll('main *')]
          .filter((e) => e.getBoundingClientRect().right > client + 0.5)
          .filter((e) => !e.closest('.table-scroll, svg'))
          .map((e) => e.tagName + '.' + e.className)
      })
      expect(wide, path).toEqual([])
    }
  })
}

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
    for (const svg of await page.locator('figure.chart svg:visible').all()) {
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
  await page.locator('figure.chart:visible').last().scrollIntoViewIfNeeded()
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
  // The headline: NAV, price, discount and their date, above the chart whose title names its period.
  const tile = page.locator('.share-tile')
  await expect(tile).toContainText('70,15\u00a0$')
  await expect(tile).toContainText('62,37\u00a0$')
  await expect(tile).toContainText(/Escompte[^]*11,1\u00a0%/)
  await expect(tile).toContainText('Données au 30 juin 2025.')
  await expect(page.locator('figure.chart .chart-title')).toHaveText(/de novembre 2008 à juin 2025/)
  await page.locator('figure.chart summary').click()
  await expect(page.locator('figure.chart table tbody tr')).not.toHaveCount(0)
})

test('printed in black and white, the series still differ by dash, marker and pattern', async ({
  page,
}) => {
  await page.goto('/portfolio/edgepoint-global-portfolio/')
  await page.emulateMedia({ media: 'print' })
  // Five years: every series of the global portfolio existed then.
  await page.locator('label[for="growth-fiveYear"]').click()
  const lines = await page.locator('.period-fiveYear .line-chart .series').evaluateAll((groups) =>
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
  await page.goto('/performance/')
  const fills = await page
    .locator('.bar-chart.rows .series')
    .evaluateAll((groups) => [
      ...new Set(groups.map((g) => g.querySelector('rect')?.getAttribute('fill') ?? 'solid')),
    ])
  expect(fills.length).toBeGreaterThan(1)
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
  await followLink(page, '/portfolio-overview/')
  await expect(page).toHaveURL(/\/portfolio-overview\/$/)
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Global Portfolio/)
  await followLink(page, '/portfolio/edgepoint-western-portfolio/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('EdgePoint Western Portfolio')
  await expect(growth()).toBeVisible()
  // Growth over 1 and 3 years and since inception (October 2021), the year bars of series A and F, the asset mix.
  await expect(page.locator('figure.chart svg[role="img"]')).toHaveCount(6)
  expect(await page.locator('html[data-same-document]').count()).toBe(1)
  await page.goBack()
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('EdgePoint Global Portfolio')
  await expect(growth().locator('.direct-label').first()).toHaveText(firstEnd ?? '')
  expect(await page.locator('html[data-same-document]').count()).toBe(1)
  // What the browser ran draws no chart: d3's scales and the chart components stay in the build.
  for (const url of scripts) {
    const body = await (await page.request.get(url)).text()
    expect(body, url).not.toMatch(
      /growthTitle|chart-legend|scaleBand|relative-path|yearsTitle|riskLevels/,
    )
  }
  expect(errors).toEqual([])
})
