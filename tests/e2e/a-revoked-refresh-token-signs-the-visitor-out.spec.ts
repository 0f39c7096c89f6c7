import { followLink } from './support'
import { test, type BrowserContext } from '@playwright/test'
import { cognitoCall, type PoolRef } from '../../tools/cognito-local/admin'
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
 * The pool revokes the session's refresh token (RevokeToken with the
 * cookie's token, as another device or the administrator might), then the
 * access token expires: the renewal is refused, the session is cleared, and
 * the visitor is on the sign-in page, told why, brought back after signing in.
 */
async function revokeAndExpire(context: BrowserContext, pool: PoolRef): Promise<void> {
  const refreshToken = await sessionCookie(context, pool.clientId, 'refreshToken')
  expect(refreshToken).toBeTruthy()
  await cognitoCall(pool.endpoint, 'RevokeToken', { Token: refreshToken, ClientId: pool.clientId })
  await expireSession(context, pool.clientId)
}

/** cognito-local says "User not authorized" (Cognito: "Refresh Token has been revoked"). */
const SESSION_ENDED = 'User is not authenticated'

test('on a page load, the visitor lands on the sign-in page with the message', async ({
  page,
  context,
}) => {
  const { pool, email } = await newUser('revoked-load')
  await signIn(page, email, '/who-we-are/')
  await revokeAndExpire(context, pool)

  await page.goto(`${SITE}/investment-approach/`)
  await expect(page).toHaveURL(
    `${SITE}/sign-in/?next=${encodeURIComponent('/investment-approach/')}`,
  )
  await hydrated(page)
  await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toHaveText(
    SESSION_ENDED,
  )
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible()
  expect(await sessionCookie(context, pool.clientId, 'refreshToken')).toBeUndefined()
  expect(await sessionCookie(context, pool.clientId, 'LastAuthUser')).toBeUndefined()
})

test('on a client navigation, the visitor lands on the sign-in page with the message', async ({
  page,
  context,
}) => {
  const { pool, email } = await newUser('revoked-navigation')
  await signIn(page, email, '/who-we-are/')
  await revokeAndExpire(context, pool)

  await followLink(page, '/news/')
  await expect(page).toHaveURL(
    `${SITE}/sign-in/?next=${encodeURIComponent('/news/')}&reason=notAuthenticated`,
  )
  await hydrated(page)
  await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toHaveText(
    SESSION_ENDED,
  )
  expect(await sessionCookie(context, pool.clientId, 'refreshToken')).toBeUndefined()
})
