import type { ContentType } from '../../src/model/front-matter'

/**
 * Where content files live: `content/<brand>/<section>/<locale>/<name>.md`.
 * A page's translations share its file name in each locale's folder, which is
 * how the CMS (tools/cms) pairs them; the `id` in the front matter is what the
 * build pairs them by.
 */
export const SECTION_OF_TYPE = {
  home: 'pages',
  page: 'pages',
  article: 'articles',
  'team-member': 'team',
  portfolio: 'portfolios',
} as const satisfies Record<ContentType, string>

export type Section = (typeof SECTION_OF_TYPE)[ContentType]
export const SECTIONS: readonly Section[] = [...new Set(Object.values(SECTION_OF_TYPE))]

/** Folders of a brand that hold files shared by every locale, not pages. */
export const SHARED_DIRS: readonly string[] = ['static', 'data']

export function isSection(name: string): name is Section {
  return (SECTIONS as readonly string[]).includes(name)
}

/** The folder, relative to the repository, of one section's files in one locale. */
export function sectionDir(brand: string, section: Section, locale: string): string {
  return `content/${brand}/${section}/${locale}`
}
