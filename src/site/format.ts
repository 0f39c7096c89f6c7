import { localeConfig } from './locales'

const intl = (locale: string) => localeConfig(locale).intl

// Building an Intl formatter is costly next to using one: one per locale and style.
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>()
function cached<F extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => F): F {
  let found = formatters.get(key) as F | undefined
  if (!found) {
    found = make()
    formatters.set(key, found)
  }
  return found
}

/** A calendar date (`2024-03-31`) in the reader's language, never shifted by time zone. */
export function formatDate(
  locale: string,
  isoDate: string,
  style: 'long' | 'medium' = 'long',
): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) throw new Error(`Not a date: "${isoDate}"`)
  const f = cached(
    `date:${locale}:${style}`,
    () => new Intl.DateTimeFormat(intl(locale), { dateStyle: style, timeZone: 'UTC' }),
  )
  return f.format(date)
}

function percent(locale: string, digits: number, value: number): string {
  const f = cached(
    `percent:${locale}:${digits}`,
    () =>
      new Intl.NumberFormat(intl(locale), {
        style: 'percent',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }),
  )
  return f.format(value / 100)
}

/** A figure given in percent (`1.95` means 1.95 %), with two decimals. */
export function formatPercent(locale: string, value: number): string {
  return percent(locale, 2, value)
}

/** A weight in a portfolio, with one decimal. */
export function formatWeight(locale: string, value: number): string {
  return percent(locale, 1, value)
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
