import { describe, expect, it } from 'vitest'
import { clashProblems, linkProblems, schemaProblems } from './entry-problems'

const FOLDER = 'content/edgepoint/articles'
const article = (id: string, slug: string) => ({
  id,
  type: 'article',
  slug,
  title: 'A title',
  description: 'A description.',
  date: '2025-06-30',
  category: 'news',
})
const stored = [
  {
    path: `${FOLDER}/en/partner-meeting.md`,
    fields: article('partner-meeting', 'partner-meeting'),
  },
  { path: `${FOLDER}/fr/partner-meeting.md`, fields: article('partner-meeting', 'assemblee') },
]

describe('a save is checked against the brand’s other files, as the build checks them', () => {
  it('refuses a new entry whose file is there already, naming it', () => {
    const pages = [{ locale: 'en' as const, fields: article('partner-meeting', 'other') }]
    const problems = clashProblems(
      { folder: FOLDER, name: 'partner-meeting', isNew: true },
      pages,
      stored,
    )
    expect(problems.map((p) => p.message)).toContain(
      `${FOLDER}/en/partner-meeting.md exists already (id "partner-meeting"): choose another id`,
    )
  })

  it('refuses a slug another page of the locale has, on the slug field', () => {
    const pages = [{ locale: 'fr' as const, fields: article('new-one', 'assemblee') }]
    expect(clashProblems({ folder: FOLDER, name: 'new-one', isNew: true }, pages, stored)).toEqual([
      {
        locale: 'fr',
        path: ['slug'],
        message: `/fr/article/assemblee/ is already the path of ${FOLDER}/fr/partner-meeting.md: give this page another slug`,
      },
    ])
  })

  it('lets an entry be saved over its own files', () => {
    const pages = [{ locale: 'en' as const, fields: article('partner-meeting', 'partner-meeting') }]
    expect(
      clashProblems({ folder: FOLDER, name: 'partner-meeting', isNew: false }, pages, stored),
    ).toEqual([])
  })

  it('reports the schema’s problems with their locale and field', () => {
    const problems = schemaProblems([{ locale: 'cn', fields: { ...article('x', 'x'), title: '' } }])
    expect(problems).toEqual([{ locale: 'cn', path: ['title'], message: 'write a title' }])
  })
})

describe('a save checks the links its pages hold, as the build does', () => {
  const body = (text: string) => ({
    locale: 'en' as const,
    fields: article('new-one', 'new-one'),
    body: text,
  })

  it('accepts links to the brand’s pages, the entry’s own and the search page', () => {
    const pages = [body('[A](/article/partner-meeting/), [me](/article/new-one/), [s](/search/)')]
    expect(linkProblems(pages, stored)).toEqual([])
  })

  it('refuses a link to no page, one without its trailing slash, and a refused scheme', () => {
    const pages = [
      body('[gone](/article/gone/) [slash](/article/partner-meeting) [js](javascript:alert)'),
    ]
    expect(linkProblems(pages, stored).map((p) => p.message)).toEqual([
      'link to javascript:alert is not allowed in content: point to https://, http://, mailto:, tel: or a site path such as /fr/news/',
      'link to /article/gone/ points to no page of this site: fix the path or remove the link',
      'link to /article/partner-meeting lacks the trailing slash: write /article/partner-meeting/',
    ])
  })
})
