import { localeConfig } from './locales'

/** A calendar date (`2024-03-31`) in the reader's language, never shifted by time zone. */
export function formatDate(locale: string, isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) throw new Error(`Not a date: "${isoDate}"`)
  return new Intl.DateTimeFormat(localeConfig(locale).intl, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(date)
}
