import { expect, test, type Page } from '@playwright/test'
import { searchStatus, waitForHydration } from './support'

/** Markup that would run or add an element if a page put it into its HTML as markup. */
const PAYLOADS = [
  '<script>alert("xss")</script>',
  '"><img src=x onerror=alert("xss")>',
  "'><svg onload=alert('xss')>",
  'javascript:alert("xss")',
] as const

/** Records any dialog a payload opens (and dismisses it, so the page goes on). */
function watchDialogs(page: Page): string[] {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  return dialogs
}

/** Elements a payload would have injected: an `on…` handler attribute, or a script with its text. */
const injected = (page: Page) =>
  page.evaluate(() => {
    const withHandler = [...document.querySelectorAll('*')].filter((el) =>
      [...el.attributes].some((a) => a.name.startsWith('on')),
    )
    const scripts = [...document.scripts].filter((s) => s.text.includes('xss'))
    return [...withHandler, ...scripts].map((el) => el.outerHTML.slice(0, 120))
  })

for (const payload of PAYLOADS) {
  test(`the search page shows ?q=${payload} as text`, async ({ page }) => {
    const dialogs = watchDialogs(page)
    await page.goto(`/search/?q=${encodeURIComponent(payload)}`)
    await waitForHydration(page)
    await expect(searchStatus(page)).toContainText(`“${payload}”`)
    await expect(page.getByRole('searchbox').first()).toHaveValue(payload)
    expect(await injected(page)).toEqual([])
    expect(dialogs).toEqual([])
  })
}

test('the not-found page and redirects keep a payload in the path, query or hash inert', async ({
  page,
  request,
}) => {
  const dialogs = watchDialogs(page)
  const payload = encodeURIComponent(PAYLOADS[1])

  const missing = await page.goto(`/${payload}/?q=${payload}`)
  expect(missing?.status()).toBe(404)
  await waitForHydration(page)
  expect(await injected(page)).toEqual([])

  // The server's redirect carries the query percent-encoded, never as markup.
  const redirect = await request.get(`/fr/who-we-are/?q=${payload}`, { maxRedirects: 0 })
  expect(redirect.status()).toBe(302)
  expect(redirect.headers().location).toBe(`/fr/qui-sommes-nous/?q=${payload}`)

  // The stub a plain file host serves passes the query and hash on as part of the URL.
  await page.goto(`/fr/who-we-are/index.html?q=${payload}#${payload}`)
  await expect(page).toHaveURL(/\/fr\/qui-sommes-nous\/\?q=/)
  await waitForHydration(page)
  expect(await injected(page)).toEqual([])
  expect(dialogs).toEqual([])
})
