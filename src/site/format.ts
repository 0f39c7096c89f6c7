import { localeConfig } from './locales'

const intl = (locale: string) => localeConfig(locale).intl

/**
 * Every string formatted so far, by what it formats. The browser's first Intl
 * formatter loads ICU's data, longer than a frame on a phone
 * (docs/performance.md, "Measurements behind the code"); a prerendered page and its page data therefore carry the strings the
 * build formatted for it, and hydration and client-side navigation reuse them
 * instead (`rememberFormats`).
 */
const texts = new Map<string, string>()
let recording: Record<string, string> | null = null

function remembered(key: string, make: () => string): string {
  let text = texts.get(key)
  if (text === undefined) {
    text = make()
    texts.set(key, text)
  }
  if (recording) recording[key] = text
  return text
}

/**
 * Notes every string formatted from now on; the function returned stops and
 * gives them. Build-time, around the render of one page.
 */
export function recordFormats(): () => Record<string, string> {
  const record: Record<string, string> = {}
  recording = record
  return () => {
    if (recording === record) recording = null
    return record
  }
}

/**
 * Runs `render` without noting what it formats: for markup the build draws
 * once (charts), whose strings the browser never formats again.
 */
export function withoutRecording<T>(render: () => T): T {
  const saved = recording
  recording = null
  try {
    return render()
  } finally {
    recording = saved
  }
}

/** The id of the JSON script that carries a prerendered page's formatted strings. */
export const FORMATS_SCRIPT_ID = 'formatted-strings'

/** The string entries of a value that should be a map of formatted strings; nothing when it is not one. */
export function asFormats(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {}
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  )
}

/** The formatted strings of a JSON script's text; nothing when it is missing or not such a map. */
export function parseFormats(json: string | null | undefined): Record<string, string> {
  try {
    return asFormats(JSON.parse(json ?? '{}'))
  } catch {
    return {}
  }
}

/** Strings formatted elsewhere (by the build, for this page), to use instead of formatting again. */
export function rememberFormats(formatted: Record<string, string>): void {
  for (const [key, text] of Object.entries(formatted)) if (!texts.has(key)) texts.set(key, text)
}

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
  const day = isoDate.slice(0, 10)
  return remembered(`date:${locale}:${style}:${day}`, () => {
    const date = new Date(`${day}T00:00:00Z`)
    if (Number.isNaN(date.getTime())) throw new Error(`Not a date: "${isoDate}"`)
    return dateFormatter(locale, style).format(date)
  })
}

const dateFormatter = (locale: string, style: 'long' | 'medium') =>
  cached(
    `date:${locale}:${style}`,
    () => new Intl.DateTimeFormat(intl(locale), { dateStyle: style, timeZone: 'UTC' }),
  )

const percentFormatter = (locale: string, digits: number) =>
  cached(
    `percent:${locale}:${digits}`,
    () =>
      new Intl.NumberFormat(intl(locale), {
        style: 'percent',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }),
  )

function percent(locale: string, digits: number, value: number): string {
  return remembered(`percent:${locale}:${digits}:${value}`, () =>
    percentFormatter(locale, digits).format(value / 100),
  )
}

/** A figure given in percent (`1.95` means 1.95 %), with two decimals. */
export function formatPercent(locale: string, value: number): string {
  return percent(locale, 2, value)
}

/** A return as a chart's figures give it, with one decimal (`12,4 %`). */
export function formatReturn(locale: string, value: number): string {
  return percent(locale, 1, value)
}

/** A round figure on a chart's axis, in percent (`20 %`). */
export function formatPercentTick(locale: string, value: number): string {
  return percent(locale, 0, value)
}

/** A year on a time axis (`2024`, `2024年`). */
export function formatYear(locale: string, year: number): string {
  return remembered(`year:${locale}:${year}`, () =>
    cached(
      `year:${locale}`,
      () => new Intl.DateTimeFormat(intl(locale), { year: 'numeric', timeZone: 'UTC' }),
    ).format(new Date(Date.UTC(year, 6, 1))),
  )
}

/** A `YYYY-MM` month and its year, its name `long` or `short`, under `kind` in the remembered strings. */
function monthAndYear(
  kind: string,
  style: 'long' | 'short',
  locale: string,
  month: string,
): string {
  return remembered(`${kind}:${locale}:${month}`, () =>
    cached(
      `${kind}:${locale}`,
      () =>
        new Intl.DateTimeFormat(intl(locale), { year: 'numeric', month: style, timeZone: 'UTC' }),
    ).format(new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 15))),
  )
}

/** A month and its year (`June 2025`, `juin 2025`, `2025年6月`), from `YYYY-MM`. */
export function formatMonth(locale: string, month: string): string {
  return monthAndYear('month', 'long', locale, month)
}

/**
 * A tick of a chart's time axis, from `YYYY-MM`: its year, or its month
 * shortened with its year (`Dec 2024`, `déc. 2024`, `2024年12月`).
 */
export function formatAxisTime(locale: string, month: string, unit: 'year' | 'month'): string {
  if (unit === 'year') return formatYear(locale, Number(month.slice(0, 4)))
  return monthAndYear('axis-month', 'short', locale, month)
}

/** A weight in a portfolio, with one decimal. */
export function formatWeight(locale: string, value: number): string {
  return percent(locale, 1, value)
}

/** An amount in Canadian dollars, without cents when whole. */
export function formatCurrency(locale: string, amount: number): string {
  const cents = Number.isInteger(amount) ? 0 : 2
  return remembered(`currency:${locale}:${amount}`, () =>
    cached(
      `currency:${locale}:${cents}`,
      () =>
        new Intl.NumberFormat(intl(locale), {
          style: 'currency',
          currency: 'CAD',
          currencyDisplay: 'narrowSymbol',
          maximumFractionDigits: cents,
        }),
    ).format(amount),
  )
}

/** The year of a date, for grouping. */
export function yearOf(isoDate: string): string {
  return isoDate.slice(0, 4)
}

/** A whole number with the locale's grouping (`9,412`, `9 412`). */
export function formatWholeNumber(locale: string, value: number): string {
  return remembered(`number:${locale}:${value}`, () =>
    cached(
      `number:${locale}`,
      () => new Intl.NumberFormat(intl(locale), { maximumFractionDigits: 0 }),
    ).format(value),
  )
}
