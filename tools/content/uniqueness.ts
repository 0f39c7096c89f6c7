import type { FrontMatter } from '../../src/model/front-matter'
import { LOCALE_CODES, localePrefix, type Locale } from '../../src/site/locales'
import type { InputProblem } from './errors'

/**
 * What must be unique across a brand's pages: their paths (no slug twice in a
 * locale, none the build reserves), an id per locale, and one type per id.
 * Pure, so that the build, `content check` and the editor's save (tools/cms)
 * run this very check.
 */

/** First path segments the build writes itself; a content file may not claim them. */
export const RESERVED = new Set([
  '404',
  'page-data',
  'assets',
  'search',
  'images',
  // The sign-in screens and the account page of a brand with sign-in (src/model/pages/sign-in.ts).
  'sign-in',
  'account',
  ...LOCALE_CODES,
])

export interface PageFile {
  /** The file, relative to the repository. */
  file: string
  locale: Locale
  data: FrontMatter
  /** Its public path (`entryPath`). */
  path: string
  /** The line of a front matter field. */
  lineOf(at: readonly PropertyKey[]): number
}

/**
 * Every clash, reported on the later file of each pair: pass the pages that
 * are there first, and a page being written last, so the problem is the new one's.
 */
export function uniquenessProblems(pages: readonly PageFile[]): InputProblem[] {
  const problems: InputProblem[] = []
  const byPath = new Map<string, PageFile>()
  const byLocaleId = new Map<string, PageFile>()
  const typeOfId = new Map<string, PageFile>()
  for (const d of pages) {
    const segments = d.path.split('/').filter(Boolean)
    const first = segments[localePrefix(d.locale) === undefined ? 0 : 1]
    const slugField = d.data.type === 'team-member' ? 'firstName' : 'slug'
    if (d.data.type !== 'home' && first && RESERVED.has(first)) {
      problems.push({
        file: d.file,
        line: d.lineOf([slugField]),
        field: 'slug',
        message: `"${first}" is reserved by the build: choose another slug`,
      })
    }
    const samePath = byPath.get(d.path)
    if (samePath) {
      problems.push({
        file: d.file,
        line: d.lineOf([slugField]),
        field: 'slug',
        message: `${d.path} is already the path of ${samePath.file}: give this page another slug`,
      })
    } else byPath.set(d.path, d)
    const key = `${d.locale}\0${d.data.id}`
    const sameId = byLocaleId.get(key)
    if (sameId) {
      problems.push({
        file: d.file,
        line: d.lineOf(['id']),
        field: 'id',
        message: `id "${d.data.id}" is already used by ${sameId.file} in this locale: ids are unique per locale`,
      })
    } else byLocaleId.set(key, d)
    const sibling = typeOfId.get(d.data.id)
    if (sibling && sibling.data.type !== d.data.type) {
      problems.push({
        file: d.file,
        line: d.lineOf(['type']),
        field: 'type',
        message: `translations share an id, but ${sibling.file} with id "${d.data.id}" is a ${sibling.data.type}: use another id or the same type`,
      })
    } else if (!sibling) typeOfId.set(d.data.id, d)
  }
  return problems
}
