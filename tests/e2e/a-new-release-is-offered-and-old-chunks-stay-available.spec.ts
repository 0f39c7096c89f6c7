import { readFile, readdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { siteHandler } from '../../tools/preview/server'
import { buildTwoReleases, listen, PROJECT_ROOT } from './releases'
import {
  recordRegistrations,
  registrationsDone,
  waitForController,
  waitForHydration,
  watchErrors,
} from './support'

test.use({ serviceWorkers: 'allow' })
// One server and its served folder for the whole file: its tests take turns.
test.describe.configure({ mode: 'default' })

const PORT = Number(process.env.E2E_PORT ?? 4310) + 8
const OUT = path.join(PROJECT_ROOT, '.build', `e2e-release-${PORT}`)
const RELEASE_A = `${OUT}-a`
const HEADING_B = 'Investing with conviction, release B'
const UPDATE_PROMPT = 'A new version of this site is available.'

let served = RELEASE_A
type Serve = (request: Request) => Promise<Response>
/** What the host does with a request: serve it from the folder, or fail as a host receiving a release might. */
let host: (request: Request, serve: Serve) => Promise<Response> = (request, serve) => serve(request)
let stopServer: () => Promise<void>
let contentRoot: string
let buildLog = ''

test.beforeAll(async () => {
  test.setTimeout(240_000)
  // Release B has new content and a setting that changes the client's scripts.
  const releases = await buildTwoReleases({
    out: OUT,
    releaseA: RELEASE_A,
    changeForB: async (content) => {
      const home = path.join(content, 'pages', 'en', 'home.md')
      const text = await readFile(home, 'utf8')
      await writeFile(
        home,
        text.replace('heading: Investing with conviction', `heading: ${HEADING_B}`),
      )
    },
    envB: { ROUTE_CHANGE_EVENT: 'release-b-route-change' },
  })
  contentRoot = releases.contentRoot
  buildLog = releases.logB
  stopServer = await listen(PORT, (request) => host(request, (r) => siteHandler(served)(r)))
})

test.beforeEach(() => {
  served = RELEASE_A
  host = (request, serve) => serve(request)
})

test.afterAll(async () => {
  await stopServer()
  await rm(contentRoot, { recursive: true, force: true })
})

const base = `http://127.0.0.1:${PORT}`
const pathOf = (request: Request) => new URL(request.url).pathname
const unavailable = () => new Response('unavailable', { status: 503 })

/** The script files of a built page that the release before it did not have. */
async function newScriptsOf(release: string, page: string, previous: string): Promise<string[]> {
  const html = await readFile(path.join(release, page, 'index.html'), 'utf8')
  const preloads = /data-modulepreload="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? []
  const old = new Set(await readdir(path.join(previous, 'assets')))
  return preloads.filter((file) => !old.has(path.basename(file)))
}

/** The site's own assets (not the previous release's it keeps) as the worker of a release precaches them. */
async function ownAssetsOf(release: string, previous: string): Promise<string[]> {
  const old = new Set(await readdir(path.join(previous, 'assets')))
  const files = await readdir(path.join(release, 'assets'))
  return files.filter((file) => !old.has(file)).map((file) => `/assets/${file}`)
}

/** Opens the home page on release A, controlled by its worker; gives A's build name. */
async function openOnReleaseA(page: Page): Promise<string | null> {
  await recordRegistrations(page)
  await page.goto(`${base}/`)
  await waitForHydration(page)
  await waitForController(page)
  await registrationsDone(page)
  return page.locator('meta[name="build"]').getAttribute('content')
}

/** Asks the browser to look for a new worker now (a failed install rejects: the tests look at what follows). */
async function checkForUpdate(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration()
    await registration?.update().catch(() => undefined)
  })
}

async function waitingWorker(page: Page): Promise<unknown> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration()
    return registration?.waiting ?? null
  })
}

/** Waits until the page shown is one the worker reloaded (the page it replaced may have hydrated first). */
async function waitForWorkerReload(page: Page, timeout: number): Promise<void> {
  await page.waitForFunction(
    () => performance.getEntriesByType('navigation').some((e) => e.toJSON().type === 'reload'),
    null,
    { timeout },
  )
  await waitForHydration(page)
}

test('an open tab is offered the new release, shows it on reload and never misses a chunk', async ({
  page,
}) => {
  expect(buildLog).toMatch(/kept \d+ \/assets\/ files of the previous build/)
  const failures: string[] = []
  const warnings: string[] = []
  // A reload cancels what the page was still loading (net::ERR_ABORTED): not a
  // missing chunk, which answers 404 or fails otherwise.
  page.on('requestfailed', (r) => {
    const error = r.failure()?.errorText
    if (error !== 'net::ERR_ABORTED') failures.push(`${r.url()} ${error}`)
  })
  page.on('response', (r) => {
    if (new URL(r.url()).pathname.startsWith('/assets/') && r.status() >= 400)
      failures.push(`${r.url()} ${r.status()}`)
  })
  page.on('console', (m) => {
    if (m.text().includes('preloadResponse')) warnings.push(m.text())
  })

  const errors = watchErrors(page)
  // Which assets were a release's own is read from its worker: no bookkeeping file is published.
  for (const release of [RELEASE_A, OUT]) {
    served = release
    expect((await page.request.get(`${base}/.own-assets.json`)).status()).toBe(404)
  }
  served = RELEASE_A
  const buildA = await openOnReleaseA(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Investing with conviction')

  // The host now serves release B. The tab moves on: the next page's data is B's, so
  // the page is loaded in full (B's HTML, under A's worker).
  served = OUT
  await page
    .getByRole('main')
    .getByRole('link', { name: 'Our investment approach' })
    .first()
    .click()
  await expect(page.locator('meta[name="build"]')).not.toHaveAttribute('content', buildA ?? '')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our investment approach')
  await checkForUpdate(page)

  // The prompt waits for the visitor's first input on this page.
  const prompt = page.getByRole('status').filter({ hasText: UPDATE_PROMPT })
  await expect(async () => {
    await page.keyboard.press('Tab')
    await expect(prompt).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 15_000 })
  await prompt.getByRole('button', { name: 'Reload' }).click()
  // Accepting makes B's worker take over and reloads the page under it.
  await waitForWorkerReload(page, 15_000)
  await expect(prompt).toHaveCount(0)
  expect(await waitingWorker(page)).toBeNull()
  await page.goto(`${base}/`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING_B)
  await waitForHydration(page)

  expect(failures).toEqual([])
  expect(warnings).toEqual([])
  // The worker it replaced had been active: its end is no error.
  expect(errors.filter((e) => e.includes('redundant'))).toEqual([])
})

test('a tab whose next page cannot load its scripts takes the new release at once, without asking', async ({
  page,
}) => {
  const buildA = await openOnReleaseA(page)
  // The host now serves release B, and the page's own loads of the next page's new
  // scripts fail (an edge that has not got them yet); the worker's fetches pass. B's
  // worker reaches the browser after those failures: had it come first, the browser
  // would have let it take over on the navigation and no page would have failed.
  served = OUT
  const scripts = new Set(await newScriptsOf(OUT, 'investment-approach', RELEASE_A))
  expect(scripts.size).toBeGreaterThan(0)
  const failed: string[] = []
  let pageFailed = () => {}
  const afterPageFailed = new Promise<void>((resolve) => (pageFailed = resolve))
  host = async (request, serve) => {
    const file = pathOf(request)
    if (file === '/sw.js') await afterPageFailed
    if (scripts.has(file) && request.headers.get('sec-fetch-dest') === 'script') {
      failed.push(file)
      pageFailed()
      return unavailable()
    }
    return serve(request)
  }

  // The build changed, so the click is a full load of B's page, which cannot render;
  // B's worker then installs and takes over at once, and the reload renders the page.
  await page
    .getByRole('main')
    .getByRole('link', { name: 'Our investment approach' })
    .first()
    .click()
  // Only the worker's reload renders the page, not the tab's first page being replaced.
  await waitForWorkerReload(page, 20_000)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our investment approach')
  await expect(page.locator('meta[name="build"]')).not.toHaveAttribute('content', buildA ?? '')
  expect(failed.length).toBeGreaterThan(0)
  await page.keyboard.press('Tab')
  await expect(page.getByRole('status').filter({ hasText: UPDATE_PROMPT })).toHaveCount(0)
})

test('an update whose worker cannot install is logged as redundant, and the tab stays on its release', async ({
  page,
}) => {
  const errors = watchErrors(page)
  const buildA = await openOnReleaseA(page)
  served = OUT
  const assets = new Set(await ownAssetsOf(OUT, RELEASE_A))
  host = async (request, serve) => (assets.has(pathOf(request)) ? unavailable() : serve(request))

  await checkForUpdate(page)
  await expect.poll(() => errors).toContain('Installing service worker became redundant')
  // The first visit's offline notice shows at this input; no update is offered.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('status').filter({ hasText: UPDATE_PROMPT })).toHaveCount(0)
  expect(await waitingWorker(page)).toBeNull()
  await expect(page.locator('meta[name="build"]')).toHaveAttribute('content', buildA ?? '')
})
