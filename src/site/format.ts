import { localeConfig } from './locales'

const intl = (locale: string) => localeConfig(locale).intl

/** A calendar date (`2024-03-31`) in the reader's language, never shifted by time zone. */
export function formatDate(
  locale: string,
  isoDate: string,
  style: 'long' | 'medium' = 'long',
): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) throw new Error(`Not a date: "${isoDate}"`)
  return new Intl.DateTimeFormat(intl(locale), { dateStyle: style, timeZone: 'UTC' }).format(date)
}

/** A figure given in percent (`1.95` means 1.95 %), with two decimals. */
export function formatPercent(locale: string, percent: number): string {
  return new Intl.NumberFormat(intl(locale), {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(percent / 100)
}

/** A weight in a portfolio, with one decimal. */
export function formatWeight(locale: string, percent: number): string {
  return new Intl.NumberFormat(intl(locale), {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(percent / 100)
}

/** An amount in Canadian dollars, without cents when whole. */
export function formatCurrency(locale: string, amount: number): string {
  return new Intl.NumberFormat(intl(locale), {
    style: 'currency',
    currency: 'CAD',
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount)
}

/** The year of a date, for grouping. */
export function yearOf(isoDate: string): string {
  return isoDate.slice(0, 4)
}
