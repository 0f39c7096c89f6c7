import { expect, type Page } from '@playwright/test'

/** The sample site's entry points, one per locale, and a link on each to another page. */
export const LOCALE_HOMES = [
  {
    locale: 'en',
    lang: 'en-CA',
    path: '/',
    title: 'Investing with conviction',
    link: 'who we are',
    next: '/who-we-are/',
    nextTitle: 'Who we are',
  },
  {
    locale: 'fr',
    lang: 'fr-CA',
    path: '/fr/',
    title: 'Investir avec conviction',
    link: 'qui nous sommes',
    next: '/fr/qui-sommes-nous/',
    nextTitle: 'Qui sommes-nous',
  },
  {
    locale: 'cn',
    lang: 'zh-CN',
    path: '/cn/',
    title: '以信念投资',
    link: '我们的信条',
    next: '/cn/our-creed/',
    nextTitle: '我们的信条',
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

export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
}
