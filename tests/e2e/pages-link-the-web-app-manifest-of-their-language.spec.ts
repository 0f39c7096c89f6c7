import { expect, test } from '@playwright/test'
import { LOCALE_HOMES } from './support'

for (const home of LOCALE_HOMES) {
  test(`${home.next} links the ${home.lang} manifest, which names its start URL and language`, async ({
    page,
    request,
  }) => {
    await page.goto(home.next)
    const href = await page.locator('link[rel="manifest"]').getAttribute('href')
    const startUrl = home.path
    expect(href).toBe(`${startUrl}manifest.webmanifest`)
    const manifest = (await (await request.get(href ?? '')).json()) as Record<string, unknown>
    expect(manifest).toMatchObject({
      id: startUrl,
      start_url: startUrl,
      scope: startUrl,
      lang: home.lang,
    })
    const icons = manifest.icons as Array<{ src: string; purpose: string }>
    expect(icons.map((i) => i.purpose)).toEqual(['any', 'any', 'maskable'])
    for (const icon of icons) expect((await request.get(icon.src)).ok()).toBe(true)
  })
}
