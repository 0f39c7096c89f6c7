import { followLink } from './support'
import { test } from '@playwright/test'
import {
  expect,
  expireSession,
  newUser,
  sessionCookie,
  signIn,
  SITE,
  hydrated,
} from './sign-in-support'

/**
 * The access token expires (an hour is aged off the session's tokens, the
 * refresh token kept): the server refuses it, and the visitor goes on
 * reading without typing a password, as the client renews the session from
 * the refresh token, on a client navigation and on a full page load alike.
 */
test('after the access token expires, the next protected page still opens', async ({
  page,
  context,
}) => {
  const { pool, email } = await newUser('refresh')
  await signIn(page, email, '/who-we-are/')
  await expireSession(context, pool.clientId)
  const expired = await sessionCookie(context, pool.clientId, 'accessToken')
  // The server now refuses the session's token.
  expect((await page.request.get(`${SITE}/page-data/news/page-data.json`)).status()).toBe(401)

  // A client navigation: the page's data is refused once, the session renewed, the data asked again.
  const statuses: number[] = []
  page.on('response', (r) => {
    if (r.url().endsWith('/page-data/investment-approach/page-data.json')) statuses.push(r.status())
  })
  await followLink(page, '/investment-approach/')
  await expect(page).toHaveURL(`${SITE}/investment-approach/`)
  await expect(page.locator('h1')).toHaveText('Investment approach')
  expect(statuses).toEqual([401, 200])
  const renewed = await sessionCookie(context, pool.clientId, 'accessToken')
  expect(renewed).not.toBe(expired)

  // A full page load: the server sends the expired session to sign in, which renews it and goes on.
  await expireSession(context, pool.clientId)
  const response = await page.goto(`${SITE}/news/`)
  expect(response?.request().redirectedFrom()?.url()).toBe(`${SITE}/news/`)
  await expect(page).toHaveURL(`${SITE}/news/`)
  await hydrated(page)
  await expect(page.locator('h1')).toHaveText('News')
  await expect(page.getByRole('textbox', { name: 'Password' })).toHaveCount(0)
  expect((await page.request.get(`${SITE}/page-data/news/page-data.json`)).status()).toBe(200)
})
