import { describe, expect, it } from 'vitest'
import { minimal, resultAt, testIndex, type TestFile } from '../testing/test-content'
import { bioPages, memberSlug } from './bio'
import { teamMemberSchema } from '../schemas/team-member'

describe('memberSlug', () => {
  it('is the first name plus the last initial, lowercase, without accents', () => {
    expect(memberSlug('Margaret', 'Chen')).toBe('margaretc')
    expect(memberSlug('Marc-André', 'Leblanc')).toBe('marc-andrel')
    expect(memberSlug('Éloïse', "O'Brien")).toBe('eloiseo')
  })
})

describe('bio pages', () => {
  const member = teamMemberSchema.parse({ ...minimal.member, id: 'ann' })

  it('live under /your-team/ at the member slug, institutional ones under /institutional/your-team/', () => {
    expect(bioPages.path('fr', member)).toBe('/fr/your-team/annl/')
    expect(bioPages.path('en', { ...member, subsite: 'institutional' })).toBe(
      '/institutional/your-team/annl/',
    )
  })

  it('are titled with the member name, and make the photo for both the bio and the cards', () => {
    expect(bioPages.title(member)).toBe('Ann Lee')
    expect(bioPages.imageFields(member)).toEqual([
      { image: member.photo, at: ['photo'], uses: ['person', 'bio'] },
    ])
  })

  it('show the member, their portfolios and their six newest articles in the page locale', () => {
    const articles: TestFile[] = Array.from({ length: 8 }, (_, i) => ({
      locale: 'en',
      data: {
        ...minimal.article,
        id: `a${i}`,
        slug: `a${i}`,
        date: `2025-01-0${i + 1}`,
        authors: i === 7 ? [] : ['ann'],
      },
    }))
    const index = testIndex([
      {
        locale: 'en',
        data: { ...minimal.member, id: 'ann', joined: 2009, portfolios: ['global'] },
        html: '<p>Bio</p>',
      },
      { locale: 'en', data: { ...minimal.portfolio, id: 'global', slug: 'g', title: 'Global' } },
      { locale: 'fr', data: { ...minimal.article, id: 'fr', slug: 'fr', authors: ['ann'] } },
      ...articles,
    ])
    const bio = resultAt(index, '/your-team/annl/', 'bio')
    expect(bio).toMatchObject({
      title: 'Ann Lee',
      name: 'Ann Lee',
      role: 'Analyst',
      html: '<p>Bio</p>',
      joined: 2009,
      photo: { image: { fallback: { src: 'bio:/images/a.svg' } } },
      portfolios: [{ label: 'Global', path: '/portfolio/g/' }],
    })
    expect(bio.articles.map((a) => a.path)).toEqual(
      ['a6', 'a5', 'a4', 'a3', 'a2', 'a1'].map((s) => `/article/${s}/`),
    )
  })
})
