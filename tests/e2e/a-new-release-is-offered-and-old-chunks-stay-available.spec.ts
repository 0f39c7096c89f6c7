import { execFileSync } from 'node:child_process'
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import type { Server } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { nodeServer } from '../../tools/preview/node-adapter'
import { siteHandler } from '../../tools/preview/server'
import { waitForHydration } from './support'

test.use({ serviceWorkers: 'allow' })

const PORT = Number(process.env.E2E_PORT ?? 4310) + 8
const ROOT = path.resolve(import.meta.dirname, '../..')
const OUT = path.join(ROOT, '.build', `e2e-release-${PORT}`)
const RELEASE_A = `${OUT}-a`
const HEADING_B = 'Investing with conviction, release B'

let served = RELEASE_A
let server: Server
let contentRoot: string
let buildLog = ''

function build(env: NodeJS.ProcessEnv): string {
  return execFileSync(
    process.execPath,
    ['tools/run.mjs', 'build', '--brand', 'edgepoint', '--out', OUT, '--root', contentRoot],
    { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8' },
  )
}

test.beforeAll(async () => {
  test.setTimeout(240_000)
  // Release A, kept aside as the host served it; then release B built over it, with
  // new content and a setting that changes the client's scripts.
  contentRoot = await mkdtemp(path.join(os.tmpdir(), 'sw-release-'))
  await cp(
    path.join(ROOT, 'content', 'edgepoint'),
    path.join(contentRoot, 'content', 'edgepoint'),
    {
      recursive: true,
    },
  )
  await cp(path.join(ROOT, 'redirects.csv'), path.join(contentRoot, 'redirects.csv'))
  await rm(OUT, { recursive: true, force: true })
  build({})
  await rm(RELEASE_A, { recursive: true, force: true })
  await cp(OUT, RELEASE_A, { recursive: true })
  const home = path.join(contentRoot, 'content', 'edgepoint', 'en', 'pages', 'home.md')
  const text = await readFile(home, 'utf8')
  await writeFile(home, text.replace('heading: Investing with conviction', `heading: ${HEADING_B}`))
  buildLog = build({ ROUTE_CHANGE_EVENT: 'release-b-route-change' })

  server = nodeServer((request) => siteHandler(served)(request))
  await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve))
})

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  await rm(contentRoot, { recursive: true, force: true })
})

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

  served = RELEASE_A
  const base = `http://127.0.0.1:${PORT}`
  // Which assets were a release's own is read from its worker: no bookkeeping file is published.
  for (const release of [RELEASE_A, OUT]) {
    served = release
    expect((await page.request.get(`${base}/.own-assets.json`)).status()).toBe(404)
  }
  served = RELEASE_A
  await page.goto(`${base}/`)
  await waitForHydration(page)
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Investing with conviction')
  const buildA = await page.locator('meta[name="build"]').getAttribute('content')

  // The host now serves release B; the tab still runs A and moves on by client navigation.
  served = OUT
  await page
    .getByRole('main')
    .getByRole('link', { name: 'Our investment approach' })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our investment approach')
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration()
    await registration?.update()
  })

  // That click ended in a full page load (the host's build had changed): the prompt
  // waits for the visitor's first input on this page.
  await page.keyboard.press('Tab')
  const prompt = page
    .getByRole('status')
    .filter({ hasText: 'A new version of this site is available.' })
  await expect(prompt).toBeVisible({ timeout: 15_000 })
  await prompt.getByRole('button', { name: 'Reload' }).click()
  // Accepting reloads the page into release B.
  await expect(page.locator('meta[name="build"]')).not.toHaveAttribute('content', buildA ?? '', {
    timeout: 15_000,
  })
  await expect(prompt).toHaveCount(0)
  await page.goto(`${base}/`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING_B)
  await waitForHydration(page)

  expect(failures).toEqual([])
  expect(warnings).toEqual([])
})
