import { describe, expect, it } from 'vitest'
import { BRANDS } from '../site/brands'
import { needsSignIn, safeNext, signInPath } from './access'

const policy = BRANDS.cymbria.signIn

describe('needsSignIn', () => {
  it('guards every page of a brand with mandatory sign-in but the legal, sign-in and 404 pages', () => {
    expect(needsSignIn({ id: 'home', template: 'home' }, policy)).toBe(true)
    expect(needsSignIn({ id: 'search', template: 'search' }, policy)).toBe(true)
    expect(needsSignIn({ id: 'account', template: 'account' }, policy)).toBe(true)
    expect(needsSignIn({ id: 'privacy-notice', template: 'general' }, policy)).toBe(false)
    expect(needsSignIn({ id: 'sign-in', template: 'sign-in' }, policy)).toBe(false)
    expect(needsSignIn({ id: '404', template: 'not-found' }, policy)).toBe(false)
  })

  it('guards nothing for a brand without sign-in', () => {
    expect(needsSignIn({ id: 'home', template: 'home' }, BRANDS.edgepoint.signIn)).toBe(false)
  })
})

describe('signInPath', () => {
  it('is the locale’s sign-in page, with the wanted page in ?next=', () => {
    expect(signInPath('en')).toBe('/sign-in/')
    expect(signInPath('fr', '/fr/news/?a=1')).toBe('/fr/sign-in/?next=%2Ffr%2Fnews%2F%3Fa%3D1')
  })
})

describe('safeNext', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeNext('/fr/news/?a=1#x', '/')).toBe('/fr/news/?a=1#x')
  })

  it.each([
    '//evil.example/',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '',
    null,
  ])('refuses %s', (value) => {
    expect(safeNext(value, '/fallback/')).toBe('/fallback/')
  })
})
