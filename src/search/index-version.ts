/**
 * Which version of a language's index the search reads. Pagefind's entry file
 * (`pagefind-entry.json`) names each language's index by a hash of its
 * contents; a content-only release keeps the build hash but changes that one,
 * and the files the old version named are gone from the server.
 */

interface EntryLanguage {
  hash: string
  page_count?: number
}

function languagesOf(entry: unknown): Record<string, EntryLanguage> {
  const languages = (entry as { languages?: unknown } | null)?.languages
  if (typeof languages !== 'object' || languages === null) return {}
  return Object.fromEntries(
    Object.entries(languages).filter(
      (pair): pair is [string, EntryLanguage] =>
        typeof (pair[1] as Partial<EntryLanguage> | null)?.hash === 'string',
    ),
  )
}

/**
 * The hash of the index Pagefind picks for `lang` in `entry`, as it picks
 * one: the language itself, then its primary subtag, then the largest
 * index; null when the entry names none.
 */
export function indexVersion(entry: unknown, lang: string): string | null {
  const languages = languagesOf(entry)
  const picked =
    languages[lang] ??
    languages[lang.split('-')[0] ?? ''] ??
    Object.values(languages).sort((a, b) => (b.page_count ?? 0) - (a.page_count ?? 0))[0]
  return picked?.hash ?? null
}

/** Whether the index a search loaded is not the one the server now has (unknown is not outdated). */
export const isOutdated = (loaded: string | null, latest: string | null): boolean =>
  loaded !== null && latest !== null && loaded !== latest
