import { HttpStatusError } from '../runtime/retry'

/**
 * What a build with sign-in does when the server refuses a page's data for
 * want of a valid token (401): renews the session from its refresh token
 * and says so (`true`), or names the page to send the visitor to instead
 * (the sign-in page, with why).
 */
export type RenewSession = (href: string) => Promise<true | string>

/**
 * Runs `load`; a 401 renews the session once and loads again, a second 401
 * is the loader's error as any other. When the session cannot be renewed the
 * visitor goes by `leave` (the router's redirect) to the page `renew` named.
 */
export async function withSessionRenewal<T>(
  load: () => Promise<T>,
  href: string,
  renew: RenewSession | undefined,
  leave: (href: string) => Promise<never>,
): Promise<T> {
  try {
    return await load()
  } catch (error) {
    if (!renew || !(error instanceof HttpStatusError) || error.status !== 401) throw error
    const renewed = await renew(href)
    if (renewed !== true) return leave(renewed)
    return load()
  }
}
