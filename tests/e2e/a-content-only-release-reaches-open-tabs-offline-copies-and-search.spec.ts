import { readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { siteHandler } from '../../tools/preview/server'
import { pageDataUrl } from '../../src/site/paths'
import { E2E_PORT } from './ports'
import { buildTwoReleases, listen, PROJECT_ROOT } from './releases'
import {
  recordRegistrations,
  registrationsDone,
  searchResults,
  searchStatus,
  waitForCachedCopy,
  waitForController,
  waitForHydration,
  watchErrors,
} from './support'

/**
 * A content-only release keeps the build hash (docs/architecture.md, "The build
 * hash"): no new worker, no reload. What a visitor already has must still move
 * to the new content: the open tab's next page, the copies kept for offline
 * reading, and the search index the tab has loaded, whose files the release
 * replaces.
 */

test.use({ serviceWorkers: 'allow' })
// One server and its served folder for the whole file: its tests take turns.
test.describe.configure({ mode: 'default' })

const PORT = E2E_PORT + 9
const OUT = path.join(PROJECT_ROOT, '.build', `e2e-content-release-${PORT}`)
const RELEASE_A = `${OUT}-a`
const ARTICLE = '/article/Q2-2025-credit-commentary/'
const ARTICLE_TITLE = 'Q2 2025 credit commentary'
/** A sentence release B adds to the article, with a word no page of release A has. */
const SENTENCE_B = 'Quokkanomics is our word for patient credit work.'
const WORD_B = 'quokkanomics'

let served = RELEASE_A
let stopServer: () => Promise<void>
let contentRoot: string
const buildOf = async (release: string) =>
  /<meta name="build" content="([^"]+)"/.exec(
    await readFile(path.join(release, 'index.html'), 'utf8'),
  )?.[1]

test.beforeAll(async () => {
  test.setTimeout(240_000)
  // Release B changes content alone: one article's body, and a new portrait of one
  // of its authors (the image's name changes with it).
  const releases = await buildTwoReleases({
    out: OUT,
    releaseA: RELEASE_A,
    changeForB: async (content) => {
      const article = path.join(content, 'articles', 'en', 'Q2-2025-credit-commentary.md')
      await writeFile(article, `${(await readFile(article, 'utf8')).trimEnd()}\n\n${SENTENCE_B}\n`)
      const portrait = path.join(content, 'static', 'images', 'team', 'liamb.svg')
      await writeFile(portrait, `${await readFile(portrait, 'utf8')}<!-- release B -->\n`)
    },
  })
  contentRoot = releases.contentRoot
  stopServer = await listen(PORT, (request) => siteHandler(served)(request))
})

test.beforeEach(() => {
  served = RELEASE_A
})

test.afterAll(async () => {
  await stopServer()
  await rm(contentRoot, { recursive: true, force: true })
})

const base = `http://127.0.0.1:${PORT}`

/** Every answer of 400 or more the page received, from the network or from its worker. */
function watchFailures(page: Page): string[] {
  const failures: string[] = []
  page.on('response', (r) => {
    if (r.status() >= 400) failures.push(`${r.status()} ${new URL(r.url()).pathname}`)
  })
  return failures
}

/** Opens the home page, then the article, both under the worker: both kept for offline reading. */
async function readArticleOnReleaseA(page: Page): Promise<void> {
  await recordRegistrations(page)
  await page.goto(`${base}/`)
  await waitForHydration(page)
  await waitForController(page)
  await registrationsDone(page)
  await page.reload()
  await waitForHydration(page)
  await page.goto(`${base}${ARTICLE}`)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARTICLE_TITLE)
  await expect(page.getByText(SENTENCE_B)).toHaveCount(0)
  await waitForCachedCopy(page, pageDataUrl(ARTICLE), ARTICLE_TITLE)
}

/** Runs a search from the search page's own form. */
async function search(page: Page, query: string): Promise<void> {
  await page.getByRole('searchbox').first().fill(query)
  await page.getByRole('searchbox').first().press('Enter')
  await expect(page).toHaveURL(new RegExp(`\\?q=${query}$`))
}

test('the release keeps the build name and the images open pages still show: nothing is offered, nobody is reloaded', async () => {
  expect(await buildOf(OUT)).toBe(await buildOf(RELEASE_A))
  expect(await readFile(path.join(OUT, 'sw.js'))).toEqual(
    await readFile(path.join(RELEASE_A, 'sw.js')),
  )
  // A tab open on A's article loads its lazy images (or another size of them) after the release.
  const imagesOf = async (release: string) =>
    [
      ...(await readFile(path.join(release, ARTICLE, 'index.html'), 'utf8')).matchAll(
        /\/images\/_r\/[^\s"',]+/g,
      ),
    ].map((m) => m[0])
  const [shownByA, shownByB] = await Promise.all([imagesOf(RELEASE_A), imagesOf(OUT)])
  expect(shownByA.filter((image) => !shownByB.includes(image))).toHaveLength(1)
  served = OUT
  for (const image of shownByA) expect((await fetch(`${base}${image}`)).status, image).toBe(200)
})

test('an open tab finds the new words, opens the new text in place, and reads it offline after', async ({
  page,
  context,
}) => {
  const failures = watchFailures(page)
  const errors = watchErrors(page)
  await readArticleOnReleaseA(page)
  // The tab loads release A's index with a first query.
  await page.goto(`${base}/search/?q=credit`)
  await expect(searchStatus(page)).toHaveText(/\d+ results? for “credit”/)
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }))

  served = OUT
  // The release replaced the index's files: the tab's next query reads the new index.
  await search(page, WORD_B)
  await expect(searchStatus(page)).toHaveText(new RegExp(`^1 result for “${WORD_B}”`))
  await searchResults(page).getByRole('link', { name: ARTICLE_TITLE }).click()
  await expect(page.getByText(SENTENCE_B)).toBeVisible()
  expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true)

  // The article's new data was read: the worker fetches its HTML again for offline reading.
  await waitForCachedCopy(page, ARTICLE, SENTENCE_B)
  await context.setOffline(true)
  await page.goto(`${base}${ARTICLE}`)
  await waitForHydration(page)
  await expect(page.getByText(SENTENCE_B)).toBeVisible()

  expect(failures).toEqual([])
  expect(errors).toEqual([])
})

test('a page loaded in full after the release brings its offline data up to date', async ({
  page,
  context,
}) => {
  const failures = watchFailures(page)
  const errors = watchErrors(page)
  await readArticleOnReleaseA(page)

  served = OUT
  await page.goto(`${base}${ARTICLE}`)
  await waitForHydration(page)
  await expect(page.getByText(SENTENCE_B)).toBeVisible()
  await waitForCachedCopy(page, pageDataUrl(ARTICLE), SENTENCE_B)

  // Offline, the article opened from the home page (client navigation, the data cached) is B's.
  await context.setOffline(true)
  await page.goto(`${base}/`)
  await waitForHydration(page)
  await page.getByRole('main').getByRole('link', { name: ARTICLE_TITLE }).first().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARTICLE_TITLE)
  await expect(page.getByText(SENTENCE_B)).toBeVisible()

  expect(failures).toEqual([])
  expect(errors).toEqual([])
})
