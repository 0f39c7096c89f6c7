import { expect, test } from '@playwright/test'
import { waitForHydration } from './support'

// The preview server compresses text as hosts and CDNs do (or sends the `.br`
// and `.gz` that `build --precompress` wrote beside it).
test('a page, its page data and every script it loads are sent with brotli, or gzip to a client without it', async ({
  page,
  request,
}) => {
  const path = '/article/inside-edge-fall-2024/'
  const loaded: string[] = []
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) loaded.push(response.url())
  })
  await page.goto(path)
  await waitForHydration(page)
  expect(loaded.length).toBeGreaterThan(0)

  for (const url of [path, `/page-data${path}page-data.json`, ...loaded]) {
    for (const encoding of ['br', 'gzip']) {
      const response = await request.get(url, { headers: { 'accept-encoding': encoding } })
      expect(response.status(), url).toBe(200)
      // Files under 512 bytes are not worth compressing (tools/builder/compress.ts).
      if ((await response.body()).byteLength < 512) continue
      expect(response.headers()['content-encoding'], `${url} (${encoding})`).toBe(encoding)
    }
  }
})
