import type { ChildProcess } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { PageDataRecord } from '../../src/model/page-data-record'
import { searchEntry } from '../../src/search/entry'
import { localeConfig, LOCALE_CODES, type Locale } from '../../src/site/locales'
import { cacheKey, folderFiles, writeFolderFiles, type CacheShelf } from './build-cache'
import { spawnGroup, stopGroup } from './process-group'
import { limiter } from '../shared/map-limit'

export interface SearchIndexReport {
  pages: number
  /** Pages per language index (`en-ca`, `fr-ca`, `zh-cn`). */
  languages: Record<string, number>
  files: number
  bytes: number
  /** From the first language's pages written (its turn to be indexed) to the whole index. */
  seconds: number
  /** Languages whose index came from the build cache. */
  reused: string[]
}

/** The build cache's kind of entry holding one language's index. */
export const SEARCH_SHELF = 'search'

/** The folder of the index and its browser module, at the site's root. */
export const SEARCH_DIR = 'pagefind'

/** Where one language's index is written before it joins the others in SEARCH_DIR. */
const PART_PREFIX = `.${SEARCH_DIR}-`

/**
 * The site's top folders the index writes, which hold no HTML: what reads
 * the site's documents while the index is written skips them.
 */
export function isSearchIndexFolder(name: string): boolean {
  return name === SEARCH_DIR || name.startsWith(PART_PREFIX)
}

/** What Pagefind is asked to index for one locale. */
export interface LanguageJob {
  locale: Locale
  /** Pagefind's name of the language: the pages' `<html lang>`, lower-cased. */
  lang: string
  /** The locale's pages, relative to the site's root. */
  glob: string
  /** How many of them have a search entry: what the index must hold. */
  pages: number
}

const GLOB_SPECIAL = /[\\{}[\]*?,<>()!]/g

/**
 * One job per locale with pages to index. A locale's glob names the top
 * folders its pages are in (`fr/**`, or `article/**`, `news/**`… and the home
 * page for the unprefixed default), read from the records, so it takes no
 * page of another locale. A locale with nothing to index gets no job: run on
 * pages none of which marks its main content, Pagefind would index them whole.
 */
export function languageJobs(records: readonly PageDataRecord[]): LanguageJob[] {
  return LOCALE_CODES.flatMap((locale) => {
    const own = records.filter((r) => r.result.locale === locale)
    const pages = own.filter((r) => searchEntry(r.result) !== null).length
    if (pages === 0) return []
    const tops = new Set(own.map((r) => r.path.split('/').filter(Boolean)[0] ?? ''))
    const folders = [...tops].filter((top) => top !== '').sort()
    const escaped = folders.map((folder) => folder.replace(GLOB_SPECIAL, '\\$&'))
    const alternatives = [
      ...(tops.has('') ? ['index.html'] : []),
      ...(escaped.length === 1 ? [`${escaped[0]}/**/index.html`] : []),
      ...(escaped.length > 1 ? [`{${escaped.join(',')}}/**/index.html`] : []),
    ]
    const glob = alternatives.length === 1 ? (alternatives[0] ?? '') : `{${alternatives.join(',')}}`
    return [{ locale, lang: localeConfig(locale).hrefLang.toLowerCase(), glob, pages }]
  })
}

/** The pages of each language in Pagefind's `pagefind-entry.json`; throws when it is not one. */
export function entryLanguages(entry: unknown): Record<string, number> {
  const languages = (entry as { languages?: unknown } | null)?.languages
  if (typeof languages !== 'object' || languages === null) {
    throw new Error(
      'search index: pagefind-entry.json has no "languages": is pagefind 1.6 installed?',
    )
  }
  return Object.fromEntries(
    Object.entries(languages).map(([lang, info]) => {
      const count = (info as { page_count?: unknown } | null)?.page_count
      if (typeof count !== 'number') {
        throw new Error(`search index: pagefind-entry.json gives no page_count for "${lang}"`)
      }
      return [lang, count]
    }),
  )
}

/**
 * The entry file of one index holding every language: Pagefind's own, when it
 * indexes them all at once, lists each language as its one-language index
 * does, in the order of their names, with the same settings around them.
 */
export function mergeEntries(entries: readonly unknown[]): unknown {
  const [first, ...others] = entries
  if (first === undefined) throw new Error('search index: no language index to merge')
  for (const entry of entries) entryLanguages(entry)
  const settings = (entry: unknown) => {
    const { languages: _, ...rest } = entry as Record<string, unknown>
    return JSON.stringify(rest)
  }
  for (const other of others) {
    if (settings(other) !== settings(first)) {
      throw new Error(
        `search index: the language indexes were written with different settings (${settings(first)}, ${settings(other)})`,
      )
    }
  }
  const languages = entries.flatMap((entry) =>
    Object.entries((entry as { languages: Record<string, unknown> }).languages),
  )
  languages.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return { ...(first as Record<string, unknown>), languages: Object.fromEntries(languages) }
}

/**
 * Pagefind's arguments besides its folders and glob. They are in each
 * language index's key with Pagefind's version: a flag that changes the index
 * goes here.
 */
const PAGEFIND_FLAGS = ['--quiet']

/** Pagefind's version, and its command line as its package declares it (`bin`). */
function pagefindPackage(): { version: string; command: string } {
  // Found as Node finds the package: its `exports` let nothing but its module be resolved.
  const dir = (createRequire(import.meta.url).resolve.paths('pagefind') ?? [])
    .map((modules) => path.join(modules, 'pagefind'))
    .find((candidate) => existsSync(path.join(candidate, 'package.json')))
  if (dir === undefined) throw new Error('search index: pagefind is not installed (npm install)')
  const { bin, version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    bin?: unknown
    version?: unknown
  }
  if (typeof bin !== 'string' || typeof version !== 'string') {
    throw new Error(`search index: ${dir} declares no Pagefind command or version`)
  }
  return { version, command: path.join(dir, bin) }
}

/** This process's environment without Pagefind's settings, which would change the index. */
function environmentWithoutPagefindSettings(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !name.startsWith('PAGEFIND_') || name.endsWith('_BINARY_PATH'),
    ),
  )
}

/** The Pagefind processes of one index, so that they can be stopped together. */
class Processes {
  private readonly running = new Set<ChildProcess>()
  stopped = false
  private onStop: () => void = () => {}
  /** Resolves (with nothing) when the index is stopped: what waits for pages waits no more. */
  readonly whenStopped = new Promise<undefined>(
    (resolve) => (this.onStop = () => resolve(undefined)),
  )

  /** Pagefind's command line, a Node wrapper around its binary: stopped with it. */
  start(args: readonly string[], cwd: string): ChildProcess {
    const child = spawnGroup(process.execPath, [pagefindPackage().command, ...args], {
      cwd,
      env: environmentWithoutPagefindSettings(),
    })
    this.running.add(child)
    child.on('close', () => this.running.delete(child))
    return child
  }

  stop(): void {
    this.stopped = true
    this.onStop()
    this.running.forEach(stopGroup)
  }
}

/**
 * Pagefind's command line on one language's pages, into `outputPath`, which
 * is also where it runs, so that no configuration file of another folder is
 * read. Resolves with nothing, or with what went wrong and what Pagefind said.
 */
async function indexLanguage(
  siteDir: string,
  job: LanguageJob,
  outputPath: string,
  processes: Processes,
): Promise<string | undefined> {
  await mkdir(outputPath, { recursive: true })
  if (processes.stopped) return `${job.lang}: stopped`
  const args = [
    '--site',
    siteDir,
    '--glob',
    job.glob,
    '--output-path',
    outputPath,
    ...PAGEFIND_FLAGS,
  ]
  const child = processes.start(args, outputPath)
  let said = ''
  child.stdout?.setEncoding('utf8').on('data', (text: string) => (said += text))
  child.stderr?.setEncoding('utf8').on('data', (text: string) => (said += text))
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) => {
    child.on('error', (error) => {
      said += error.message
      resolve([null, null])
    })
    child.on('close', (c, s) => resolve([c, s]))
  })
  if (code === 0) return undefined
  return `${job.lang} (${job.glob}): Pagefind ended with ${signal ?? `exit code ${code}`}:\n${said.trim()}`
}

/** Moves every file of `from` into `to`; a file both have must be the same bytes. */
async function moveInto(from: string, to: string): Promise<void> {
  const names = await readdir(from, { recursive: true, withFileTypes: true })
  for (const entry of names) {
    if (!entry.isFile()) continue
    const source = path.join(entry.parentPath, entry.name)
    const target = path.join(to, path.relative(from, source))
    if (existsSync(target)) {
      const [a, b] = await Promise.all([readFile(source), readFile(target)])
      if (!a.equals(b)) {
        throw new Error(`search index: two language indexes wrote different ${target}`)
      }
      continue
    }
    await mkdir(path.dirname(target), { recursive: true })
    await rename(source, target)
  }
}

async function folderSize(dir: string): Promise<{ files: number; bytes: number }> {
  const names = await readdir(dir, { recursive: true })
  let files = 0
  let bytes = 0
  for (const name of names) {
    const info = await stat(path.join(dir, name))
    if (!info.isFile()) continue
    files++
    bytes += info.size
  }
  return { files, bytes }
}

const ENTRY_FILE = 'pagefind-entry.json'

export interface SearchIndexOptions {
  /** The staging folder, holding the rendered pages or about to. */
  outDir: string
  records: readonly PageDataRecord[]
  /** Where each language's index is looked for and stored, by `languageKey`. */
  cache?: CacheShelf
  /**
   * The pages are still being written: each language waits for
   * `pagesWritten`. Without it they are all in `outDir` already, and no
   * index is looked for in the cache (nothing says what Pagefind would read).
   */
  waitForPages?: boolean
}

/**
 * A language's index's key: Pagefind indexes only the pages with a search
 * entry, and of each only what `searchReadsDigest` covers (its main element,
 * mostly), so the index is made from those digests and the pages' paths,
 * from the job, and from Pagefind itself (its version and our arguments). A
 * page's header, language links and page data, and the code's hash, are not
 * in it: a translation added re-indexes its own language only.
 */
export function languageKey(
  job: LanguageJob,
  records: readonly PageDataRecord[],
  searchReads: ReadonlyMap<string, string>,
): string | undefined {
  const pages: string[] = []
  for (const record of records) {
    if (record.result.locale !== job.locale || searchEntry(record.result) === null) continue
    const digest = searchReads.get(record.path)
    if (digest === undefined) return undefined
    pages.push(`${record.path} ${digest}`)
  }
  const { version } = pagefindPackage()
  return cacheKey('search', version, ...PAGEFIND_FLAGS, JSON.stringify(job), ...pages.sort())
}

/**
 * Pagefind processes at a time. Each holds its language's whole index in
 * memory until it writes it (about 1 GiB for 1,000 Chinese pages, 4 GiB for
 * 10,000), so running every language at once added them up (10 GiB at
 * 10,000 pages a language); two keep both cores of a small machine busy.
 */
export const PAGEFIND_AT_ONCE = 2

/** Languages Pagefind segments into words as it indexes them: about twice the time a page. */
const SEGMENTED = /^(zh|ja|ko|th)(-|$)/

/**
 * The jobs, the longest first: the longest then runs beside the others one
 * after another, and ends about when they do (docs/performance.md,
 * "Measurements behind the code").
 */
export function longestFirst(jobs: readonly LanguageJob[]): LanguageJob[] {
  const work = (job: LanguageJob) => job.pages * (SEGMENTED.test(job.lang) ? 2 : 1)
  return [...jobs].sort((a, b) => work(b) - work(a))
}

/**
 * The order the render step writes the locales in, and so the order their
 * indexes start in when several are ready at once: the longest first, which
 * then runs beside the others one after another (`longestFirst`).
 */
export const indexingOrder = (records: readonly PageDataRecord[]): Locale[] =>
  longestFirst(languageJobs(records)).map((job) => job.locale)

export interface SearchIndexing {
  /** The report, once `/pagefind/` is complete; rejects when it cannot be. */
  done: Promise<SearchIndexReport>
  /**
   * With `waitForPages`: every page of `locale` is in the output folder, and
   * this is what the index reads of each (`searchReadsDigest`, by path). Its
   * language's index starts: from the cache, or in Pagefind when a slot is free.
   */
  pagesWritten(locale: Locale, searchReads: ReadonlyMap<string, string>): void
  /**
   * Ends the indexing, whatever it is doing (a build that stops early), and
   * waits for it. Its processes are sent the signal before this returns: a
   * stop-signal handler can call it, without waiting, before it deletes the
   * folder they write into.
   */
  stop(): Promise<void>
}

/**
 * Starts writing `/pagefind/`: one index per language, of the pages rendered
 * into `outDir`, each language once its pages are written. Pagefind reads
 * only the main element of the pages whose record has a search entry (`data-pagefind-body`, see
 * src/search/index-markup.ts), so the header, menus and footer, and the
 * search and not-found pages, are not in it; a page behind sign-in gets no
 * entry and is left out the same way.
 *
 * Each language is indexed by a Pagefind process of its own, two at a time
 * (PAGEFIND_AT_ONCE), in the order their pages are written (the render step
 * writes them in `indexingOrder`), and their folders merged: Pagefind
 * indexes languages one after the other, and the files of a one-language
 * index are those the whole index has for that language, byte for byte (only
 * the entry file lists them all). `done` rejects when a language's index does
 * not hold exactly the pages its records say, naming both numbers.
 */
export function startSearchIndex(options: SearchIndexOptions): SearchIndexing {
  const processes = new Processes()
  const written = new Map<Locale, (searchReads: ReadonlyMap<string, string>) => void>()
  const pagesOf = new Map(
    LOCALE_CODES.map((locale) => [
      locale,
      options.waitForPages
        ? new Promise<ReadonlyMap<string, string> | undefined>((resolve) =>
            written.set(locale, resolve),
          )
        : Promise.resolve(undefined),
    ]),
  )
  const done = writeSearchIndex(options, processes, (locale) =>
    Promise.race([pagesOf.get(locale), processes.whenStopped]),
  )
  done.catch(() => {}) // awaited by whoever started it
  return {
    done,
    pagesWritten: (locale, searchReads) => written.get(locale)?.(searchReads),
    stop: async () => {
      processes.stop()
      await done.catch(() => {})
    },
  }
}

async function writeSearchIndex(
  { outDir, records, cache }: SearchIndexOptions,
  processes: Processes,
  pagesOf: (locale: Locale) => Promise<ReadonlyMap<string, string> | undefined>,
): Promise<SearchIndexReport> {
  let started: number | undefined
  const jobs = languageJobs(records)
  if (jobs.length === 0) throw new Error('search index: no page has a search entry')
  const outputPath = path.join(outDir, SEARCH_DIR)
  const partOf = (job: LanguageJob) => path.join(outDir, `${PART_PREFIX}${job.locale}`)
  const reused: string[] = []
  const pagefindSlot = limiter(PAGEFIND_AT_ONCE)
  /**
   * A language's index, once its pages are written: from the cache, or from
   * Pagefind (then stored in the cache).
   */
  const indexOrReuse = async (job: LanguageJob) => {
    const searchReads = await pagesOf(job.locale)
    started ??= performance.now()
    if (processes.stopped) return `${job.lang}: stopped`
    const key = cache && searchReads ? languageKey(job, records, searchReads) : undefined
    const cached = key === undefined ? undefined : cache?.get(key)
    if (cached) {
      writeFolderFiles(partOf(job), cached)
      reused.push(job.lang)
      return undefined
    }
    const failure = await pagefindSlot(() => indexLanguage(outDir, job, partOf(job), processes))
    if (failure === undefined && key !== undefined) cache?.put(key, folderFiles(partOf(job)))
    return failure
  }
  try {
    const failures = (await Promise.all(longestFirst(jobs).map(indexOrReuse))).filter(
      (failure) => failure !== undefined,
    )
    if (failures.length > 0) throw new Error(`search index:\n${failures.join('\n')}`)

    const entries = await Promise.all(
      jobs.map(async (job) =>
        JSON.parse(await readFile(path.join(partOf(job), ENTRY_FILE), 'utf8')),
      ),
    )
    const entry = mergeEntries(entries)
    const languages = entryLanguages(entry)
    const wrong = [
      ...jobs
        .filter((job) => languages[job.lang] !== job.pages)
        .map(
          (job) =>
            `${languages[job.lang] ?? 0} ${job.lang} pages indexed, but ${job.pages} records have a search entry`,
        ),
      ...Object.keys(languages)
        .filter((lang) => !jobs.some((job) => job.lang === lang))
        .map(
          (lang) => `${languages[lang]} pages indexed as "${lang}", which is no locale's language`,
        ),
    ]
    if (wrong.length > 0) {
      throw new Error(
        `search index: ${wrong.join('; ')}. Every indexed page marks its main element with indexAttributes (src/templates/site-shell.tsx), and its <html lang> is its locale's.`,
      )
    }
    for (const job of jobs) {
      await rm(path.join(partOf(job), ENTRY_FILE))
      await moveInto(partOf(job), outputPath)
    }
    await writeFile(path.join(outputPath, ENTRY_FILE), JSON.stringify(entry))
    const size = await folderSize(outputPath)
    const pages = Object.values(languages).reduce((sum, n) => sum + n, 0)
    return {
      pages,
      languages,
      ...size,
      seconds: (performance.now() - (started ?? performance.now())) / 1000,
      reused: reused.sort(),
    }
  } finally {
    processes.stop()
    await Promise.all(jobs.map((job) => rm(partOf(job), { recursive: true, force: true })))
  }
}
