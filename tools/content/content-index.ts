import { LOCALES, localeConfig } from '../../src/site/locales'
import type { ContentEntry, ContentIndex, LoadedContent } from './load'

// Apart from load.ts, which checks the content: the build's main thread indexes
// what its content thread checked, without loading the parsers and schemas.

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
