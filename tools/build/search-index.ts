import { readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { close, createIndex } from 'pagefind'
import type { PageDataRecord } from '../../src/page-data/types'
import { searchEntry } from '../../src/search/entry'

export interface SearchIndexReport {
  pages: number
  /** Pages per language index (`en-ca`, `fr-ca`, `zh-cn`). */
  languages: Record<string, number>
  files: number
  bytes: number
  seconds: number
}

/** The folder of the index and its browser module, at the site's root. */
export const SEARCH_DIR = 'pagefind'

/** How many pages the index must hold: those whose record gives them an entry. */
export function indexablePages(records: readonly PageDataRecord[]): number {
  return records.filter((r) => searchEntry(r.result) !== null).length
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

/**
 * `/pagefind/`: one index per language (from each page's `<html lang>`), of
 * the pages just rendered into `outDir`. Pagefind reads only the main element
 * of the pages whose record has a search entry (`data-pagefind-body`, see
 * src/search/index-markup.ts), so the header, menus and footer, and the
 * search and not-found pages, are not in it; a page behind sign-in gets no
 * entry and is left out the same way. Throws when the index does not hold
 * exactly the pages the records say, naming both numbers.
 */
export async function writeSearchIndex({
  outDir,
  records,
}: {
  outDir: string
  records: readonly PageDataRecord[]
}): Promise<SearchIndexReport> {
  const started = performance.now()
  try {
    const created = await createIndex({})
    if (!created.index) throw new Error(`search index: ${created.errors.join('; ')}`)
    const { index } = created
    // Every page is `<path>/index.html`; 404.html and the offline pages are not content.
    const added = await index.addDirectory({ path: outDir, glob: '**/index.html' })
    if (added.errors.length > 0) throw new Error(`search index: ${added.errors.join('; ')}`)
    const outputPath = path.join(outDir, SEARCH_DIR)
    const written = await index.writeFiles({ outputPath })
    if (written.errors.length > 0) throw new Error(`search index: ${written.errors.join('; ')}`)
    const languages = entryLanguages(
      JSON.parse(await readFile(path.join(outputPath, 'pagefind-entry.json'), 'utf8')),
    )
    const pages = Object.values(languages).reduce((sum, n) => sum + n, 0)
    const expected = indexablePages(records)
    if (pages !== expected) {
      throw new Error(
        `search index: ${pages} pages indexed, but ${expected} records have a search entry. ` +
          'Every indexed page marks its main element with indexAttributes (src/templates/site-shell.tsx).',
      )
    }
    const size = await folderSize(outputPath)
    return { pages, languages, ...size, seconds: (performance.now() - started) / 1000 }
  } finally {
    await close()
  }
}
