import { expect, type Page } from '@playwright/test'

/** The sample site's entry points, one per locale, and a link on each to another page. */
export const LOCALE_HOMES = [
  {
    locale: 'en',
    lang: 'en-CA',
    path: '/',
    title: 'Investing with conviction',
    link: 'Our investment approach',
    next: '/investment-approach/',
    nextTitle: 'Our investment approach',
  },
  {
    locale: 'fr',
    lang: 'fr-CA',
    path: '/fr/',
    title: 'Investir avec conviction',
    link: 'Notre approche de placement',
    next: '/fr/investment-approach/',
    nextTitle: 'Notre approche de placement',
  },
  {
    locale: 'cn',
    lang: 'zh-CN',
    path: '/cn/',
    title: '以信念投资',
    link: '了解我们的投资方法',
    next: '/cn/investmest-approach/',
    nextTitle: '我们的投资方法',
  },
] as const

/** Collects uncaught errors and console errors other than the expected 404 responses. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`))
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource'))
      errors.push(m.text())
  })
  return errors
}

/** `timeout` for a page whose modules are compiled on request (the dev server's), not built. */
export async function waitForHydration(page: Page, timeout?: number): Promise<void> {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1, { timeout })
}
