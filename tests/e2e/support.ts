import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, type Locator, type Page } from '@playwright/test'
import type { PoolRef } from '../../tools/cognito-local/admin'
import { SIGN_IN_SITE } from './ports'

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

/**
 * Waits for the page to hydrate: a wait, not a measure, so it allows for a
 * loaded 2-core CI machine (the first test of a run once took 4.6 s to get a
 * page's scripts from the local server, past the 5 s default). `timeout` for a
 * page whose modules are compiled on request (the dev server's), not built.
 */
export async function waitForHydration(page: Page, timeout = 15_000): Promise<void> {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1, { timeout })
}

/** Waits until a service worker controls the page. */
export async function waitForController(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

/**
 * Waits until one of the worker's caches holds `url` (with `text` in it, when
 * given). Polled from here: `page.waitForFunction` takes a promise for a
 * truthy answer and would not wait for the caches' answer.
 */
export async function waitForCachedCopy(page: Page, url: string, text = ''): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        async ([url, text]) => {
          for (const name of await caches.keys()) {
            const cached = await (await caches.open(name)).match(url)
            if (cached && (await cached.text()).includes(text)) return true
          }
          return false
        },
        [url, text] as const,
      ),
    )
    .toBe(true)
}

/** The search page's announced outcome and its results. */
export const searchStatus = (page: Page) => page.locator('.search-status')
export const searchResults = (page: Page) => page.locator('.search-result')

/** Records the page's worker registrations (its own, then workbox-window's) to await them. */
export async function recordRegistrations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const container = navigator.serviceWorker
    const register = container.register.bind(container)
    const calls: Array<Promise<unknown>> = []
    Object.assign(window, { __swRegistrations: calls })
    container.register = (url, options) => {
      const call = register(url, options)
      calls.push(call)
      return call
    }
  })
}

/** Waits until the page's own registration and workbox-window's have settled. */
export async function registrationsDone(page: Page): Promise<void> {
  await page.waitForFunction(
    () => (window as unknown as { __swRegistrations: unknown[] }).__swRegistrations.length >= 2,
  )
  await page.evaluate(async () => {
    await Promise.all((window as unknown as { __swRegistrations: unknown[] }).__swRegistrations)
    // workbox-window dispatches what a registration finds in the task after it settles.
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
}

/** The user pool of the sign-in site (`SIGN_IN_SITE`), as the cognito-local harness saved it. */
export async function signInPool(): Promise<PoolRef> {
  const file = path.resolve(import.meta.dirname, '../..', SIGN_IN_SITE.dataDir, 'pool.json')
  return JSON.parse(await readFile(file, 'utf8')) as PoolRef
}

/**
 * A session's cookies as the sign-in library writes them (its CookieStorage,
 * js-cookie's encoding), for `context.addCookies`: what a signed-in browser sends.
 */
export function sessionCookies(
  origin: string,
  clientId: string,
  username: string,
  tokens: { accessToken: string; idToken?: string; refreshToken?: string },
) {
  const key = `CognitoIdentityServiceProvider.${clientId}`
  const user = encodeURIComponent(username)
  const cookie = (name: string, value: string) => ({
    name,
    value: encodeURIComponent(value),
    url: origin,
    secure: true,
    sameSite: 'Lax' as const,
  })
  return [
    cookie(`${key}.LastAuthUser`, username),
    ...Object.entries(tokens).map(([name, value]) => cookie(`${key}.${user}.${name}`, value)),
  ]
}

/** The platform fonts Chromium drew the element's text with, and how many glyphs each drew. */
export async function fontsOf(page: Page, element: Locator) {
  const session = await page.context().newCDPSession(page)
  await session.send('DOM.enable')
  await session.send('CSS.enable')
  const { root } = await session.send('DOM.getDocument', { depth: -1 })
  const selector = await element.evaluate((node) => {
    node.setAttribute('data-font-probe', '')
    return '[data-font-probe]'
  })
  const { nodeId } = await session.send('DOM.querySelector', { nodeId: root.nodeId, selector })
  const { fonts } = await session.send('CSS.getPlatformFontsForNode', { nodeId })
  await session.detach()
  // So that the next probe on this page finds its own element.
  await element.evaluate((node) => node.removeAttribute('data-font-probe'))
  return fonts
}

/**
 * Follows the page's first link to `href` as a visitor would: a link inside a
 * closed menu group (`<details>` in the header) is reached by opening its group.
 */
export async function followLink(page: Page, href: string): Promise<void> {
  const links = page.locator(`a[href="${href}"]`)
  const shown = links.filter({ visible: true }).first()
  if ((await shown.count()) > 0) return shown.click()
  const hidden = links.first()
  await hidden.locator('xpath=ancestor::details[1]/summary').click()
  await hidden.click()
}
