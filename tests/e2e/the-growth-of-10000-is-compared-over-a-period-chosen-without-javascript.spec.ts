import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

/**
 * A portfolio page's growth of $10,000 offers 1, 3, 5, 10 years and since
 * inception, the periods the fund has existed for; radio buttons choose one
 * with no script, by pointer or keyboard. Every series shown starts at
 * $10,000 on the period's start, and each line ends on the value the fund's
 * history gives (content/edgepoint/data/growth/*.csv), as at its last month.
 */

const GLOBAL = '/portfolio/edgepoint-global-portfolio/'
const GLOBAL_FR = '/fr/portfolio/portefeuille-mondial-edgepoint/'

/** A portfolio's month-end values by series, from its history file. */
function history(portfolio: string): Map<string, Map<string, number>> {
  const lines = readFileSync(`content/edgepoint/data/growth/${portfolio}.csv`, 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#'))
  const [head, ...rows] = lines.map((l) => l.split(','))
  const keys = head?.slice(1) ?? []
  const bySeries = new Map(keys.map((k) => [k, new Map<string, number>()]))
  for (const [month, ...values] of rows) {
    values.forEach((v, i) => {
      if (v && month) bySeries.get(keys[i] ?? '')?.set(month, Number(v))
    })
  }
  return bySeries
}

/** What $10,000 invested at the end of `from` became at the end of `to`, to the dollar. */
function grown(series: Map<string, number> | undefined, from: string, to: string): number {
  const start = series?.get(from)
  const end = series?.get(to)
  if (start === undefined || end === undefined) throw new Error(`no value in ${from} or ${to}`)
  return Math.round((end / start) * 10_000)
}

/** The end values written on the lines of the chart shown, by series. */
async function endValues(page: Page): Promise<Record<string, string>> {
  const chart = page.locator('.period-panel:visible .line-chart')
  return Object.fromEntries(
    await chart
      .locator('.direct-label')
      .evaluateAll((labels) =>
        labels.map((l) => [
          l.firstChild?.textContent ?? '',
          l.querySelector('.end-value')?.textContent ?? '',
        ]),
      ),
  ) as Record<string, string>
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('choosing 5 years shows that period’s chart alone, each series from $10,000 to the history’s value', async ({
    page,
  }) => {
    const data = history('global')
    await page.goto(GLOBAL)
    const panel = (period: string) => page.locator(`.period-${period}`)
    // The longest period first: since inception, the history's own values (the growth of $10,000 from the start date).
    await expect(panel('sinceInception')).toBeVisible()
    await expect(panel('fiveYear')).toBeHidden()
    expect(await endValues(page)).toEqual({
      A: `$${Math.round(data.get('A')?.get('2025-06') ?? 0).toLocaleString('en-CA')}`,
      F: `$${Math.round(data.get('F')?.get('2025-06') ?? 0).toLocaleString('en-CA')}`,
    })

    await page.locator('label[for="growth-fiveYear"]').click()
    await expect(page.getByRole('radio', { name: '5 years' })).toBeChecked()
    await expect(panel('fiveYear')).toBeVisible()
    await expect(panel('sinceInception')).toBeHidden()
    await expect(
      page.getByRole('img', { name: 'Growth of $10,000, June 2020 to June 2025' }),
    ).toBeVisible()
    const dollars = (key: string) =>
      `$${grown(data.get(key), '2020-06', '2025-06').toLocaleString('en-CA')}`
    expect(await endValues(page)).toEqual({
      A: dollars('A'),
      F: dollars('F'),
      AN: dollars('AN'),
      FN: dollars('FN'),
    })
    // The same figures in the table, in the 5-year row.
    const row = page.locator('section[aria-labelledby="growth"] tbody tr', { hasText: '5 years' })
    await expect(row.locator('td')).toHaveText([
      dollars('A'),
      dollars('F'),
      dollars('AN'),
      dollars('FN'),
    ])
    await expect(page.locator('section[aria-labelledby="growth"] > p.as-at')).toContainText(
      'Each line ends at its value on June 30, 2025.',
    )
  })

  test('the period is chosen by keyboard, and ten years leaves out the series started in 2016', async ({
    page,
  }) => {
    await page.goto(GLOBAL)
    const since = page.getByRole('radio', { name: 'Since inception' })
    await since.focus()
    await page.keyboard.press('ArrowLeft')
    await expect(page.getByRole('radio', { name: '10 years' })).toBeChecked()
    const panel = page.locator('.period-tenYear')
    await expect(panel).toBeVisible()
    await expect(panel.locator('.direct-label')).toHaveCount(2)
    await expect(panel).toContainText(
      'Not shown over this period, having started later: series AN (started January 4, 2016); series FN (started January 4, 2016).',
    )
  })

  test('in French, the 1-year chart writes its end values as Canadian French amounts and its axis by month', async ({
    page,
  }) => {
    const data = history('global')
    await page.goto(GLOBAL_FR)
    await page.locator('label[for="growth-oneYear"]').click()
    const panel = page.locator('.period-oneYear')
    await expect(panel).toBeVisible()
    const amount = (n: number) => `${n.toLocaleString('fr-CA')}\u00a0$`.replace(/\u202f/g, '\u00a0')
    expect(await endValues(page)).toMatchObject({
      A: amount(grown(data.get('A'), '2024-06', '2025-06')),
      FN: amount(grown(data.get('FN'), '2024-06', '2025-06')),
    })
    await expect(panel.locator('figcaption')).toHaveText(
      'Croissance d’un placement de 10\u00a0000\u00a0$, de juin 2024 à juin 2025',
    )
    // A year's tick alone (« 2025 ») would not say where the year starts and ends.
    await expect(panel.locator('.line-chart .axis text')).toHaveText(['juin 2024', 'juin 2025'])
  })
})

test('a portfolio younger than five years offers only the periods it has existed for', async ({
  page,
}) => {
  await page.goto('/portfolio/edgepoint-western-portfolio/')
  const choices = page.locator('fieldset.period-switch input[type="radio"]')
  await expect(choices).toHaveCount(3)
  expect(
    await choices.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)),
  ).toEqual(['oneYear', 'threeYear', 'sinceInception'])
  await expect(page.locator('fieldset.period-switch legend')).toHaveText('Period shown')
  const results = await new AxeBuilder({ page })
    .include('section[aria-labelledby="growth"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  expect(results.violations.map((v) => v.id)).toEqual([])
})

test('the series are explained from the data, in the quick facts, before the page’s prose', async ({
  page,
}) => {
  await page.goto(GLOBAL)
  const meaning = page.locator('#series-explained + .series-meaning')
  await expect(meaning).toContainText(
    'Series AN: like series A, for investments of $100,000 or more; offered since January 4, 2016.',
  )
  // The growth chart's series names lead there.
  await page.locator('section[aria-labelledby="growth"] a[href="#series-explained"]').click()
  await expect(page).toHaveURL(/#series-explained$/)
  // Quick facts come first, as in a Fund Facts document: before the description's first heading.
  const factsFirst = await page.evaluate(() => {
    const facts = document.querySelector('section[aria-labelledby="quick-facts"]')
    const prose = document.querySelector('main [data-page-body] h2')
    return Boolean(facts && prose && facts.compareDocumentPosition(prose) & 4)
  })
  expect(factsFirst).toBe(true)

  await page.goto(GLOBAL_FR)
  await expect(page.locator('#series-explained + .series-meaning')).toContainText(
    'Série FN\u00a0: comme la série F, pour les placements de 100\u00a0000\u00a0$ ou plus; offerte depuis le 4 janvier 2016.',
  )
})
