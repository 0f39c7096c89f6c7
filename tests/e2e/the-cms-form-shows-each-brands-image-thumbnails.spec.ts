import { expect, test } from '@playwright/test'
import { openEditor, startTool, type Server } from './cms-support'
import { CMS_PORTS } from './ports'

/**
 * An image field shows its thumbnail in the form: Decap loads it from the
 * public path the front matter holds (`/images/articles/x.jpg`) on the
 * editor's own origin, and `npm run cms` answers it with the file of the
 * brand's `content/<brand>/static/images/`, for either brand.
 */
const ORIGIN = `http://127.0.0.1:${CMS_PORTS.thumbnails}`
let cms: Server

test.describe.configure({ mode: 'serial', timeout: 120_000 })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  cms = await startTool(
    ['cms', '--no-preview', '--port', String(CMS_PORTS.thumbnails)],
    /Content editor on/,
  )
})
test.afterAll(() => cms?.stop())

for (const [brand, entry, src] of [
  [
    'edgepoint',
    'edgepoint-article/entries/why-we-dont-hug-the-index',
    '/images/articles/patient-capital.jpg',
  ],
  // Only in content/cymbria/: found though the editor's first brand is EdgePoint.
  ['cymbria', 'cymbria-team-member/entries/peterl', '/images/team/peterl.svg'],
] as const) {
  test(`a ${brand} entry's image shows as a thumbnail in the form`, async ({ page }) => {
    await openEditor(page, ORIGIN, `/collections/${entry}`)
    const thumbnail = page.locator(`img[src^="${src}"]`).first()
    await expect(thumbnail).toBeVisible({ timeout: 30_000 })
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
  })
}
