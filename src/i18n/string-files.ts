import { assertLocale, type Locale } from '../site/locales'

/**
 * A feature's string files as its `import.meta.glob('./locales/*.json')`
 * finds them: one file per locale, named by its code, so that a locale is
 * added by adding files and the lazy form keeps one chunk per locale.
 */
export type StringFiles<T> = Readonly<Record<string, T>>

/** The file of `locale` among `files`; throws naming the folder that lacks it. */
export function stringFileOf<T>(files: StringFiles<T>, locale: Locale, folder: string): T {
  const file = files[`./locales/${assertLocale(locale)}.json`]
  if (file === undefined) throw new Error(`No strings for locale "${locale}" in ${folder}/locales/`)
  return file
}
