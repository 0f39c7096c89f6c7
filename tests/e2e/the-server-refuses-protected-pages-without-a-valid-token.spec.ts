import { expect, test } from '@playwright/test'
import { DEMO_USER } from '../../tools/cognito-local/server'
import { passwordSignIn } from '../../tools/cognito-local/admin'
import { SIGN_IN_SITE } from './ports'
import { sessionCookies, signInPool, waitForController, waitForHydration } from './support'

/**
 * Cymbria built with sign-in, served through the edge handler: what the
 * server answers, whatever the page's scripts do. A valid token comes from
 * the user pool on 127.0.0.1 (the demo user, signed in past the screens).
 */
const SITE = SIGN_IN_SITE.origin
const PROTECTED = '/investment-approach/'
const PAGE_DATA = '/page-data/investment-approach/page-data.json'
const SEARCH_FILE = '/pagefind/pagefind-entry.json'
/** A size of the home page's hero image, which no public page shows. */
const IMAGE = '/images/_r/river-light-545658c94518-640.webp'

async function demoAccessToken(): Promise<{ clientId: string; accessToken: string }> {
  const pool = await signInPool()
  const tokens = await passwordSignIn(pool, DEMO_USER.username, DEMO_USER.password)
  return { clientId: pool.clientId, accessToken: tokens.AccessToken }
}

test('without a token, protected pages are sent to sign in and their data and images are refused', async ({
  request,
}) => {
  for (const [wanted, signIn] of [
    [`${PROTECTED}?from=mail&x=%C3%A9`, '/sign-in/'],
    ['/', '/sign-in/'],
    ['/fr/', '/fr/sign-in/'],
    ['/fr/investment-approach/', '/fr/sign-in/'],
  ] as const) {
    const response = await request.get(`${SITE}${wanted}`, { maxRedirects: 0 })
    expect([wanted, response.status()]).toEqual([wanted, 302])
    expect(response.headers().location).toBe(`${signIn}?next=${encodeURIComponent(wanted)}`)
    expect(response.headers()['cache-control']).toBe('private, no-store')
  }
  for (const data of [PAGE_DATA, '/page-data/fr/page-data.json', SEARCH_FILE, IMAGE]) {
    const response = await request.get(`${SITE}${data}`, { maxRedirects: 0 })
    expect([data, response.status()]).toEqual([data, 401])
    expect(response.headers()['cache-control']).toBe('private, no-store')
    expect(response.headers().vary).toContain('cookie')
  }
})

test('legal pages, their data and the 404 page are served to anyone', async ({ request }) => {
  const legal = await request.get(`${SITE}/privacy-notice/`, { maxRedirects: 0 })
  expect(legal.status()).toBe(200)
  expect(await legal.text()).toContain('Privacy notice')
  const legalData = await request.get(`${SITE}/page-data/privacy-notice/page-data.json`)
  expect(legalData.status()).toBe(200)
  const missing = await request.get(`${SITE}/no-such-page/`, { maxRedirects: 0 })
  expect(missing.status()).toBe(404)
  expect(await missing.text()).toContain('<html')
  // The access manifest is the server's: the browser never gets it.
  expect((await request.get(`${SITE}/_auth/access.json`)).status()).toBe(404)
})

test('a browser with no session lands on the sign-in page, which remembers the page', async ({
  page,
}) => {
  await page.goto(`${SITE}${PROTECTED}?from=mail`)
  expect(new URL(page.url()).pathname).toBe('/sign-in/')
  expect(new URL(page.url()).searchParams.get('next')).toBe(`${PROTECTED}?from=mail`)
})

test("with the pool's access token in the sign-in cookies, the protected page, its data and images are served privately", async ({
  page,
  context,
}) => {
  const { clientId, accessToken } = await demoAccessToken()
  await context.addCookies(sessionCookies(SITE, clientId, DEMO_USER.username, { accessToken }))
  const response = await page.goto(`${SITE}${PROTECTED}`)
  expect(response?.status()).toBe(200)
  expect(response?.headers()['cache-control']).toBe('private, no-store')
  await expect(page.locator('h1')).toHaveText('Investment approach')
  for (const data of [PAGE_DATA, SEARCH_FILE, IMAGE]) {
    const answer = await page.request.get(`${SITE}${data}`)
    expect([data, answer.status()]).toEqual([data, 200])
  }
  // The image may stay in this visitor's browser, never in a shared cache.
  const image = await page.request.get(`${SITE}${IMAGE}`)
  expect(image.headers()['cache-control']).toBe('private, max-age=31536000, immutable')
})

test('a token that was tampered with, or is not an access token, is refused', async ({
  request,
}) => {
  const pool = await signInPool()
  const tokens = await passwordSignIn(pool, DEMO_USER.username, DEMO_USER.password)
  const [header, payload, signature] = tokens.AccessToken.split('.')
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >
  const longer = Buffer.from(
    JSON.stringify({ ...claims, exp: Number(claims.exp) + 86_400 }),
  ).toString('base64url')
  for (const [what, token] of [
    ['a later expiry', `${header}.${longer}.${signature}`],
    ['no signature', `${header}.${payload}.`],
    ['an id token', tokens.IdToken],
  ] as const) {
    const cookie = sessionCookies(SITE, pool.clientId, DEMO_USER.username, { accessToken: token })
      .map((c) => `${c.name}=${c.value}`)
      .join('; ')
    const page = await request.get(`${SITE}${PROTECTED}`, { headers: { cookie }, maxRedirects: 0 })
    expect([what, page.status()]).toEqual([what, 302])
    const data = await request.get(`${SITE}${PAGE_DATA}`, { headers: { cookie } })
    expect([what, data.status()]).toEqual([what, 401])
  }
})

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' })

  test('a page the worker cached for a signed-in visitor is not shown once the session is gone', async ({
    page,
    context,
  }) => {
    const { clientId, accessToken } = await demoAccessToken()
    await context.addCookies(sessionCookies(SITE, clientId, DEMO_USER.username, { accessToken }))
    await page.goto(`${SITE}${PROTECTED}`)
    await waitForHydration(page)
    await waitForController(page)
    // Loaded once through the worker, which caches the page and its data.
    await page.reload()
    await waitForHydration(page)
    const cached = (url: string) =>
      page.evaluate(async (u) => (await caches.match(u))?.status ?? 0, url)
    await expect.poll(() => cached(`${SITE}${PAGE_DATA}`)).toBe(200)
    expect(await cached(`${SITE}${PROTECTED}`)).toBe(200)

    await context.clearCookies()
    // Online, the worker passes on the server's answers and keeps none of them.
    const dataStatus = await page.evaluate(async (u) => (await fetch(u)).status, PAGE_DATA)
    expect(dataStatus).toBe(401)
    await page.goto(`${SITE}${PROTECTED}`)
    expect(new URL(page.url()).pathname).toBe('/sign-in/')
  })
})
