import { spawn, type ChildProcess } from 'node:child_process'
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { DEV_SERVER_PORT } from './ports'
import { LOCALE_HOMES, waitForHydration, watchErrors } from './support'

/**
 * `npm run dev` against a copy of the content: the spec starts its own dev
 * server (on a port of its own, besides the preview servers of the config),
 * edits the copy, and never the project's content.
 */
const PORT = Number(process.env.DEV_E2E_PORT ?? DEV_SERVER_PORT)
const ORIGIN = `http://127.0.0.1:${PORT}`
const PROJECT = path.resolve(import.meta.dirname, '../..')
/** Vite compiles the modules as the browser asks for them: the first hydration can take a while. */
const HYDRATION_MS = 30_000
const PAGE = '/investment-approach/'
const PAGE_FILE = 'content/edgepoint/pages/en/investment-approach.md'

let contentRoot: string
let server: ChildProcess | undefined
let output = ''

async function untilServing(): Promise<void> {
  for (;;) {
    if (server?.exitCode !== null) throw new Error(`the dev server stopped:\n${output}`)
    const response = await fetch(`${ORIGIN}/`).catch(() => undefined)
    if (response?.ok) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

test.describe.configure({ mode: 'serial', timeout: 60_000 })

test.beforeAll(async () => {
  test.setTimeout(240_000)
  contentRoot = await mkdtemp(path.join(tmpdir(), 'dev-server-content-'))
  await cp(path.join(PROJECT, 'content'), path.join(contentRoot, 'content'), { recursive: true })
  await cp(path.join(PROJECT, 'redirects.csv'), path.join(contentRoot, 'redirects.csv'))
  server = spawn(
    process.execPath,
    [
      'tools/run.mjs',
      'dev',
      '--brand',
      'edgepoint',
      '--port',
      String(PORT),
      '--content-root',
      contentRoot,
    ],
    { cwd: PROJECT, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  await untilServing()
})

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve))
    server.kill('SIGTERM')
    await exited
  }
  await rm(contentRoot, { recursive: true, force: true })
})

const pageFile = () => path.join(contentRoot, PAGE_FILE)

test('a saved Markdown edit shows in the open page without a manual reload, and the page hydrates again', async ({
  page,
}) => {
  const errors = watchErrors(page)
  await page.goto(`${ORIGIN}${PAGE}`)
  await waitForHydration(page, HYDRATION_MS)
  const added = 'This paragraph was written while the page was open.'
  const original = await readFile(pageFile(), 'utf8')
  await writeFile(pageFile(), `${original.trimEnd()}\n\n${added}\n`)
  await expect(page.getByText(added)).toBeVisible({ timeout: 30_000 })
  await waitForHydration(page, HYDRATION_MS)
  await writeFile(pageFile(), original)
  await expect(page.getByText(added)).toHaveCount(0, { timeout: 30_000 })
  expect(errors).toEqual([])
})

test('bad front matter shows each problem with its file and line, and the fixed page comes back by itself', async ({
  page,
}) => {
  await page.goto(`${ORIGIN}${PAGE}`)
  await waitForHydration(page, HYDRATION_MS)
  const original = await readFile(pageFile(), 'utf8')
  const lines = original.split('\n')
  const titleIndex = lines.findIndex((l) => l.startsWith('title: '))
  expect(titleIndex).toBeGreaterThan(0)
  const title = lines[titleIndex]?.slice('title: '.length) ?? ''
  // A misspelt field, on the line after the title (lines count from 1).
  const badLine = titleIndex + 2
  lines.splice(titleIndex + 1, 0, 'publishd: 2024-01-01')
  await writeFile(pageFile(), lines.join('\n'))

  const problems = page.locator('#dev-error')
  await expect(problems).toContainText(`${PAGE_FILE}:${badLine}`, { timeout: 30_000 })
  await expect(problems).toContainText('publishd: unknown field')
  // Every page request is answered with the problems, and an error status.
  const response = await page.request.get(`${ORIGIN}/fr/`)
  expect(response.status()).toBe(500)
  expect(await response.text()).toContain(`${PAGE_FILE}:${badLine}`)

  await writeFile(pageFile(), original)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 30_000 })
  await expect(problems).toHaveCount(0)
  await waitForHydration(page, HYDRATION_MS)
})

for (const home of LOCALE_HOMES) {
  test(`${home.path} renders, hydrates and navigates on the client in the dev server`, async ({
    page,
  }) => {
    const errors = watchErrors(page)
    await page.goto(`${ORIGIN}${home.path}`)
    await expect(page.locator('html')).toHaveAttribute('lang', home.lang)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.title)
    await waitForHydration(page, HYDRATION_MS)
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    const pageData = page.waitForResponse((r) => r.url().includes('/page-data/') && r.ok())
    await page.getByRole('main').getByRole('link', { name: home.link }).first().click()
    await expect(page).toHaveURL(`${ORIGIN}${home.next}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.nextTitle)
    await pageData
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
    expect(errors).toEqual([])
  })
}

test("an unknown path answers 404 with its locale's not-found page, which hydrates", async ({
  page,
}) => {
  const response = await page.goto(`${ORIGIN}/fr/anything-unknown/`)
  expect(response?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable')
  await waitForHydration(page, HYDRATION_MS)
})
