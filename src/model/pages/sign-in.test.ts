import { describe, expect, it } from 'vitest'
import fr from '../../i18n/build/locales/fr.json'
import { BRANDS } from '../../site/brands'
import { buildRecords, sitePagePaths } from '../records'
import { minimal, testContext, testIndex } from '../testing/test-content'

const index = testIndex([
  { locale: 'en', data: { ...minimal.page, id: 'who-we-are', slug: 'who-we-are' } },
  { locale: 'en', data: { ...minimal.page, id: 'privacy-notice', slug: 'privacy-notice' } },
  { locale: 'fr', data: { ...minimal.page, id: 'who-we-are', slug: 'qui-sommes-nous' } },
])
const hash = (text: string) => String(text.length)
const records = (brand: keyof typeof BRANDS, signIn: boolean) =>
  buildRecords(index, { ...testContext, brand: BRANDS[brand], signIn, hash }).records
const paths = (brand: keyof typeof BRANDS, signIn: boolean) =>
  records(brand, signIn)
    .map((r) => r.path)
    .filter((p) => /sign-in|account/.test(p))

describe('sign-in and account pages', () => {
  it('are made for a brand with sign-in built with its settings, one page per screen in each locale', () => {
    expect(paths('cymbria', true)).toEqual([
      '/sign-in/',
      '/sign-in/sign-up/',
      '/sign-in/confirm/',
      '/sign-in/forgot-password/',
      '/sign-in/callback/',
      '/account/',
      '/fr/sign-in/',
      '/fr/sign-in/sign-up/',
      '/fr/sign-in/confirm/',
      '/fr/sign-in/forgot-password/',
      '/fr/sign-in/callback/',
      '/fr/account/',
    ])
    expect([...sitePagePaths(index, true)]).toContain('/fr/sign-in/confirm/')
  })

  it('are not made without the settings, nor for a brand without sign-in', () => {
    expect(paths('cymbria', false)).toEqual([])
    expect(paths('edgepoint', true)).toEqual([])
    expect([...sitePagePaths(index)].filter((p) => p.includes('sign-in'))).toEqual([])
  })

  it('name their screen and are titled in their locale', () => {
    const confirm = records('cymbria', true).find((r) => r.path === '/fr/sign-in/confirm/')
    expect(confirm?.result).toMatchObject({
      template: 'sign-in',
      screen: 'confirm',
      title: fr.pages.confirm.title,
      locale: 'fr',
    })
    expect(confirm?.componentChunkName).toBe('component---src-templates-sign-in-tsx')
    const account = records('cymbria', true).find((r) => r.path === '/fr/account/')
    expect(account?.result).toMatchObject({ template: 'account', title: fr.pages.account.title })
  })

  it('mark the pages a signed-out visitor may not read, and only on a site with sign-in', () => {
    const byPath = new Map(records('cymbria', true).map((r) => [r.path, r.result]))
    expect(byPath.get('/who-we-are/')?.needsSignIn).toBe(true)
    expect(byPath.get('/account/')?.needsSignIn).toBe(true)
    expect(byPath.get('/privacy-notice/')?.needsSignIn).toBeUndefined()
    expect(byPath.get('/sign-in/')?.needsSignIn).toBeUndefined()
    expect(byPath.get('/404/')?.needsSignIn).toBeUndefined()
    const unguarded = records('cymbria', false).filter((r) => r.result.needsSignIn)
    expect(unguarded).toEqual([])
  })
})
