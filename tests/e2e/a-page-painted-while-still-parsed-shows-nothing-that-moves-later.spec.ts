import { expect, test, type Page } from '@playwright/test'

// A slow phone paints a page while it is still parsing it: Lighthouse's mobile run
// measured CLS 0.001 on `/` once in many runs, when a first paint came after the
// search button was parsed but before the menu button, which then pushed it left
// (or before a key figure's value, which then pushed its label down). Each
// document here is the home page cut off where such a paint can happen: what it
// shows must already stand where the whole page puts it. Scripts are off, so both
// documents are laid out by the page's own CSS alone.
test.use({ javaScriptEnabled: false })

/** Where the first element `selector` matches starts, to the pixel. */
async function start(page: Page, selector: string) {
  const found = await page.locator(selector).first().boundingBox()
  if (!found) throw new Error(`${selector} is not on the page`)
  return { x: Math.round(found.x), y: Math.round(found.y) }
}

/** The index in `html` of `tag`'s first opening tag after `marker`. */
function before(html: string, marker: string, tag: string): number {
  const at = html.indexOf(tag, html.indexOf(marker))
  if (html.indexOf(marker) < 0 || at < 0) throw new Error(`no ${tag} after ${marker}`)
  return at
}

// Lighthouse's phone (412 px) and the narrowest the site supports.
for (const width of [412, 360]) {
  test(`at ${width} px the home page's header and key facts stand where they end up while it is parsed`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 823 })
    const whole = await (await page.request.get('/')).text()
    const cuts = [
      // The search disclosure parsed, its button not yet.
      { at: before(whole, 'class="header-search"', '<summary'), shown: 'details.header-search' },
      // The search button parsed, the menu not yet.
      { at: before(whole, 'class="header-search"', '<nav'), shown: '.header-search summary' },
      // The first key figure's label parsed, its value (shown above it) not yet.
      { at: before(whole, 'class="key-figure"', '<dd'), shown: '.key-figure dt' },
    ]
    await page.goto('/')
    const final = await Promise.all(cuts.map((cut) => start(page, cut.shown)))
    for (const [k, cut] of cuts.entries()) {
      await page.route('/', (route) =>
        route.fulfill({ contentType: 'text/html', body: whole.slice(0, cut.at) }),
      )
      await page.goto('/')
      expect
        .soft(await start(page, cut.shown), `${cut.shown}, cut before ${cut.at}`)
        .toEqual(final[k])
      await page.unroute('/')
    }
  })
}
