import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { passwordSignIn } from '../../tools/cognito-local/admin'
import { DEMO_USER } from '../../tools/cognito-local/server'
import { E2E_PORT, SIGN_IN_SITE } from './ports'
import { sessionCookies, signInPool, waitForHydration } from './support'

/**
 * Every page the build makes, one per template and locale, loaded with the
 * server's content security policy enforced: no violation, no console CSP
 * error. The pages are found in the build itself (sitemap and page data; the
 * search, offline and 404 pages of each locale), so a new template is covered
 * without naming it here.
 */
const BRANDS = [
  { brand: 'edgepoint', origin: `http://127.0.0.1:${E2E_PORT}` },
  { brand: 'cymbria', origin: `http://127.0.0.1:${E2E_PORT + 1}` },
] as const

/** Any policy of the site: its directives, strict for scripts. */
function expectStrictPolicy(policy: string | undefined) {
  expect(policy).toBeDefined()
  const directives = new Map(
    (policy ?? '').split(';').map((d) => {
      const [name = '', ...sources] = d.trim().split(/\s+/)
      return [name, sources] as const
    }),
  )
  const scriptSrc = directives.get('script-src') ?? []
  expect(scriptSrc).toContain("'self'")
  expect(scriptSrc.some((s) => s.startsWith("'sha256-"))).toBe(true)
  expect(scriptSrc).not.toContain("'unsafe-inline'")
  expect(scriptSrc).not.toContain("'unsafe-eval'")
  expect(directives.get('style-src') ?? []).not.toContain("'unsafe-inline'")
  expect(directives.get('frame-ancestors')).toEqual(["'none'"])
  expect(directives.get('base-uri')).toEqual(["'self'"])
  expect(directives.get('object-src')).toEqual(["'none'"])
  expect(directives.get('form-action')).toEqual(["'self'"])
  expect(directives.get('worker-src')).toEqual(["'self'"])
}

/**
 * The headers of an answer of the preview server: the policy the build wrote
 * into `_headers` for hosts, less upgrade-insecure-requests, which over plain
 * HTTP would send the page's own requests to an HTTPS server that is not there.
 */
function expectSecurityHeaders(headers: Record<string, string>, hostPolicy: string) {
  expect(hostPolicy).toContain('; upgrade-insecure-requests')
  expect(headers['content-security-policy']).toBe(
    hostPolicy.replace('; upgrade-insecure-requests', ''),
  )
  expectStrictPolicy(headers['content-security-policy'])
  expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains')
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['cross-origin-opener-policy']).toBe('same-origin')
  expect(headers['permissions-policy']).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/)
}

/** The content security policy the build wrote into `_headers` for hosts. */
async function hostPolicy(request: APIRequestContext, origin: string): Promise<string> {
  const headers = await (await request.get(`${origin}/_headers`)).text()
  return /^\/\*\n(?: {2}.*\n)*? {2}content-security-policy: (.*)$/m.exec(headers)?.[1] ?? ''
}

/** Collects every policy violation and console CSP error of the page, across navigations. */
async function watchViolations(page: Page): Promise<string[]> {
  const found: string[] = []
  await page.exposeFunction('__cspViolation', (text: string) => found.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __cspViolation: (t: string) => void }).__cspViolation
      void report(
        `${location.pathname}: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sample})`,
      )
    })
  })
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy|Refused to/i.test(m.text()))
      found.push(`${page.url()}: ${m.text()}`)
  })
  return found
}

interface Found {
  path: string
  label: string
  status?: number
}

/** One page per template and locale of a built site, its 404 and offline pages, and a redirect stub. */
async function pagesOf(request: APIRequestContext, origin: string): Promise<Found[]> {
  const sitemap = await (await request.get(`${origin}/sitemap.xml`)).text()
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1] ?? '').pathname,
  )
  const seen = new Map<string, Found>()
  for (const path of paths) {
    const dataPath = path === '/' ? 'index' : path.slice(1, -1)
    const response = await request.get(`${origin}/page-data/${dataPath}/page-data.json`)
    if (!response.ok()) continue
    const { result } = (await response.json()) as { result: { template: string; locale: string } }
    const key = `${result.template} ${result.locale}`
    if (!seen.has(key)) seen.set(key, { path, label: key })
  }
  const found = [...seen.values()]
  for (const prefix of new Set(found.map((f) => f.path.match(/^\/(fr|cn)\//)?.[0] ?? '/'))) {
    found.push({ path: `${prefix}no-such-page/`, label: `not-found ${prefix}`, status: 404 })
    found.push({ path: `${prefix}offline.html`, label: `offline ${prefix}` })
    // Search pages are left out of the sitemap (noindex).
    found.push({ path: `${prefix}search/`, label: `search ${prefix}` })
  }
  const redirects = (await (
    await request.get(`${origin}/page-data/redirects.json`)
  )
    .json()
    .catch(() => [])) as Array<{ fromPath: string }>
  const stub = redirects.find((r) => r.fromPath.endsWith('/'))
  if (stub) found.push({ path: stub.fromPath, label: 'redirect stub' })
  return found
}

for (const { brand, origin } of BRANDS) {
  test(`${brand}: every template in every locale, search and a client-side navigation run under the strict policy`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000)
    const violations = await watchViolations(page)
    const pages = await pagesOf(request, origin)
    const policy = await hostPolicy(request, origin)
    const templates = new Set(pages.map((p) => p.label.split(' ')[0]))
    expect(templates).toContain('home')
    expect(templates).toContain('search')
    expect(templates).toContain('not-found')
    for (const { path, label, status } of pages) {
      const response = await page.goto(`${origin}${path}`)
      expect([label, response?.status()]).toEqual([label, status ?? 200])
      // The stub's answer is the page it sends the browser on to.
      if (label !== 'redirect stub') expectSecurityHeaders(response?.headers() ?? {}, policy)
      if (!path.endsWith('.html') && label !== 'redirect stub') await waitForHydration(page)
    }
    // Search runs Pagefind's WebAssembly; then one navigation inside the app.
    const search = pages.find((p) => p.label.startsWith('search '))?.path ?? '/search/'
    await page.goto(`${origin}${search}?q=portfolio`)
    await waitForHydration(page)
    await expect(page.locator('.search-status')).toContainText(/\d/)
    await page.goto(`${origin}/`)
    await waitForHydration(page)
    const link = page.locator('main a[href^="/"]').first()
    const href = await link.getAttribute('href')
    await link.click()
    await expect(page).toHaveURL(`${origin}${href}`)
    await waitForHydration(page)
    expect(violations).toEqual([])
  })
}

test('the sign-in site: the sign-in page, and the account page with a session, run under the strict policy', async ({
  page,
  context,
  request,
}) => {
  const site = SIGN_IN_SITE.origin
  const policy = await hostPolicy(request, site)
  const violations = await watchViolations(page)
  for (const path of ['/sign-in/', '/fr/sign-in/']) {
    const response = await page.goto(`${site}${path}`)
    expect(response?.status()).toBe(200)
    const headers = response?.headers() ?? {}
    expectSecurityHeaders(headers, policy)
    // The user pool's endpoint is the one third party the page talks to.
    const pool = await signInPool()
    expect(headers['content-security-policy']).toMatch(
      new RegExp(`connect-src 'self' ${new URL(pool.endpoint).origin.replace(/\./g, '\\.')}`),
    )
    await waitForHydration(page)
  }
  const pool = await signInPool()
  const tokens = await passwordSignIn(pool, DEMO_USER.username, DEMO_USER.password)
  await context.addCookies(
    sessionCookies(site, pool.clientId, DEMO_USER.username, {
      accessToken: tokens.AccessToken,
      idToken: tokens.IdToken,
      refreshToken: tokens.RefreshToken,
    }),
  )
  for (const path of ['/account/', '/']) {
    const response = await page.goto(`${site}${path}`)
    expect([path, response?.status()]).toEqual([path, 200])
    expectSecurityHeaders(response?.headers() ?? {}, policy)
    await waitForHydration(page)
  }
  await expect(page.getByText(DEMO_USER.username).first()).toBeVisible()
  expect(violations).toEqual([])
})
