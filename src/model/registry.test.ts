import { describe, expect, it } from 'vitest'
import { memberSlug } from './pages/bio'
import { entryPath, type FrontMatter } from './registry'

describe('memberSlug', () => {
  it('is the first name plus the last initial, lowercase, without accents', () => {
    expect(memberSlug('Margaret', 'Chen')).toBe('margaretc')
    expect(memberSlug('Marc-André', 'Leblanc')).toBe('marc-andrel')
    expect(memberSlug('Éloïse', "O'Brien")).toBe('eloiseo')
  })
})

describe('entryPath', () => {
  const base = { id: 'x', title: 'T', description: 'D' }
  it('places each type under its section, institutional ones under /institutional/', () => {
    expect(entryPath('fr', { ...base, type: 'home' })).toBe('/fr/')
    expect(
      entryPath('en', {
        ...base,
        type: 'page',
        slug: 'institutional/accessibility',
        template: 'general',
      }),
    ).toBe('/institutional/accessibility/')
    const article: FrontMatter = {
      ...base,
      type: 'article',
      slug: 'Q1-2024-credit-commentary',
      date: '2024-04-15',
      category: 'commentary',
      authors: [],
      portfolios: [],
    }
    expect(entryPath('fr', article)).toBe('/fr/article/Q1-2024-credit-commentary/')
    expect(entryPath('en', { ...article, subsite: 'institutional' })).toBe(
      '/institutional/article/Q1-2024-credit-commentary/',
    )
    const member: FrontMatter = {
      id: 'x',
      type: 'team-member',
      firstName: 'Emma',
      lastName: 'Lindqvist',
      role: 'R',
      description: 'D',
      photo: { src: '/images/a.svg', alt: '' },
      portfolios: [],
    }
    expect(entryPath('cn', member)).toBe('/cn/your-team/emmal/')
    expect(entryPath('en', { ...member, subsite: 'institutional' })).toBe(
      '/institutional/your-team/emmal/',
    )
    expect(
      entryPath('fr', { ...base, type: 'portfolio', slug: 'portefeuille-mondial-edgepoint' }),
    ).toBe('/fr/portfolio/portefeuille-mondial-edgepoint/')
  })
})
