import {
  accountPath,
  SIGN_IN_SCREENS,
  signInScreenPath,
  type SignInScreenName,
} from '../../auth/sign-in-pages'
import type { PageCommon } from '../common'
import { generatedPageCommon, type GeneratedPageType } from '../page-type'

/**
 * The sign-in screens and the account page of a brand with mandatory
 * sign-in, made only when the build has the sign-in settings too (the
 * catalog's `signIn`). One page per screen, so that each has its URL, its
 * title and its place in the browser's history.
 */

export interface SignInResult extends PageCommon {
  template: 'sign-in'
  screen: SignInScreenName
}

export interface AccountResult extends PageCommon {
  template: 'account'
}

export const signInPages: GeneratedPageType<SignInResult> = {
  templates: ['sign-in'],
  onlyWithSignIn: true,
  pages: SIGN_IN_SCREENS.map((screen) => ({
    id: screen === 'sign-in' ? 'sign-in' : `sign-in-${screen}`,
    path: (locale) => signInScreenPath(locale, screen),
    screen,
  })),
  result: (page, locale, translations, catalog): SignInResult => {
    const screen = SIGN_IN_SCREENS.find((s) => s === page.screen)
    if (!screen)
      throw new Error(`sign-in page ${page.id} names no screen of ${SIGN_IN_SCREENS.join(', ')}`)
    const strings = catalog.buildStrings[locale].pages[screen]
    return {
      ...generatedPageCommon(page, locale, translations, catalog, strings),
      template: 'sign-in',
      screen,
    }
  },
}

export const accountPages: GeneratedPageType<AccountResult> = {
  templates: ['account'],
  onlyWithSignIn: true,
  pages: [{ id: 'account', path: accountPath }],
  result: (page, locale, translations, catalog): AccountResult => {
    const strings = catalog.buildStrings[locale].pages.account
    return {
      ...generatedPageCommon(page, locale, translations, catalog, strings),
      template: 'account',
    }
  },
}
