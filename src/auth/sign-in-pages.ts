import { localizedPath } from '../site/paths'

/** The sign-in screens, one page each under `/sign-in/` (src/model/pages/sign-in.ts makes them). */
export const SIGN_IN_SCREENS = [
  'sign-in',
  'sign-up',
  'confirm',
  'forgot-password',
  'callback',
] as const
export type SignInScreenName = (typeof SIGN_IN_SCREENS)[number]

/** `/sign-in/` for the sign-in screen itself, `/sign-in/<screen>/` for the others. */
export function signInScreenPath(locale: string, screen: SignInScreenName): string {
  return localizedPath(locale, screen === 'sign-in' ? 'sign-in' : `sign-in/${screen}`)
}

/** The account page of a locale. */
export function accountPath(locale: string): string {
  return localizedPath(locale, 'account')
}
