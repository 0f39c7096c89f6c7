import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import type { Redirect } from '../../src/redirects/lookup'
import {
  filesChangedIn,
  PROJECT,
  choose,
  field,
  fillArticle,
  gitIn,
  openEditor,
  publish,
  runTool,
  scratchRepository,
  startTool,
  type Server,
} from './cms-support'
import { CMS_PORTS } from './ports'

/** A save goes through the back end (git commits and branches in the workflow) and Decap reloads the entry: slow on a busy machine. */
const SAVED_MS = 30_000

/**
 * What an editor does in the CMS (`npm run cms`, Decap CMS on the local back
 * end), against a scratch repository: the files it writes, and what the
 * build makes of them.
 */
const ORIGIN = `http://127.0.0.1:${CMS_PORTS.simple}`
const ARTICLES = 'content/edgepoint/articles'

let repo: Awaited<ReturnType<typeof scratchRepository>>
let cms: Server

test.describe.configure({ mode: 'serial', timeout: 120_000 })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  repo = await scratchRepository()
  cms = await startTool(
    ['cms', '--no-preview', '--port', String(CMS_PORTS.simple), '--content-root', repo.root],
    /Content editor on/,
  )
})

test.afterAll(async () => {
  await cms?.stop()
  await repo?.remove()
})

/** The redirect table a build serves (`page-data/redirects.json`). */
function builtRedirects(dist: string): Redirect[] {
  const rows: Redirect[] = JSON.parse(
    readFileSync(path.join(dist, 'page-data/redirects.json'), 'utf8'),
  )
  return rows
}

/** A row the build derives from the content: temporary, case-insensitive, followed in the browser. */
const derivedRow = (fromPath: string, toPath: string): Redirect => ({
  fromPath,
  toPath,
  isPermanent: false,
  ignoreCase: true,
  redirectInBrowser: true,
})

const changedFiles = () => filesChangedIn(repo.root)

test('an editor writes an English article with an image, adds the French translation, and the build links them', async ({
  page,
}) => {
  await openEditor(page, ORIGIN, '/collections/edgepoint-article/new')
  await fillArticle(page, {
    id: 'cms-written-article',
    title: 'Written in the CMS',
    description: 'An article an editor wrote and translated in the CMS.',
    slug: 'written-in-the-cms',
    category: 'news',
  })
  await page.getByText('Choose an image').first().click()
  await page.locator('input[type=file]').setInputFiles({
    name: 'cms-chart.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 18"><rect width="32" height="18" fill="#0b3954"/></svg>',
    ),
  })
  await page.getByRole('button', { name: 'Choose selected' }).click()
  await field(page, /^Text alternative/).fill('A dark blue rectangle')
  await field(page, /^Text alternative/, 1).fill('Un rectangle bleu foncé')
  await field(page, /^Slug/, 1).fill('ecrit-dans-le-cms')
  await field(page, 'Title', 1).fill('Écrit dans le CMS')
  await field(page, 'Description', 1).fill('Un article rédigé et traduit dans le CMS.')
  await publish(page)
  await expect(page.getByText(/Entry (saved|published)/)).toBeVisible({ timeout: SAVED_MS })

  await expect
    .poll(changedFiles, { timeout: SAVED_MS })
    .toEqual([
      `${ARTICLES}/en/cms-written-article.md`,
      `${ARTICLES}/fr/cms-written-article.md`,
      'content/edgepoint/static/images/articles/cms-chart.svg',
    ])
  const french = readFileSync(path.join(repo.root, ARTICLES, 'fr/cms-written-article.md'), 'utf8')
  expect(french).toContain('id: cms-written-article\n')
  expect(french).toContain('slug: ecrit-dans-le-cms\n')
  // Taken from English: the date, the category and the image file.
  expect(french).toContain('date: 2025-06-30\n')
  expect(french).toContain('src: /images/articles/cms-chart.svg')
  expect(french).toContain('alt: Un rectangle bleu foncé')

  const check = await runTool(['content', 'check'], repo.root)
  expect(check.output).toContain('no problem')
  expect(check.code).toBe(0)
  // The redirect rows a translation with a slug of its own needs (/fr/article/written-in-the-cms/
  // -> its French slug...) are derived by the build from the content: no other step.
  const dist = path.join(repo.root, 'dist')
  const build = await runTool(['build', '--root', repo.root, '--out', dist, '--no-precompress'])
  expect(build.code, build.output).toBe(0)
  expect(builtRedirects(dist)).toContainEqual(
    derivedRow('/fr/article/written-in-the-cms/', '/fr/article/ecrit-dans-le-cms/'),
  )
  const site = await startTool(
    ['preview', '--dir', dist, '--port', String(CMS_PORTS.site), '--strict-port'],
    /127\.0\.0\.1/,
  )
  try {
    await page.goto(`http://127.0.0.1:${CMS_PORTS.site}/article/written-in-the-cms/`)
    await expect(page.locator('h1')).toHaveText('Written in the CMS')
    await expect(page.locator('link[rel=alternate][hreflang="fr-CA"]')).toHaveAttribute(
      'href',
      /\/fr\/article\/ecrit-dans-le-cms\/$/,
    )
    await page.getByRole('link', { name: 'Français' }).click()
    await expect(page).toHaveURL(/\/fr\/article\/ecrit-dans-le-cms\/$/)
    await expect(page.locator('h1')).toHaveText('Écrit dans le CMS')
    await expect(page.locator('link[rel=alternate][hreflang="en-CA"]')).toHaveAttribute(
      'href',
      /\/article\/written-in-the-cms\/$/,
    )
  } finally {
    await site.stop()
  }
})

test('an English-only article saved in the editor builds with no other step, its Chinese path redirected to it', async ({
  page,
}) => {
  await openEditor(page, ORIGIN, '/collections/edgepoint-article/new')
  await fillArticle(page, {
    id: 'english-only-article',
    title: 'Only in English',
    description: 'An article with no translation, built as it was saved.',
    slug: 'only-in-english',
    category: 'news',
  })
  await publish(page)
  await expect(page.getByText(/Entry (saved|published)/)).toBeVisible({ timeout: SAVED_MS })
  const english = path.join(repo.root, ARTICLES, 'en/english-only-article.md')
  await expect.poll(() => existsSync(english), { timeout: SAVED_MS }).toBe(true)
  expect(existsSync(path.join(repo.root, ARTICLES, 'cn/english-only-article.md'))).toBe(false)

  const dist = path.join(repo.root, 'dist-english-only')
  const build = await runTool(['build', '--root', repo.root, '--out', dist, '--no-precompress'])
  expect(build.code, build.output).toBe(0)
  // Nobody wrote a redirect row: the table is as it was committed.
  expect(gitIn(repo.root, 'status', '--porcelain', '--', 'redirects.csv')).toBe('')
  expect(readFileSync(path.join(dist, '_redirects'), 'utf8').split('\n')).toContain(
    '/cn/article/only-in-english/ /article/only-in-english/ 302',
  )
  expect(builtRedirects(dist)).toContainEqual(
    derivedRow('/cn/article/only-in-english/', '/article/only-in-english/'),
  )
})

test('a missing title, a description over 300 characters and a malformed slug are refused, and nothing is written', async ({
  page,
}) => {
  const before = changedFiles()
  await openEditor(page, ORIGIN, '/collections/edgepoint-article/new')
  await fillArticle(page, {
    id: 'refused-article',
    description: 'x'.repeat(301),
    slug: 'not a slug/',
    category: 'news',
  })
  await publish(page)
  await expect(page.getByText('keep the description under 300 characters').first()).toBeVisible({
    timeout: SAVED_MS,
  })
  await expect(page.getByText(/use letters, digits and hyphens/).first()).toBeVisible({
    timeout: SAVED_MS,
  })
  await expect(page.getByText(/Title is required/i).first()).toBeVisible({ timeout: SAVED_MS })
  expect(changedFiles()).toEqual(before)
  expect(existsSync(path.join(repo.root, ARTICLES, 'en/refused-article.md'))).toBe(false)
})

test('a rule the form cannot express (a quarterly slug) is refused on save with the build’s own message', async ({
  page,
}) => {
  const before = changedFiles()
  await openEditor(page, ORIGIN, '/collections/edgepoint-article/new')
  await fillArticle(page, {
    id: 'q9-commentary',
    title: 'A commentary',
    description: 'A commentary whose slug is not a quarterly one.',
    slug: 'not-quarterly',
    category: 'commentary',
  })
  await choose(page, /^Series/, 'credit')
  await publish(page)
  await expect(page.getByText(/a quarterly commentary slug follows Qn-YYYY/).first()).toBeVisible({
    timeout: SAVED_MS,
  })
  expect(changedFiles()).toEqual(before)
})

test('editing a commentary changes that file alone, and only the edited line', async ({ page }) => {
  gitIn(repo.root, 'add', '--all')
  gitIn(repo.root, 'commit', '--quiet', '-m', 'what the earlier tests wrote')
  await openEditor(page, ORIGIN, '/collections/edgepoint-article/entries/Q1-2024-credit-commentary')
  const title = field(page, 'Title')
  await expect(title).toHaveValue('Q1 2024 credit commentary', { timeout: SAVED_MS })
  await title.fill('Q1 2024 credit commentary: calm markets')
  await publish(page)
  await expect(page.getByText(/Entry (saved|published)/)).toBeVisible({ timeout: SAVED_MS })
  await expect
    .poll(changedFiles, { timeout: SAVED_MS })
    .toEqual([`${ARTICLES}/en/Q1-2024-credit-commentary.md`])
  const diff = gitIn(repo.root, 'diff', '--unified=0', '--no-color')
    .split('\n')
    .filter((l) => /^[-+][^-+]/.test(l))
  expect(diff).toEqual([
    '-title: Q1 2024 credit commentary',
    "+title: 'Q1 2024 credit commentary: calm markets'",
  ])
  expect(readdirSync(path.join(repo.root, ARTICLES, 'cn'))).not.toContain(
    'Q1-2024-credit-commentary.md',
  )
  expect(PROJECT).not.toBe(repo.root)
})
