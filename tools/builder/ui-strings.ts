import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { BuildStrings } from '../../src/i18n/build/strings'
import type { UiStrings } from '../../src/i18n/i18n'
import { LOCALE_CODES, type Locale } from '../../src/site/locales'

async function readStrings<T>(root: string, folder: string, locale: Locale): Promise<T> {
  const file = path.join(root, folder, `${locale}.json`)
  return JSON.parse(await readFile(file, 'utf8')) as T
}

/** A locale's UI strings (`src/i18n/locales/<locale>.json`), which every page loads too. */
export function readUiStrings(root: string, locale: Locale): Promise<UiStrings> {
  return readStrings<UiStrings>(root, 'src/i18n/locales', locale)
}

/** A locale's strings only the build writes (`src/i18n/build/locales/<locale>.json`). */
export function readBuildStrings(root: string, locale: Locale): Promise<BuildStrings> {
  return readStrings<BuildStrings>(root, 'src/i18n/build/locales', locale)
}

/** Every locale's strings, read by `read`. */
export async function ofEveryLocale<T>(
  read: (root: string, locale: Locale) => Promise<T>,
  root: string,
): Promise<Record<Locale, T>> {
  const entries = await Promise.all(
    LOCALE_CODES.map(async (code) => [code, await read(root, code)] as const),
  )
  return Object.fromEntries(entries) as Record<Locale, T>
}

/** `{{name}}` placeholders filled, as i18next does. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) => values[key] ?? whole)
}
