import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { waitForHydration } from './support'

/** A sample of rows of each family the build derives from the content, and of redirects.csv, and where each lands. */
const FAMILIES = [
  {
    family: '(b) English slug under /fr/',
    from: '/fr/who-we-are/',
    to: '/fr/qui-sommes-nous/',
    h1: 'Qui sommes-nous',
  },
  {
    family: '(c) French slug without /fr/',
    from: '/ressources/',
    to: '/insights/',
    h1: 'Insights',
  },
  {
    family: '(a) Chinese path of an English-only page',
    from: '/cn/your-team/margaretc/',
    to: '/your-team/margaretc/',
    h1: 'Margaret Chen',
  },
  {
    family: 'legacy slug, target in another letter case',
    from: '/fr/article/t3-2024-commentaire-edgepoint/',
    to: '/fr/article/Q3-2024-edgepoint-commentary/',
    h1: 'Commentaire EdgePoint du T3 2024',
  },
] as const

for (const r of FAMILIES) {
  test(`first load: ${r.family} ${r.from} lands on ${r.to} with query and hash kept`, async ({
    page,
  }) => {
    await page.goto(`${r.from}?utm=x#top`)
    await expect(page).toHaveURL(`${r.to}?utm=x#top`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(r.h1)
  })
}

test('a request in another letter case is redirected (ignoreCase)', async ({ page }) => {
  await page.goto('/FR/Who-We-Are/')
  await expect(page).toHaveURL('/fr/qui-sommes-nous/')
})

test('the preview server answers old paths with a real temporary redirect', async ({ request }) => {
  const response = await request.get('/fr/who-we-are/?a=1', { maxRedirects: 0 })
  expect(response.status()).toBe(302)
  expect(response.headers().location).toBe('/fr/qui-sommes-nous/?a=1')
  const real = await request.get('/fr/qui-sommes-nous/', { maxRedirects: 0 })
  expect(real.status()).toBe(200)
})

test('client-side navigation to an old path follows the table without a reload', async ({
  page,
}) => {
  await page.goto('/fr/')
  await waitForHydration(page)
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  const fetched: string[] = []
  page.on('request', (req) => {
    if (req.url().includes('/page-data/')) fetched.push(new URL(req.url()).pathname)
  })
  await page.evaluate(() => {
    const a = document.createElement('a')
    a.href = '/fr/who-we-are/?q=1#equipe'
    a.textContent = 'ancien lien'
    document.querySelector('.rich-text')?.append(a)
  })
  await page.getByRole('link', { name: 'ancien lien' }).click()
  await expect(page).toHaveURL('/fr/qui-sommes-nous/?q=1#equipe')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Qui sommes-nous')
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
  expect(fetched).toContain('/page-data/redirects.json')
  expect(fetched).toContain('/page-data/fr/qui-sommes-nous/page-data.json')
})

test('on a host without redirects, the not-found page still sends an old path on (first load in the browser)', async ({
  page,
}) => {
  const notFound = await readFile(
    new URL('../../.build/e2e-edgepoint/fr/404.html', import.meta.url),
    'utf8',
  )
  await page.route('**/fr/Ressources-Old/**', (route) =>
    route.fulfill({ status: 404, contentType: 'text/html', body: notFound }),
  )
  // Not a row: stays on the not-found page.
  await page.goto('/fr/Ressources-Old/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable')
  await page.route('**/FR/WHO-WE-ARE/**', (route) =>
    route.fulfill({ status: 404, contentType: 'text/html', body: notFound }),
  )
  await page.goto('/FR/WHO-WE-ARE/?x=1')
  await expect(page).toHaveURL('/fr/qui-sommes-nous/?x=1')
})

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false })

  test('a plain file host serves a stub that sends visitors and crawlers on', async ({
    page,
    request,
  }) => {
    const stub = await request.get('/fr/who-we-are/index.html')
    const html = await stub.text()
    expect(html).toContain(
      '<link rel="canonical" href="https://edgepointwealth.com/fr/qui-sommes-nous/">',
    )
    expect(html).toContain('<meta http-equiv="refresh" content="0;url=/fr/qui-sommes-nous/">')
    await page.goto('/fr/who-we-are/index.html')
    await expect(page).toHaveURL('/fr/qui-sommes-nous/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Qui sommes-nous')
  })
})
