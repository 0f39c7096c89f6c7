import path from 'node:path'
import type { ContentIndex } from '../../src/model/content'
import type { SiteRecords } from '../../src/model/records'
import type { Redirect } from '../../src/redirects/lookup'
import type { BrandConfig } from '../../src/site/brands'
import type { Locale } from '../../src/site/locales'
import type { BuildStrings } from '../../src/i18n/build/strings'
import type { PageDataRecord } from '../../src/model/page-data-record'
import { InputError, formatProblem } from '../content/errors'
import { loadContent, type ReadCache } from '../content/load'
import { cacheKey, type CacheShelf } from './build-cache'
import { checkRedirects, errorsOf } from '../redirects/table'
import { processSiteImages, type SiteImages } from './images'
import { buildRecords } from './page-records'
import { ofEveryLocale, readBuildStrings, readUiStrings } from './ui-strings'

export interface SiteOptions {
  root: string
  brand: BrandConfig
  /** The folder holding `content/<brand>/` (and its redirect table). */
  contentRoot: string
  /** Named by every record (`webpackCompilationHash`). */
  buildHash: string
  /** The redirect table, relative to `contentRoot`; false for none; the brand's by default. */
  redirectsFile?: string | false
  /** The build has the sign-in settings: a brand with sign-in gets its sign-in pages. */
  signIn?: boolean
  /** What reading each content file made in earlier builds (the `content` shelf of the build cache). */
  contentCache?: CacheShelf
  log: (line: string) => void
}

/** The build cache's shelf of content files read: one entry a file, by its text, locale and the build hash. */
export const CONTENT_SHELF = 'content'

/** A shelf as the content reader's cache: the build hash in each key stands for the reader's code. */
function readCacheOn(shelf: CacheShelf, buildHash: string): ReadCache {
  const name = 'read'
  return {
    get: (inputs) => shelf.get(cacheKey(buildHash, inputs))?.find(([n]) => n === name)?.[1],
    // Written while the search index is made (build.ts): thousands of small files.
    put: (inputs, read) => shelf.putLater(cacheKey(buildHash, inputs), [[name, read]]),
  }
}

/** A brand's site before it is rendered: what the build writes and the dev server serves. */
export interface Site extends SiteRecords {
  content: ContentIndex
  images: SiteImages
  /** Where the processed images are cached (`.build/images/<brand>`). */
  imagesDir: string
  redirects: Redirect[]
  /** The strings of every locale that only the build writes, for the files it writes itself. */
  buildStrings: Record<Locale, BuildStrings>
}

/**
 * Reads and checks the content, processes its images (sharp, cached between
 * builds), makes every page's record and checks the redirect table, with the
 * rows derived from the content, against the pages. Throws one InputError
 * naming every problem of the content, or of the redirect table.
 */
export async function readSite({
  root,
  brand,
  contentRoot,
  buildHash,
  redirectsFile,
  signIn = false,
  contentCache,
  log,
}: SiteOptions): Promise<Site> {
  const content = await loadContent(
    contentRoot,
    brand.id,
    contentCache && readCacheOn(contentCache, buildHash),
  )
  log(`content: ${content.entries.length} entries read and checked`)
  const imagesDir = path.join(root, '.build', 'images', brand.id)
  const images = await processSiteImages(contentRoot, brand, content, imagesDir)
  const [uiStrings, buildStrings] = await Promise.all([
    ofEveryLocale(readUiStrings, root),
    ofEveryLocale(readBuildStrings, root),
  ])
  const records = buildRecords(content, {
    brand,
    buildHash,
    uiStrings,
    buildStrings,
    image: images.resolve,
    signIn,
  })
  const redirects =
    redirectsFile === false
      ? []
      : await readRedirects(
          contentRoot,
          redirectsFile === undefined ? brand : { ...brand, redirectsFile },
          content,
          records.records,
          log,
        )
  log(`records: ${records.records.length} pages`)
  return { ...records, content, images, imagesDir, redirects, buildStrings }
}

/**
 * The effective redirect table (the brand's hand rows, then the rows derived
 * from the content that no hand row takes the place of) checked against the
 * site's pages: errors stop the build, warnings are logged.
 */
async function readRedirects(
  contentRoot: string,
  brand: BrandConfig,
  content: ContentIndex,
  records: readonly PageDataRecord[],
  log: (line: string) => void,
): Promise<Redirect[]> {
  const { rows, findings } = await checkRedirects(
    contentRoot,
    brand,
    content,
    new Set(records.map((r) => r.path)),
  )
  const errors = errorsOf(findings)
  if (errors.length > 0) throw new InputError('Redirects', errors)
  for (const warning of findings.filter((f) => f.severity === 'warning')) {
    log(`warning: ${formatProblem(warning)}`)
  }
  return rows.map((r) => r.row)
}
