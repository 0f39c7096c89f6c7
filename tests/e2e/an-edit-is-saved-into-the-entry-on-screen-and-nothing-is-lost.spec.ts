import { readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import {
  filesChangedIn,
  field,
  fillArticle,
  gitIn,
  openEditor,
  publish,
  scratchRepository,
  startTool,
  type Server,
} from './cms-support'
import { CMS_PORTS } from './ports'

/** A save goes through the back end and Decap reloads the entry: slow on a busy machine. */
const SAVED_MS = 30_000

/**
 * What an editor moving between entries, leaving them, and saving what the
 * build would refuse can lose or misplace in the CMS (`npm run cms`), against
 * a scratch repository: every save lands in the file of the entry on screen,
 * and a refused one writes nothing and keeps what was typed.
 */
const ORIGIN = `http://127.0.0.1:${CMS_PORTS.saves}`
const ARTICLES = 'content/edgepoint/articles'
const entry = (slug: string) => `/collections/edgepoint-article/entries/${slug}`

let repo: Awaited<ReturnType<typeof scratchRepository>>
let cms: Server

test.describe.configure({ mode: 'serial', timeout: 120_000 })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  repo = await scratchRepository()
  // An English article with authors and portfolios that nobody has translated yet.
  rmSync(path.join(repo.root, ARTICLES, 'fr/2024-annual-partner-meeting.md'))
  gitIn(repo.root, 'commit', '--quiet', '--all', '-m', 'untranslated')
  cms = await startTool(
    ['cms', '--no-preview', '--port', String(CMS_PORTS.saves), '--content-root', repo.root],
    /Content editor on/,
  )
})

test.afterAll(async () => {
  await cms?.stop()
  await repo?.remove()
})

/** The files the spec's saves changed since the last commit, which each test makes. */
const changedFiles = () => filesChangedIn(repo.root)
const commitAll = () => {
  gitIn(repo.root, 'add', '--all')
  gitIn(repo.root, 'commit', '--quiet', '--allow-empty', '-m', 'saved')
}

/** Every dialog the page opens, answered as `answer` says. */
function dialogs(page: Page, answer: 'accept' | 'dismiss' = 'accept'): string[] {
  const seen: string[] = []
  page.on('dialog', async (dialog) => {
    seen.push(`${dialog.type()}: ${dialog.message()}`)
    await (answer === 'accept' ? dialog.accept() : dialog.dismiss())
  })
  return seen
}

/** What typing an address in the address bar does to the editor's page: the hash changes. */
const typeAddress = (page: Page, hash: string) =>
  page.evaluate((to) => (location.hash = to), `#${hash}`)

const title = (page: Page) => field(page, 'Title')

interface Caret {
  text: string
  offset: number
}

/**
 * Where the caret rests once the body's editor has taken it: the same text
 * and offset twice, 250 ms apart. The editor reads a click's selection late
 * (throttled) and puts the caret back there, so a key pressed before that
 * lands where the click was.
 */
async function caretSettled(page: Page): Promise<Caret> {
  const caret = () =>
    page.evaluate((): Caret => {
      const selection = getSelection()
      return { text: selection?.focusNode?.textContent ?? '', offset: selection?.focusOffset ?? -1 }
    })
  let last: Caret | undefined
  let settled: Caret = { text: '', offset: -1 }
  await expect
    .poll(
      async () => {
        const now = await caret()
        const same = last?.text === now.text && last.offset === now.offset
        last = now
        if (same) settled = now
        return same
      },
      { timeout: SAVED_MS, intervals: [250] },
    )
    .toBe(true)
  return settled
}

/** Selects a field's text and types over it, as a person does. */
async function retype(page: Page, label: RegExp, text: string): Promise<void> {
  await field(page, label).click()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type(text)
}

test.beforeEach(commitAll)

test('typing another entry’s address opens that entry, and its edit changes its file alone', async ({
  page,
}) => {
  dialogs(page)
  await openEditor(page, ORIGIN, entry('Q1-2024-credit-commentary'))
  await expect(title(page)).toHaveValue('Q1 2024 credit commentary', { timeout: SAVED_MS })
  await typeAddress(page, entry('Q2-2024-credit-commentary'))
  await expect(title(page)).toHaveValue('Q2 2024 credit commentary', { timeout: SAVED_MS })
  await title(page).fill('Q2 2024 credit commentary: spreads')
  await publish(page)
  await expect(page.getByText(/Entry (saved|published)/)).toBeVisible({ timeout: SAVED_MS })
  await expect
    .poll(changedFiles, { timeout: SAVED_MS })
    .toEqual([`${ARTICLES}/en/Q2-2024-credit-commentary.md`])
})

test('back and forward between two entries edit the entry on screen', async ({ page }) => {
  dialogs(page)
  await openEditor(page, ORIGIN, entry('Q1-2024-credit-commentary'))
  await expect(title(page)).toHaveValue('Q1 2024 credit commentary', { timeout: SAVED_MS })
  await typeAddress(page, entry('Q3-2024-credit-commentary'))
  await expect(title(page)).toHaveValue('Q3 2024 credit commentary', { timeout: SAVED_MS })
  await page.goBack()
  await expect(page).toHaveURL(/Q1-2024-credit-commentary$/)
  await expect(title(page)).toHaveValue('Q1 2024 credit commentary', { timeout: SAVED_MS })
  await title(page).fill('Q1 2024 credit commentary: calm')
  await publish(page)
  await expect(page.getByText(/Entry (saved|published)/)).toBeVisible({ timeout: SAVED_MS })
  await expect
    .poll(changedFiles, { timeout: SAVED_MS })
    .toEqual([`${ARTICLES}/en/Q1-2024-credit-commentary.md`])
})

test('an entry opened and left unchanged asks nothing on the way out', async ({ page }) => {
  const seen = dialogs(page)
  // Authors and portfolios: pickers that report their value as they load.
  await openEditor(page, ORIGIN, entry('Q2-2024-credit-commentary'))
  await expect(page.getByText('Liam Brennan').first()).toBeVisible({ timeout: SAVED_MS })
  await page
    .getByRole('link', { name: /Articles/ })
    .first()
    .click()
  await expect(page).toHaveURL(/#\/collections\/edgepoint-article$/)
  expect(seen).toEqual([])
})

test('leaving unsaved changes asks first; staying keeps them and the address', async ({ page }) => {
  const seen = dialogs(page, 'dismiss')
  await openEditor(page, ORIGIN, entry('Q4-2024-credit-commentary'))
  await expect(title(page)).toHaveValue('Q4 2024 credit commentary', { timeout: SAVED_MS })
  await title(page).fill('Half-written title')
  await typeAddress(page, entry('Q2-2024-credit-commentary'))
  await expect.poll(() => seen.length).toBe(1)
  expect(seen[0]).toMatch(/changes that are not saved/)
  await expect(page).toHaveURL(/Q4-2024-credit-commentary$/)
  await expect(title(page)).toHaveValue('Half-written title')
  expect(changedFiles()).toEqual([])
})

test('a refused save writes nothing, keeps what was typed and says why on the field', async ({
  page,
}) => {
  dialogs(page)
  await openEditor(page, ORIGIN, entry('Q1-2025-credit-commentary'))
  await expect(title(page)).toHaveValue('Q1 2025 credit commentary', { timeout: SAVED_MS })
  await title(page).fill('Q1 2025 credit commentary, revised')
  await field(page, /^Slug/).fill('not-a-quarterly-slug')
  await publish(page)
  const notice = page.getByRole('alert', { name: /^Not saved/ })
  await expect(notice).toContainText(/slug: a quarterly commentary slug follows Qn-YYYY/, {
    timeout: SAVED_MS,
  })
  // On the field itself, where Decap shows its own checks; it stays until the field is edited.
  await expect(
    page.locator('.Pane1').getByText(/a quarterly commentary slug follows Qn-YYYY/),
  ).toBeVisible()
  await page.waitForTimeout(6_000)
  await expect(notice).toBeVisible()
  await expect(title(page)).toHaveValue('Q1 2025 credit commentary, revised')
  await expect(field(page, /^Slug/)).toHaveValue('not-a-quarterly-slug')
  expect(changedFiles()).toEqual([])
})

test('a new article with an id or a slug already taken is refused, naming the other file', async ({
  page,
}) => {
  dialogs(page)
  await openEditor(page, ORIGIN, '/collections/edgepoint-article/new')
  await fillArticle(page, {
    id: '2024-annual-partner-meeting',
    title: 'Another partner meeting',
    description: 'An article whose id is taken.',
    slug: 'another-partner-meeting',
    category: 'news',
  })
  await publish(page)
  const notice = page.getByRole('alert', { name: /^Not saved/ })
  await expect(notice).toContainText(
    `${ARTICLES}/en/2024-annual-partner-meeting.md exists already`,
    { timeout: SAVED_MS },
  )
  expect(changedFiles()).toEqual([])

  await retype(page, /^Id/, 'partner-meeting-again')
  await retype(page, /^Slug/, '2024-annual-partner-meeting')
  await publish(page)
  await expect(notice).toContainText(
    `/article/2024-annual-partner-meeting/ is already the path of ${ARTICLES}/en/2024-annual-partner-meeting.md`,
    { timeout: SAVED_MS },
  )
  expect(changedFiles()).toEqual([])
})

test('a French and a Chinese translation start from the English authors, portfolios, date and category', async ({
  page,
}) => {
  dialogs(page)
  await openEditor(page, ORIGIN, entry('2024-annual-partner-meeting'))
  await expect(title(page)).toHaveValue('Highlights from our 2024 Annual Partner Meeting', {
    timeout: SAVED_MS,
  })
  await field(page, /^Slug/, 1).fill('assemblee-des-associes-2024')
  await field(page, 'Title', 1).fill('Faits saillants de notre assemblée des associés 2024')
  await field(page, 'Description', 1).fill('Ce que nous avons dit à nos associés en 2024.')
  await publish(page)
  await expect(page.getByText(/Entry (saved|published)/)).toBeVisible({ timeout: SAVED_MS })
  await expect
    .poll(changedFiles, { timeout: SAVED_MS })
    .toEqual([`${ARTICLES}/fr/2024-annual-partner-meeting.md`])

  await page.getByRole('button', { name: 'Writing in FR' }).click()
  await page.getByRole('menuitem', { name: 'cn', exact: true }).click()
  await field(page, /^Slug/, 1).fill('2024-partner-meeting-cn')
  await field(page, 'Title', 1).fill('2024年合伙人年会要点')
  await field(page, 'Description', 1).fill('我们在2024年合伙人年会上分享的内容。')
  await publish(page)
  await expect
    .poll(changedFiles, { timeout: SAVED_MS })
    .toEqual([
      `${ARTICLES}/cn/2024-annual-partner-meeting.md`,
      `${ARTICLES}/fr/2024-annual-partner-meeting.md`,
    ])
  for (const locale of ['fr', 'cn']) {
    const text = readFileSync(
      path.join(repo.root, ARTICLES, locale, '2024-annual-partner-meeting.md'),
      'utf8',
    )
    expect(text).toMatch(/^authors: \[isabeller\]$/m)
    expect(text).toMatch(/^portfolios: \[global, canadian\]$/m)
    expect(text).toMatch(/^date: 2024-05-28$/m)
    expect(text).toMatch(/^category: news$/m)
  }
})

test('a title is counted while it is typed, and one past its limit is refused on the field', async ({
  page,
}) => {
  dialogs(page)
  await openEditor(page, ORIGIN, entry('Q4-2024-credit-commentary'))
  await expect(title(page)).toHaveValue('Q4 2024 credit commentary', { timeout: SAVED_MS })
  await expect(page.locator('.Pane1').getByText('25 / 150', { exact: true })).toBeVisible()
  await title(page).fill('x'.repeat(153))
  await expect(page.locator('.Pane1').getByText('153 / 150: 3 too many')).toBeVisible()
  await publish(page)
  await expect(
    page
      .locator('.Pane1')
      .getByText(/keep the title under 150 characters/)
      .first(),
  ).toBeVisible({ timeout: SAVED_MS })
  expect(changedFiles()).toEqual([])
})

test('a word added to a body changes that line alone, its lists and emphasis written as they were', async ({
  page,
}) => {
  dialogs(page)
  await openEditor(page, ORIGIN, entry('Q4-2024-credit-commentary'))
  const line = 'We had followed the company for years. What we saw:'
  await page.locator('.Pane1').getByText(line).click({ timeout: SAVED_MS })
  await caretSettled(page)
  await page.keyboard.press('End')
  expect(await caretSettled(page)).toEqual({ text: line, offset: line.length })
  await page.keyboard.type(' Closely.')
  await publish(page)
  await expect(page.getByText(/Entry (saved|published)/)).toBeVisible({ timeout: SAVED_MS })
  await expect
    .poll(changedFiles, { timeout: SAVED_MS })
    .toEqual([`${ARTICLES}/en/Q4-2024-credit-commentary.md`])
  const diff = gitIn(repo.root, 'diff', '--unified=0', '--no-color')
    .split('\n')
    .filter((l) => /^[-+][^-+]/.test(l))
  expect(diff).toEqual([
    '-We had followed the company for years. What we saw:',
    '+We had followed the company for years. What we saw: Closely.',
  ])
})
