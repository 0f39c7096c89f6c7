import { describe, expect, it } from 'vitest'
import {
  TEMPLATES,
  claimedPath,
  componentChunkName,
  entryPath,
  entryTitle,
  imageFieldsOf,
} from './registry'
import { frontMatterSchema, type FrontMatter } from './front-matter'
import { minimal } from './testing/test-content'

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

describe('claimedPath', () => {
  it('places invalid front matter by the fields its path is made of, when those are valid', () => {
    expect(claimedPath('fr', { type: 'article', slug: 'x', date: '2024-13-45', extra: 1 })).toBe(
      '/fr/article/x/',
    )
    expect(
      claimedPath('en', { type: 'team-member', firstName: 'Emma', lastName: 'Lindqvist' }),
    ).toBe('/your-team/emmal/')
    expect(claimedPath('cn', { type: 'home', title: '' })).toBe('/cn/')
  })

  it('claims no path when those fields or the type cannot be read', () => {
    expect(claimedPath('en', { type: 'article', slug: 'not a slug' })).toBeUndefined()
    expect(claimedPath('en', { type: 'gallery', slug: 'x' })).toBeUndefined()
    expect(claimedPath('en', { type: 'toString', slug: 'x' })).toBeUndefined()
    expect(claimedPath('en', undefined)).toBeUndefined()
  })
})

describe('the registry', () => {
  it('names every template once, each the file of src/templates its chunk name says', () => {
    expect([...TEMPLATES].sort()).toEqual(
      [
        'article',
        'bio',
        'general',
        'home',
        'inside-edge',
        'not-found',
        'portfolio',
        'search',
        'sign-in',
        'account',
      ].sort(),
    )
    expect(componentChunkName('inside-edge')).toBe('component---src-templates-inside-edge-tsx')
  })

  it('validates front matter by its type, and says which types there are', () => {
    const parsed = frontMatterSchema.safeParse({ ...minimal.page, id: 'x', type: 'gallery' })
    expect(parsed.error?.issues[0]?.message).toBe(
      'set "type" to one of: home, page, article, team-member, portfolio',
    )
    expect(frontMatterSchema.parse({ ...minimal.page, id: 'x', slug: 'x' })).toMatchObject({
      type: 'page',
      template: 'general',
    })
  })

  it("goes to each entry's own page type for its title and image fields", () => {
    const member = frontMatterSchema.parse({ ...minimal.member, id: 'ann' })
    expect(entryTitle(member)).toBe('Ann Lee')
    expect(imageFieldsOf(member)).toHaveLength(1)
    const home = frontMatterSchema.parse({
      ...minimal.home,
      id: 'home',
      title: 'Welcome',
      blocks: [
        {
          type: 'hero',
          heading: 'H',
          image: { src: '/images/h.png', alt: 'A view of the harbour' },
        },
      ],
    })
    expect(entryTitle(home)).toBe('Welcome')
    expect(imageFieldsOf(home)).toEqual([
      {
        image: { src: '/images/h.png', alt: 'A view of the harbour' },
        at: ['blocks', 0, 'image'],
        uses: ['hero'],
      },
    ])
  })
})
