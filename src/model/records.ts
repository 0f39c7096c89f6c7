import { needsSignIn } from '../auth/access'
import type { PageDataRecord } from './page-data-record'
import { localeConfig, type Locale } from '../site/locales'
import { makeCatalog, type RecordContext } from './catalog'
import { contentLocales, type ContentIndex } from './content'
import {
  componentChunkName,
  contentPageType,
  entryTitle,
  generatedPageTypes,
  type PageResult,
} from './registry'
import { siteData, type SiteData } from './site-data'

export interface SiteRecords {
  records: PageDataRecord[]
  /** Static query results by hash: one site-data file per locale. */
  staticQueries: Map<string, SiteData>
}

export interface RecordOptions extends RecordContext {
  /** The name of a static query from its JSON text (the build's: a SHA-256 prefix). */
  hash(text: string): string
}

/** Builds every page record of a brand, each with its own data in its own locale only. */
export function buildRecords(index: ContentIndex, options: RecordOptions): SiteRecords {
  const catalog = makeCatalog(index, options, (e) => entryTitle(e.data))
  const locales = contentLocales(index)

  const staticQueries = new Map<string, SiteData>()
  const siteDataHash = new Map<Locale, string>()
  for (const locale of locales) {
    const data = siteData(catalog, locale)
    const hash = options.hash(JSON.stringify(data))
    staticQueries.set(hash, data)
    siteDataHash.set(locale, hash)
  }
  // Only a site with sign-in marks its protected pages: a build without the settings has none.
  const policy = catalog.signIn ? options.brand.signIn : undefined
  const record = (path: string, result: PageResult): PageDataRecord => ({
    path,
    componentChunkName: componentChunkName(result.template),
    webpackCompilationHash: options.buildHash,
    matchPath: path,
    staticQueryHashes: [siteDataHash.get(result.locale)].filter((h): h is string => Boolean(h)),
    result: needsSignIn(result, policy) ? { ...result, needsSignIn: true } : result,
  })

  const records = index.entries.map((e) =>
    record(e.path, contentPageType(e.data).result(e, catalog)),
  )
  for (const locale of locales) {
    for (const type of generatedPageTypes(catalog.signIn)) {
      for (const page of type.pages) {
        const translations = locales.map((l) => ({
          locale: l,
          hrefLang: localeConfig(l).hrefLang,
          path: page.path(l),
        }))
        records.push(record(page.path(locale), type.result(page, locale, translations, catalog)))
      }
    }
  }
  return { records, staticQueries }
}

/**
 * Every public page path of a brand's site (what the redirect check compares
 * against); the sign-in pages with `signIn` (the brand has it and the build its settings).
 */
export function sitePagePaths(index: ContentIndex, signIn = false): Set<string> {
  const paths = new Set(index.entries.map((e) => e.path))
  for (const locale of contentLocales(index))
    for (const type of generatedPageTypes(signIn))
      for (const page of type.pages) paths.add(page.path(locale))
  return paths
}
