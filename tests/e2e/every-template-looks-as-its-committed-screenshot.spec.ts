import { expect, test, type Page } from '@playwright/test'
import { E2E_PORT, SIGN_IN_SITE } from './ports'
import { layoutProblems } from './layout-checks'
import { fontsOf, waitForHydration } from './support'

/**
 * The visual check: every template in every locale of both brands, and the
 * sign-in screens, compared with the screenshots committed in
 * `tests/e2e/screenshots/` at a phone's width and a desktop's. A change in
 * how a page looks fails here until its screenshots are taken again on
 * purpose (`npm run test:visual:update`, see docs/testing.md) and the new
 * ones are reviewed in the diff like code.
 *
 * The same visit checks that the page fits phones and desktops (360, 390 and
 * 1280 px, `layoutProblems`): no sideways scroll, no text cut off, no text
 * under 12 px, and on a phone a header of one row (80 px at most). Those
 * checks are soft, so a page reports its layout problems and its screenshot
 * differences together.
 *
 * Deterministic: fixed content, no animation, every image loaded, and the
 * fonts of a fresh machine (Debian's DejaVu Sans for Latin text, Noto Sans
 * CJK for Chinese), which the first test checks so that a missing font reads
 * as what it is rather than as a hundred different pixels.
 */

const EDGEPOINT = `http://127.0.0.1:${E2E_PORT}`
const CYMBRIA = `http://127.0.0.1:${E2E_PORT + 1}`

/** One page per template and locale; pages whose blocks look like no other page's (charts). */
const PAGES: Array<{ name: string; url: string }> = [
  ...(
    [
      ['home', '/'],
      ['general', '/who-we-are/'],
      ['inside-edge', '/inside-edge/'],
      ['article', '/article/Q3-2024-edgepoint-commentary/'],
      ['bio', '/your-team/margaretc/'],
      ['portfolio', '/portfolio/edgepoint-global-portfolio/'],
      ['performance', '/performance/'],
      ['search', '/search/'],
      ['not-found', '/no-such-page/'],
      ['fr-home', '/fr/'],
      ['fr-general', '/fr/qui-sommes-nous/'],
      ['fr-inside-edge', '/fr/inside-edge/'],
      ['fr-article', '/fr/article/Q3-2024-edgepoint-commentary/'],
      ['fr-bio', '/fr/your-team/margaretc/'],
      ['fr-portfolio', '/fr/portfolio/portefeuille-mondial-edgepoint/'],
      // French portfolio names are the longest chart labels.
      ['fr-performance', '/fr/performance/'],
      ['fr-search', '/fr/search/'],
      ['fr-not-found', '/fr/no-such-page/'],
      ['cn-home', '/cn/'],
      ['cn-general', '/cn/defining-success/'],
      ['cn-article', '/cn/article/Q3-2024-edgepoint-commentary/'],
      ['cn-search', '/cn/search/'],
      ['cn-not-found', '/cn/no-such-page/'],
    ] as const
  ).map(([name, path]) => ({ name: `edgepoint-${name}`, url: `${EDGEPOINT}${path}` })),
  ...(
    [
      ['home', '/'],
      ['general', '/who-we-are/'],
      ['net-asset-value', '/net-asset-value/'],
      ['article', '/article/2024-annual-letter-to-shareholders/'],
      ['bio', '/your-team/graceo/'],
      ['search', '/search/'],
      ['not-found', '/no-such-page/'],
      ['fr-home', '/fr/'],
      ['fr-general', '/fr/qui-sommes-nous/'],
      ['fr-net-asset-value', '/fr/net-asset-value/'],
      ['fr-article', '/fr/article/2024-annual-letter-to-shareholders/'],
      ['fr-bio', '/fr/your-team/graceo/'],
      ['fr-search', '/fr/search/'],
      ['fr-not-found', '/fr/no-such-page/'],
    ] as const
  ).map(([name, path]) => ({ name: `cymbria-${name}`, url: `${CYMBRIA}${path}` })),
  ...(
    [
      ['sign-in', '/sign-in/'],
      ['sign-up', '/sign-in/sign-up/'],
      ['confirm', '/sign-in/confirm/'],
      ['forgot-password', '/sign-in/forgot-password/'],
      ['fr-sign-in', '/fr/sign-in/'],
      ['fr-sign-up', '/fr/sign-in/sign-up/'],
    ] as const
  ).map(([name, path]) => ({ name: `cymbria-${name}`, url: `${SIGN_IN_SITE.origin}${path}` })),
]

/** Narrow first; `screenshot: false` widths are only measured. */
const WIDTHS = [
  { width: 360, height: 780, screenshot: false },
  { width: 390, height: 844, screenshot: true },
  { width: 1280, height: 800, screenshot: true },
]

/** Loads every image now, lazy ones too, so that the screenshot does not depend on scrolling. */
async function loadAllImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const images = [...document.images]
    for (const image of images) image.loading = 'eager'
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)))
  })
}

test("pages are drawn in a fresh machine's fonts, as the screenshots were", async ({ page }) => {
  await page.goto(`${EDGEPOINT}/cn/`)
  const latin = (await fontsOf(page, page.locator('.header-languages a[lang="en-CA"]'))).map(
    (f) => f.familyName,
  )
  const chinese = (await fontsOf(page, page.getByRole('heading', { level: 1 }))).map(
    (f) => f.familyName,
  )
  const install = 'install fonts-dejavu-core and fonts-noto-cjk (npm run tools -- ensure-browser)'
  expect(latin, `Latin text is not in DejaVu Sans: ${install}`).toEqual(['DejaVu Sans'])
  expect(chinese, `Chinese text is not in Noto Sans CJK SC: ${install}`).toContain(
    'Noto Sans CJK SC',
  )
})

// One load per page, narrow width first: a wider viewport then picks larger images from a
// srcset (as a browser widened by hand does), while a narrower one would keep the larger ones.
for (const { name, url } of PAGES) {
  test(`${name} fits ${WIDTHS.map((w) => w.width).join(', ')} px and looks as its screenshots`, async ({
    page,
  }) => {
    for (const [index, { width, height, screenshot }] of WIDTHS.entries()) {
      await page.setViewportSize({ width, height })
      if (index === 0) {
        await page.goto(url)
        await waitForHydration(page)
      }
      await loadAllImages(page)
      expect
        .soft(await layoutProblems(page, { phone: width < 768 }), `layout at ${width} px`)
        .toEqual([])
      if (!screenshot) continue
      await expect.soft(page).toHaveScreenshot(`${name}-${width}.png`, {
        fullPage: true,
        animations: 'disabled',
        caret: 'hide',
      })
    }
  })
}
