import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { BrandId } from '../../src/site/brands'
import { LOCALES, LOCALE_CODES, isLocale, localeConfig, type Locale } from '../../src/site/locales'
import { localizedPath, withTrailingSlash } from '../../src/site/paths'
import type { Translation } from '../../src/page-data/types'
import { InputError, type InputProblem } from './errors'
import { parseFrontMatter } from './front-matter'
import { renderMarkdown } from './markdown'
import { frontMatterSchema, type FrontMatter } from './schema'

export interface ContentEntry {
  /** Path of the source file, relative to the project root, for messages. */
  file: string
  locale: Locale
  data: FrontMatter
  /** The page's public path, e.g. `/fr/article/x/`. */
  path: string
  html: string
}

export interface ContentIndex {
  brand: BrandId
  entries: ContentEntry[]
  byPath: ReadonlyMap<string, ContentEntry>
  translationsOf(entry: ContentEntry): Translation[]
}

/** Folders of a brand that hold files shared by every locale, not pages. */
const SHARED_DIRS = new Set(['static', 'data', 'images'])

/** Paths the build writes itself; a content file may not claim them. */
const RESERVED_FIRST_SEGMENTS = new Set(['404', 'page-data', 'assets', ...LOCALE_CODES])

function publicPath(locale: Locale, data: FrontMatter): string {
  switch (data.type) {
    case 'home':
      return localizedPath(locale, '')
    case 'page':
      return localizedPath(locale, data.slug)
    case 'article':
      return localizedPath(locale, `article/${data.slug}`)
  }
}

async function markdownFiles(dir: string): Promise<string[]> {
  const found = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])
  return found
    .filter((d) => d.isFile() && d.name.endsWith('.md') && d.name !== 'README.md')
    .map((d) => path.join(d.parentPath, d.name))
    .sort()
}

interface Draft extends ContentEntry {
  internalLinks: Array<{ href: string; line: number }>
  lineOf(field: string): number
}

/**
 * Reads and validates every content file of a brand. Throws one InputError
 * listing every problem in every file; returns the index only when all is well.
 */
export async function loadContent(root: string, brand: BrandId): Promise<ContentIndex> {
  const brandDir = path.join(root, 'content', brand)
  const problems: InputProblem[] = []
  const drafts: Draft[] = []
  const rel = (file: string) => path.relative(root, file)

  const localeDirs = await readdir(brandDir, { withFileTypes: true }).catch(() => null)
  if (!localeDirs) {
    throw new InputError('Content', [
      {
        file: rel(brandDir),
        line: 1,
        message: `no content folder for brand "${brand}": create it with one folder per locale`,
      },
    ])
  }
  for (const dir of localeDirs
    .filter((d) => d.isDirectory())
    .sort((a, b) => a.name.localeCompare(b.name))) {
    if (SHARED_DIRS.has(dir.name)) continue
    if (!isLocale(dir.name)) {
      problems.push({
        file: rel(path.join(brandDir, dir.name)),
        line: 1,
        message: `"${dir.name}" is not a locale folder: rename it to one of ${LOCALE_CODES.join(', ')}`,
      })
      continue
    }
    const locale = dir.name
    for (const file of await markdownFiles(path.join(brandDir, locale))) {
      const parsed = parseFrontMatter(rel(file), await readFile(file, 'utf8'))
      if (Array.isArray(parsed)) {
        problems.push(...parsed)
        continue
      }
      const result = frontMatterSchema.safeParse(parsed.data ?? {})
      if (!result.success) {
        for (const issue of result.error.issues) {
          const field = issue.path.map(String).join('.') || undefined
          const keys = issue.code === 'unrecognized_keys' ? issue.keys : []
          problems.push({
            file: rel(file),
            line: parsed.lineOf(keys.length > 0 ? [...issue.path, keys[0] ?? ''] : issue.path),
            ...(field ? { field } : keys.length > 0 ? { field: keys.join(', ') } : {}),
            message:
              issue.code === 'unrecognized_keys'
                ? `unknown field: remove it or check its spelling`
                : issue.code === 'invalid_type' && issue.input === undefined
                  ? `missing: add ${field ?? 'it'} to the front matter`
                  : issue.message,
          })
        }
        continue
      }
      const { html, internalLinks } = renderMarkdown(parsed.body)
      drafts.push({
        file: rel(file),
        locale,
        data: result.data,
        path: publicPath(locale, result.data),
        html,
        internalLinks: internalLinks.map((l) => ({ ...l, line: l.line + parsed.bodyLine - 1 })),
        lineOf: (f) => parsed.lineOf([f]),
      })
    }
  }

  const byPath = new Map<string, Draft>()
  const idsByLocale = new Map<string, Draft>()
  for (const d of drafts) {
    const first = d.path.split('/').filter(Boolean)[d.locale === 'en' ? 0 : 1]
    if (d.data.type !== 'home' && first && RESERVED_FIRST_SEGMENTS.has(first)) {
      problems.push({
        file: d.file,
        line: d.lineOf('slug'),
        field: 'slug',
        message: `"${first}" is reserved by the build: choose another slug`,
      })
    }
    const samePath = byPath.get(d.path)
    if (samePath) {
      problems.push({
        file: d.file,
        line: d.lineOf('slug'),
        field: 'slug',
        message: `${d.path} is already the path of ${samePath.file}: give this page another slug`,
      })
    } else byPath.set(d.path, d)
    const key = `${d.locale}\0${d.data.id}`
    const sameId = idsByLocale.get(key)
    if (sameId) {
      problems.push({
        file: d.file,
        line: d.lineOf('id'),
        field: 'id',
        message: `id "${d.data.id}" is already used by ${sameId.file} in this locale: ids are unique per locale`,
      })
    } else idsByLocale.set(key, d)
  }
  for (const d of drafts) {
    for (const link of d.internalLinks) {
      const target = link.href.split(/[?#]/)[0] ?? ''
      if (byPath.has(target)) continue
      const slashed = withTrailingSlash(target)
      problems.push({
        file: d.file,
        line: link.line,
        message: byPath.has(slashed)
          ? `link to ${link.href} lacks the trailing slash: write ${slashed}`
          : `link to ${link.href} points to no page of this site: fix the path or remove the link`,
      })
    }
  }
  const locales = new Set(drafts.map((d) => d.locale))
  for (const locale of locales) {
    if (!drafts.some((d) => d.locale === locale && d.data.type === 'home')) {
      problems.push({
        file: rel(path.join(brandDir, locale)),
        line: 1,
        message: `no home page: add a file with "type: home"`,
      })
    }
  }
  if (problems.length > 0) throw new InputError('Content', problems)

  const entries: ContentEntry[] = drafts.map(({ file, locale, data, path: p, html }) => ({
    file,
    locale,
    data,
    path: p,
    html,
  }))
  const groups = new Map<string, Translation[]>()
  for (const e of entries) {
    const group = groups.get(e.data.id) ?? []
    group.push({ locale: e.locale, hrefLang: localeConfig(e.locale).hrefLang, path: e.path })
    groups.set(e.data.id, group)
  }
  const order = (t: Translation) => LOCALES.findIndex((l) => l.code === t.locale)
  for (const group of groups.values()) group.sort((a, b) => order(a) - order(b))
  return {
    brand,
    entries,
    byPath: new Map(entries.map((e) => [e.path, e])),
    translationsOf: (entry) => groups.get(entry.data.id) ?? [],
  }
}
