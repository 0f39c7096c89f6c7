import { readFileSync } from 'node:fs'
import { deserialize, serialize } from 'node:v8'
import { access, readdir } from 'node:fs/promises'
import path from 'node:path'
import type { BrandId } from '../../src/site/brands'
import { LOCALE_CODES, isLocale, type Locale } from '../../src/site/locales'
import { localizedPath, withTrailingSlash } from '../../src/site/paths'
import type { LoadedBlock } from '../../src/model/blocks'
import {
  indexContent,
  type ContentEntry,
  type ContentIndex,
  type LoadedContent,
} from '../../src/model/content'
import { frontMatterSchema, type FrontMatter } from '../../src/model/front-matter'
import { claimedPath, entryPath, imageFieldsOf } from '../../src/model/registry'
import { loadBrandData, type BrandData } from './data-files'
import { InputError, type InputProblem } from './errors'
import { SECTIONS, SECTION_OF_TYPE, SHARED_DIRS, isSection, type Section } from './layout'
import { parseFrontMatter } from './front-matter'
import { internalLinkProblem, refusedLinkProblem } from './links'
import { renderMarkdown } from './markdown'
import { loadBlocks, type FieldPath, type Located } from './page-blocks'
import { wordCount } from './word-count'
import { uniquenessProblems } from './uniqueness'
import { schemaProblems } from './yaml-with-lines'

// Reads a brand's files and checks what needs them (links, references,
// images); what the content means is the site model's (src/model).


type LineOf = (at: FieldPath) => number

/**
 * What reading and checking one file makes of it, the same for the same
 * text in the same locale: what a ReadCache keeps. Lines are not in it: a
 * message needs one seldom, and finds it by reading the file again.
 */
interface FileRead {
  data: FrontMatter
  html: string
  words: number
  blocks: LoadedBlock[]
  links: Located[]
  /** Links and images the Markdown renderer refused (rendered as text). */
  refused: Located[]
}

/**
 * Keeps what reading each file made, between builds (the builder's cache):
 * `inputs` is everything the read is made from, but for the code, which
 * the cache's own key must cover.
 */
export interface ReadCache {
  get(inputs: string): Buffer | undefined
  put(inputs: string, read: Buffer): void
}

interface Draft extends ContentEntry {
  links: Located[]
  refused: Located[]
  images: Located[]
  lineOf: LineOf
}

const lineIn = (l: Located, lineOf: LineOf) => (l.at ? lineOf(l.at) : 0) + l.line

async function markdownFiles(dir: string): Promise<string[]> {
  const found = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])
  return found
    .filter((d) => d.isFile() && d.name.endsWith('.md') && d.name !== 'README.md')
    .map((d) => path.join(d.parentPath, d.name))
    .sort()
}


/** The `<section>/<locale>` folders of a brand (tools/content/layout.ts); a misplaced folder is a problem. */
async function localeFolders(
  root: string,
  brandDir: string,
  problems: InputProblem[],
): Promise<{ section: Section; locale: Locale }[]> {
  const folders: { section: Section; locale: Locale }[] = []
  const misplaced = (dir: string, message: string) =>
    problems.push({ file: path.relative(root, dir), line: 1, message })
  const dirsIn = async (dir: string) =>
    (await readdir(dir, { withFileTypes: true }))
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort()
  for (const section of await dirsIn(brandDir)) {
    if (SHARED_DIRS.includes(section)) continue
    if (!isSection(section)) {
      misplaced(
        path.join(brandDir, section),
        `"${section}" is not a content folder: pages go in ${SECTIONS.join(', ')}, each with a folder per locale`,
      )
      continue
    }
    for (const locale of await dirsIn(path.join(brandDir, section))) {
      if (isLocale(locale)) folders.push({ section, locale })
      else
        misplaced(
          path.join(brandDir, section, locale),
          `"${locale}" is not a locale folder: rename it to one of ${LOCALE_CODES.join(', ')}`,
        )
    }
  }
  return folders
}

/** The files that failed to load, by the path each claims (see claimedPath). */
type Unloaded = Map<string, string>

/** Reads one file: what it makes, or its problems and what it still tells of the page it claims. */
function readFileEntry(
  file: string,
  text: string,
  locale: Locale,
): { read: FileRead; lineOf: LineOf } | { problems: InputProblem[]; claims: unknown } {
  const parsed = parseFrontMatter(file, text)
  if ('problems' in parsed) return { problems: parsed.problems, claims: parsed.salvaged }
  const result = frontMatterSchema.safeParse(parsed.data ?? {})
  if (!result.success)
    return { problems: schemaProblems(file, parsed, result.error), claims: parsed.data }
  // A copy: the YAML parser's strings are slices of the file's text, and
  // would keep all of it in memory for a title.
  const data = structuredClone(result.data)
  const body = renderMarkdown(parsed.body)
  const html = body.html.trim() ? body.html : ''
  const { blocks, links, refused } = loadBlocks(data, html)
  const inBody = (l: { href: string; line: number }) => ({
    href: l.href,
    line: l.line + parsed.bodyLine - 1,
  })
  return {
    read: {
      data,
      html,
      words: wordCount(body.html, locale),
      blocks,
      links: [...body.internalLinks.map(inBody), ...links],
      refused: [...body.refusedLinks.map(inBody), ...refused],
    },
    // Kept by the draft: not `parsed`, which holds the file's text.
    lineOf: parsed.lineOf,
  }
}

/** A cached read (the cache checks its entries are whole and of this code), or undefined. */
function cachedRead(bytes: Buffer | undefined): FileRead | undefined {
  try {
    return bytes && (deserialize(bytes) as FileRead)
  } catch {
    return undefined
  }
}

/** The lines of a file read from the cache: it is parsed again if a message needs one. */
function linesOnDemand(file: string): LineOf {
  let lineOf: LineOf | undefined
  return (at) => {
    if (!lineOf) {
      const parsed = parseFrontMatter(file, readFileSync(file, 'utf8'))
      lineOf = 'problems' in parsed ? () => 1 : parsed.lineOf
    }
    return lineOf(at)
  }
}

async function readEntries(
  root: string,
  brandDir: string,
  problems: InputProblem[],
  cache: ReadCache | undefined,
): Promise<{ drafts: Draft[]; unloaded: Unloaded }> {
  const rel = (file: string) => path.relative(root, file)
  const drafts: Draft[] = []
  const unloaded: Unloaded = new Map()
  for (const { section, locale } of await localeFolders(root, brandDir, problems)) {
    // Read one at a time, synchronously: the files are small, and parsing them
    // is the work; through the thread pool each read costs several times more.
    for (const file of await markdownFiles(path.join(brandDir, section, locale))) {
      const text = readFileSync(file, 'utf8')
      const inputs = `${locale}\0${text}`
      let read = cachedRead(cache?.get(inputs))
      let lineOf: LineOf
      if (read) lineOf = linesOnDemand(file)
      else {
        const fresh = readFileEntry(rel(file), text, locale)
        if ('problems' in fresh) {
          problems.push(...fresh.problems)
          const claimed = claimedPath(locale, fresh.claims)
          if (claimed) unloaded.set(claimed, rel(file))
          continue
        }
        ;({ read, lineOf } = fresh)
        cache?.put(inputs, serialize(read))
      }
      const { data, html, words, blocks, links, refused } = read
      const belongs = SECTION_OF_TYPE[data.type]
      if (belongs !== section) {
        problems.push({
          file: rel(file),
          line: lineOf(['type']),
          field: 'type',
          message: `files of type ${data.type} belong in ${belongs}/${locale}/: move this one there`,
        })
        continue
      }
      drafts.push({
        file: rel(file),
        locale,
        data,
        path: entryPath(locale, data),
        html,
        words,
        blocks,
        links,
        refused,
        images: imageFieldsOf(data).map(({ image, at }) => ({
          href: image.src,
          at: [...at, 'src'],
          line: 0,
        })),
        lineOf,
      })
    }
  }
  return { drafts, unloaded }
}

async function checkReferences(
  root: string,
  brandDir: string,
  drafts: Draft[],
  unloaded: Unloaded,
  data: BrandData | undefined,
  problems: InputProblem[],
  unchecked: InputProblem[],
): Promise<void> {
  const paths = new Set(drafts.map((d) => d.path))
  for (const locale of new Set(drafts.map((d) => d.locale)))
    paths.add(localizedPath(locale, 'search'))
  const memberIds = new Set(
    drafts.filter((d) => d.data.type === 'team-member').map((d) => d.data.id),
  )
  const portfolioIds = new Set(data?.portfolios.map((p) => p.id))
  const entryIds = new Set(drafts.map((d) => d.data.id))
  const imageExists = new Map<string, Promise<boolean>>()
  const exists = (src: string) => {
    let known = imageExists.get(src)
    if (!known) {
      known = access(path.join(brandDir, 'static', src)).then(
        () => true,
        () => false,
      )
      imageExists.set(src, known)
    }
    return known
  }

  for (const d of drafts) {
    for (const link of d.refused) {
      problems.push({
        file: d.file,
        line: lineIn(link, d.lineOf),
        message: refusedLinkProblem(link.href),
      })
    }
    for (const link of d.links) {
      const message = internalLinkProblem(link.href, paths)
      if (message === undefined) continue
      const target = link.href.split(/[?#]/)[0] ?? ''
      // Its page is there but failed to load: that is the problem to fix, reported once.
      const unloadedFile = unloaded.get(target) ?? unloaded.get(withTrailingSlash(target))
      if (unloadedFile) {
        unchecked.push({
          file: d.file,
          line: lineIn(link, d.lineOf),
          message: `link to ${link.href}: its page, ${unloadedFile}, failed to load`,
        })
        continue
      }
      problems.push({ file: d.file, line: lineIn(link, d.lineOf), message })
    }
    for (const image of d.images) {
      if (!(await exists(image.href))) {
        problems.push({
          file: d.file,
          line: lineIn(image, d.lineOf),
          message: `image ${image.href} does not exist: add it under ${path.relative(root, path.join(brandDir, 'static'))}${path.dirname(image.href)}/ or fix the path`,
        })
      }
    }
    const { data: fm } = d
    if (fm.type === 'article') {
      fm.authors.forEach((author, k) => {
        if (!memberIds.has(author)) {
          problems.push({
            file: d.file,
            line: d.lineOf(['authors', k]),
            field: 'authors',
            message: `no team member has the id "${author}": use the id of a file with type team-member`,
          })
        }
      })
    }
    if (fm.type === 'article' || fm.type === 'team-member') {
      fm.portfolios.forEach((id, k) => {
        if (!portfolioIds.has(id)) {
          problems.push({
            file: d.file,
            line: d.lineOf(['portfolios', k]),
            field: 'portfolios',
            message:
              portfolioIds.size > 0
                ? `no portfolio "${id}" in data/portfolios.yaml: use one of ${[...portfolioIds].join(', ')}`
                : `no portfolio "${id}" in data/portfolios.yaml: add its figures there`,
          })
        }
      })
    }
    if (fm.type === 'portfolio' && !portfolioIds.has(fm.data ?? fm.id)) {
      problems.push({
        file: d.file,
        line: d.lineOf([fm.data ? 'data' : 'id']),
        field: fm.data ? 'data' : 'id',
        message: `no figures for "${fm.data ?? fm.id}" in data/portfolios.yaml: add them or set data to an existing id`,
      })
    }
  }
  if (data) {
    for (const menu of ['main', 'footer'] as const) {
      const entries: Array<{ id: string; at: Array<string | number> }> = data.site.navigation[
        menu
      ].flatMap((e, k) =>
        typeof e === 'string'
          ? [{ id: e, at: [k] }]
          : e.items.map((id, j) => ({ id, at: [k, 'items', j] })),
      )
      entries.forEach(({ id, at }) => {
        if (!entryIds.has(id)) {
          problems.push({
            file: data.files.site,
            line: data.lineOf('site', ['navigation', menu, ...at]),
            field: `navigation.${menu}`,
            message: `no page has the id "${id}": use the id of a content file`,
          })
        }
      })
    }
  }
  for (const locale of new Set(drafts.map((d) => d.locale))) {
    if (!drafts.some((d) => d.locale === locale && d.data.type === 'home')) {
      problems.push({
        file: path.relative(root, path.join(brandDir, SECTION_OF_TYPE.home, locale)),
        line: 1,
        message: 'no home page: add a file with "type: home"',
      })
    }
  }
}

/**
 * Reads and validates every content file and data file of a brand. Throws one
 * InputError listing every problem in every file; returns the content only when all is well.
 */
export async function readContent(
  root: string,
  brand: BrandId,
  cache?: ReadCache,
): Promise<LoadedContent> {
  const brandDir = path.join(root, 'content', brand)
  const exists = await access(brandDir).then(
    () => true,
    () => false,
  )
  if (!exists) {
    throw new InputError('Content', [
      {
        file: path.relative(root, brandDir),
        line: 1,
        message: `no content folder for brand "${brand}": create it with a folder per section and locale, e.g. articles/en/`,
      },
    ])
  }
  const problems: InputProblem[] = []
  const unchecked: InputProblem[] = []
  const { data, problems: dataProblems } = await loadBrandData(root, brandDir)
  const { drafts, unloaded } = await readEntries(root, brandDir, problems, cache)
  problems.push(...dataProblems)
  problems.push(...uniquenessProblems(drafts))
  await checkReferences(root, brandDir, drafts, unloaded, data, problems, unchecked)
  if (problems.length > 0 || !data) throw new InputError('Content', problems, unchecked)

  const entries: ContentEntry[] = drafts.map(
    ({ file, locale, data: fm, path: p, html, words, blocks }) => ({
      file,
      locale,
      data: fm,
      path: p,
      html,
      words,
      blocks,
    }),
  )
  const { site, portfolios, growth, shareHistory, files } = data
  return { brand, entries, data: { site, portfolios, growth, shareHistory, files } }
}

/** Reads, checks and indexes a brand's content (see readContent). */
export async function loadContent(
  root: string,
  brand: BrandId,
  cache?: ReadCache,
): Promise<ContentIndex> {
  return indexContent(await readContent(root, brand, cache))
}
