import { expect, test, type Page } from '@playwright/test'

const SITE = 'https://edgepointwealth.com'

async function head(page: Page) {
  return page.evaluate(() => {
    const attr = (sel: string, name: string) =>
      [...document.querySelectorAll(sel)].map((e) => e.getAttribute(name))
    return {
      lang: document.documentElement.lang,
      title: document.title,
      description: attr('meta[name="description"]', 'content'),
      canonical: attr('link[rel="canonical"]', 'href'),
      alternates: [...document.querySelectorAll('link[rel="alternate"]')].map(
        (e) => `${e.getAttribute('hreflang')} ${e.getAttribute('href')}`,
      ),
      ogLocale: attr('meta[property="og:locale"]', 'content'),
      ogAlternates: attr('meta[property="og:locale:alternate"]', 'content'),
    }
  })
}

const CASES = [
  {
    path: '/who-we-are/',
    lang: 'en-CA',
    title: 'Who we are | EdgePoint Wealth Management',
    ogLocale: 'en_CA',
    ogAlternates: ['fr_CA'],
    alternates: [
      `en-CA ${SITE}/who-we-are/`,
      `fr-CA ${SITE}/fr/qui-sommes-nous/`,
      `x-default ${SITE}/who-we-are/`,
    ],
  },
  {
    path: '/fr/article/Q3-2024-edgepoint-commentary/',
    lang: 'fr-CA',
    title: 'Commentaire EdgePoint du T3 2024 | EdgePoint Wealth Management',
    ogLocale: 'fr_CA',
    ogAlternates: ['en_CA', 'zh_CN'],
    alternates: [
      `en-CA ${SITE}/article/Q3-2024-edgepoint-commentary/`,
      `fr-CA ${SITE}/fr/article/Q3-2024-edgepoint-commentary/`,
      `zh-CN ${SITE}/cn/article/Q3-2024-edgepoint-commentary/`,
      `x-default ${SITE}/article/Q3-2024-edgepoint-commentary/`,
    ],
  },
  {
    path: '/cn/our-creed/',
    lang: 'zh-CN',
    title: '我们的公司信条 | EdgePoint Wealth Management',
    ogLocale: 'zh_CN',
    ogAlternates: ['en_CA', 'fr_CA'],
    alternates: [
      `en-CA ${SITE}/company-creed/`,
      `fr-CA ${SITE}/fr/company-creed/`,
      `zh-CN ${SITE}/cn/our-creed/`,
      `x-default ${SITE}/company-creed/`,
    ],
  },
  {
    path: '/frequently-asked-questions/',
    lang: 'en-CA',
    title: 'Frequently asked questions | EdgePoint Wealth Management',
    ogLocale: 'en_CA',
    ogAlternates: [],
    alternates: [
      `en-CA ${SITE}/frequently-asked-questions/`,
      `x-default ${SITE}/frequently-asked-questions/`,
    ],
  },
] as const

for (const c of CASES) {
  test.describe(c.path, () => {
    test('prerendered head has lang, title, description, canonical, hreflang and og:locale', async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false })
      const page = await context.newPage()
      await page.goto(c.path)
      const h = await head(page)
      expect(h).toEqual({
        lang: c.lang,
        title: c.title,
        description: [expect.any(String)],
        canonical: [`${SITE}${c.path}`],
        alternates: c.alternates,
        ogLocale: [c.ogLocale],
        ogAlternates: c.ogAlternates,
      })
      expect(h.description[0]?.length).toBeGreaterThan(10)
      await context.close()
    })
  })
}

test('the head follows client-side navigation', async ({ page }) => {
  await page.goto('/fr/')
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
  await page.getByRole('main').getByRole('link', { name: 'Qui sommes-nous' }).first().click()
  await expect(page).toHaveURL('/fr/qui-sommes-nous/')
  await expect
    .poll(() => head(page))
    .toMatchObject({
      title: 'Qui sommes-nous | EdgePoint Wealth Management',
      canonical: [`${SITE}/fr/qui-sommes-nous/`],
      alternates: [
        `en-CA ${SITE}/who-we-are/`,
        `fr-CA ${SITE}/fr/qui-sommes-nous/`,
        `x-default ${SITE}/who-we-are/`,
      ],
      ogAlternates: ['en_CA'],
    })
})
