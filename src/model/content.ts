import type { BrandId } from '../site/brands'
import { LOCALES, localeConfig, type Locale } from '../site/locales'
import type { LoadedBlock } from './blocks'
import type { ContentData } from './brand-data'
import type { Translation } from './common'
import type { ContentType, FrontMatter } from './front-matter'

/** A brand's content as the reader checked it: plain data, which can cross to another thread. */

export interface ContentEntry {
  /** Path of the source file, relative to the project root, for messages. */
  file: string
  locale: Locale
  data: FrontMatter
  /** The page's public path, e.g. `/fr/article/x/`. */
  path: string
  /** The Markdown body, rendered (or the reader's token for it). */
  html: string
  /** Words in the body, for the reading time. */
  words: number
  blocks: LoadedBlock[]
}

export interface LoadedContent {
  brand: BrandId
  entries: ContentEntry[]
  data: ContentData
}

export interface ContentIndex extends LoadedContent {
  byPath: ReadonlyMap<string, ContentEntry>
  translationsOf(entry: ContentEntry): Translation[]
  /** The entry of `id` in `locale`, if that translation exists. */
  find(id: string, locale: Locale): ContentEntry | undefined
}

/** An entry of one content type. */
export type EntryOf<T extends ContentType> = ContentEntry & {
  data: Extract<FrontMatter, { type: T }>
}

export const isEntryOf =
  <T extends ContentType>(type: T) =>
  (e: ContentEntry): e is EntryOf<T> =>
    e.data.type === type

/** The lookups pages are built with: by path, and the translations of an entry. */
export function indexContent(content: LoadedContent): ContentIndex {
  const { entries } = content
  const groups = new Map<string, ContentEntry[]>()
  for (const e of entries) groups.set(e.data.id, [...(groups.get(e.data.id) ?? []), e])
  const order = (e: ContentEntry) => LOCALES.findIndex((l) => l.code === e.locale)
  for (const group of groups.values()) group.sort((a, b) => order(a) - order(b))
  return {
    ...content,
    byPath: new Map(entries.map((e) => [e.path, e])),
    translationsOf: (entry) =>
      (groups.get(entry.data.id) ?? []).map((e) => ({
        locale: e.locale,
        hrefLang: localeConfig(e.locale).hrefLang,
        path: e.path,
      })),
    find: (id, locale) => groups.get(id)?.find((e) => e.locale === locale),
  }
}

/** The locales a brand has content in, in the locale list's order. */
export function contentLocales(index: LoadedContent): Locale[] {
  return LOCALES.map((l) => l.code).filter((code) => index.entries.some((e) => e.locale === code))
}
