import { existsSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import {
  fillArticle,
  gitIn,
  openEditor,
  scratchRepository,
  startTool,
  type Server,
} from './cms-support'
import { CMS_PORTS } from './ports'

/** A save goes through the back end (git commits and branches in the workflow) and Decap reloads the entry: slow on a busy machine. */
const SAVED_MS = 30_000

/**
 * The editorial workflow on the local git back end (`npm run cms -- --workflow`):
 * an entry lives on its own branch with a status until it is published, which
 * merges it; on GitHub the same steps are a pull request and its labels.
 */
const ORIGIN = `http://127.0.0.1:${CMS_PORTS.workflow}`
const BRANCH = 'cms/edgepoint-article/reviewed-article'
const FILE = 'content/edgepoint/articles/en/reviewed-article.md'

let repo: Awaited<ReturnType<typeof scratchRepository>>
let cms: Server

test.describe.configure({ timeout: 120_000 })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  repo = await scratchRepository()
  cms = await startTool(
    [
      'cms',
      '--workflow',
      '--no-preview',
      '--port',
      String(CMS_PORTS.workflow),
      '--content-root',
      repo.root,
    ],
    /Content editor on/,
  )
})

test.afterAll(async () => {
  await cms?.stop()
  await repo?.remove()
})

const status = () => gitIn(repo.root, 'config', `branch.${BRANCH}.description`).trim()

test('an entry moves from draft to in review to ready on its own branch, and publishing merges it', async ({
  page,
}) => {
  await openEditor(page, ORIGIN, '/collections/edgepoint-article/new')
  await fillArticle(page, {
    id: 'reviewed-article',
    title: 'Reviewed before publishing',
    description: 'An article compliance approves before it is merged.',
    slug: 'reviewed-before-publishing',
    category: 'news',
  })
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Status: Draft')).toBeVisible({ timeout: SAVED_MS })

  // Saved on its branch only: the published content is untouched.
  expect(gitIn(repo.root, 'branch', '--list', BRANCH)).toContain(BRANCH)
  expect(status()).toBe('decap-cms/draft')
  expect(gitIn(repo.root, 'diff', '--name-only', `main...${BRANCH}`).trim()).toBe(FILE)
  expect(
    gitIn(repo.root, 'ls-tree', '--name-only', '-r', 'main', 'content/edgepoint/articles/en'),
  ).not.toContain('reviewed-article.md')

  for (const [label, value] of [
    ['In review', 'decap-cms/pending_review'],
    ['Ready', 'decap-cms/pending_publish'],
  ] as const) {
    await page.getByRole('button', { name: /^Status:/ }).click()
    await page.getByRole('menuitem', { name: label }).click()
    await expect(page.getByText(`Status: ${label}`)).toBeVisible({ timeout: SAVED_MS })
    await expect.poll(status, { timeout: SAVED_MS }).toBe(value)
  }

  // The workflow board: one column per status, headed by the status's name.
  await page.goto(`${ORIGIN}/admin/#/workflow`)
  const column = (status: string) => page.locator(`div:has(> h2[name="${status}"])`)
  await expect(column('pending_publish')).toContainText('Reviewed before publishing', {
    timeout: SAVED_MS,
  })
  await expect(column('draft')).not.toContainText('Reviewed before publishing')

  await page.goto(`${ORIGIN}/admin/#/collections/edgepoint-article/entries/reviewed-article`)
  // Decap asks "Are you sure you want to publish this entry?".
  page.once('dialog', (dialog) => void dialog.accept())
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await page.getByText('Publish now').click()
  await expect
    .poll(() => gitIn(repo.root, 'branch', '--list', BRANCH).trim(), { timeout: SAVED_MS })
    .toBe('')
  expect(
    gitIn(repo.root, 'ls-tree', '--name-only', '-r', 'main', 'content/edgepoint/articles/en'),
  ).toContain('reviewed-article.md')
  expect(existsSync(path.join(repo.root, FILE))).toBe(true)
})
