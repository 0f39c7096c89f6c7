import { frontMatterSchema, type FrontMatter } from '../../../src/model/front-matter'
import { entryPath } from '../../../src/model/registry'
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../src/site/locales'
import { internalLinkProblem, refusedLinkProblem } from '../../content/links'
import { renderMarkdown } from '../../content/markdown'
import { loadBlocks } from '../../content/page-blocks'
import { uniquenessProblems, type PageFile } from '../../content/uniqueness'
import { localizedPath } from '../../../src/site/paths'
import type { SaveProblem } from './save-problems'

/**
 * The checks of a save, the build's own: every language an editor wrote
 * against the site's schema, and the entry against the brand's other pages
 * (tools/content/uniqueness.ts: ids, paths, file names).
 */

/** One language of the entry being saved, as it will be written. */
export interface WrittenPage {
  locale: Locale
  fields: Record<string, unknown>
  /** Its Markdown body. */
  body?: string
}

/** A content file already in the repository (`content/<brand>/<section>/<locale>/<name>.md`). */
export interface StoredFile {
  path: string
  fields: Record<string, unknown>
}

export function schemaProblems(pages: readonly WrittenPage[]): SaveProblem[] {
  return pages.flatMap(({ locale, fields }) => {
    const result = frontMatterSchema.safeParse(fields)
    return result.success
      ? []
      : result.error.issues.map((issue) => ({ locale, path: issue.path, message: issue.message }))
  })
}

function localeOfFile(file: string): Locale | undefined {
  const folder = file.split('/').at(-2)
  return folder !== undefined && isLocale(folder) ? folder : undefined
}

const noLines = () => 0

/**
 * The entry's clashes with the brand's other files: the same id or path in a
 * locale, a type another language of its id does not have, and for a new
 * entry a file of its name already there (Decap would write `<name>-1.md`).
 */
export function clashProblems(
  entry: { folder: string; name: string; isNew: boolean },
  pages: readonly WrittenPage[],
  stored: readonly StoredFile[],
): SaveProblem[] {
  const own = (locale: Locale) => `${entry.folder}/${locale}/${entry.name}.md`
  const others: PageFile[] = []
  const problems: SaveProblem[] = []
  for (const file of stored) {
    const locale = localeOfFile(file.path)
    const parsed = frontMatterSchema.safeParse(file.fields)
    if (!locale || !parsed.success) continue
    if (file.path === own(locale)) {
      if (entry.isNew) {
        problems.push({
          locale,
          path: ['id'],
          message: `${file.path} exists already (id "${parsed.data.id}"): choose another id`,
        })
      }
      continue
    }
    others.push(page(file.path, locale, parsed.data))
  }
  const written: PageFile[] = []
  for (const { locale, fields } of pages) {
    const parsed = frontMatterSchema.safeParse(fields)
    if (parsed.success) written.push(page(own(locale), locale, parsed.data))
  }
  const ownFiles = new Set(written.map((p) => p.file))
  for (const p of uniquenessProblems([...others, ...written])) {
    if (!ownFiles.has(p.file)) continue
    problems.push({
      locale: localeOfFile(p.file) ?? DEFAULT_LOCALE,
      path: p.field ? [p.field] : [],
      message: p.message,
    })
  }
  return problems
}

function page(file: string, locale: Locale, data: FrontMatter): PageFile {
  return { file, locale, data, path: entryPath(locale, data), lineOf: noLines }
}

/**
 * The links each language holds (its body and its blocks' links and
 * Markdown), checked as the build checks them: against the brand's pages as
 * stored, with the entry's own.
 */
export function linkProblems(
  pages: readonly WrittenPage[],
  stored: readonly StoredFile[],
): SaveProblem[] {
  const paths = new Set<string>()
  for (const file of stored) {
    const locale = localeOfFile(file.path)
    const parsed = frontMatterSchema.safeParse(file.fields)
    if (locale && parsed.success) paths.add(entryPath(locale, parsed.data))
  }
  const written = pages.flatMap(({ locale, fields, body }) => {
    const parsed = frontMatterSchema.safeParse(fields)
    return parsed.success ? [{ locale, data: parsed.data, body: body ?? '' }] : []
  })
  for (const { locale, data } of written) paths.add(entryPath(locale, data))
  for (const locale of new Set([...paths].map(localeOfPath)))
    paths.add(localizedPath(locale, 'search'))
  const problems: SaveProblem[] = []
  for (const { locale, data, body } of written) {
    const rendered = renderMarkdown(body)
    const blocks = loadBlocks(data, rendered.html)
    const inBody = (l: { href: string }) => ({ href: l.href, at: ['body'] })
    for (const link of [...rendered.refusedLinks.map(inBody), ...blocks.refused]) {
      problems.push({ locale, path: link.at ?? ['body'], message: refusedLinkProblem(link.href) })
    }
    for (const link of [...rendered.internalLinks.map(inBody), ...blocks.links]) {
      const message = internalLinkProblem(link.href, paths)
      if (message) problems.push({ locale, path: link.at ?? ['body'], message })
    }
  }
  return problems
}

/** The locale a public path is in (`/fr/x/` is French, `/x/` English). */
function localeOfPath(pagePath: string): Locale {
  const first = pagePath.split('/')[1] ?? ''
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE
}
