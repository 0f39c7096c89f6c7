import { describe, expect, it } from 'vitest'
import { minimal, resultAt, testIndex } from '../testing/test-content'
import { homePages } from './home'
import { homeSchema } from '../schemas/home'

describe('home pages', () => {
  it("are each locale's root", () => {
    const home = homeSchema.parse({ ...minimal.home, id: 'home' })
    expect(homePages.path('en', home)).toBe('/')
    expect(homePages.path('cn', home)).toBe('/cn/')
  })

  it('fill their lists from the content of their own locale', () => {
    const index = testIndex([
      {
        locale: 'fr',
        data: { ...minimal.home, id: 'home', title: 'Accueil' },
        blocks: [
          { type: 'rich-text', html: '<p>Bonjour</p>' },
          { type: 'team-list', heading: 'Équipe' },
        ],
      },
      { locale: 'fr', data: { ...minimal.member, id: 'b', firstName: 'Bea', lastName: 'Zed' } },
      { locale: 'fr', data: { ...minimal.member, id: 'a', firstName: 'Al', lastName: 'Ames' } },
      { locale: 'en', data: { ...minimal.member, id: 'c', firstName: 'Cy', lastName: 'Ames' } },
    ])
    expect(resultAt(index, '/fr/', 'home')).toMatchObject({
      title: 'Accueil',
      pageContext: { locale: 'fr', hrefLang: 'fr-CA', originalPath: '/' },
      blocks: [
        { type: 'rich-text', html: '<p>Bonjour</p>' },
        {
          type: 'team-list',
          heading: 'Équipe',
          items: [
            { name: 'Al Ames', path: '/fr/your-team/ala/', photo: { alt: 'Ann' } },
            { name: 'Bea Zed', path: '/fr/your-team/beaz/' },
          ],
        },
      ],
    })
  })
})
