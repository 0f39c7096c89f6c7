import { describe, expect, it } from 'vitest'
import { clashProblems, schemaProblems } from './entry-problems'

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
