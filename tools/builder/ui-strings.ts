import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { UiStrings } from '../../src/i18n/i18n'
import type { Locale } from '../../src/site/locales'

/** A locale's UI strings (`src/i18n/locales/<locale>.json`), for files the build writes itself. */
export async function readUiStrings(root: string, locale: Locale): Promise<UiStrings> {
  const file = path.join(root, 'src', 'i18n', 'locales', `${locale}.json`)
  return JSON.parse(await readFile(file, 'utf8')) as UiStrings
}

/** `{{name}}` placeholders filled, as i18next does. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) => values[key] ?? whole)
}
