import { Outlet, createFileRoute } from '@tanstack/react-router'
import { activateLocale, loadLocale } from '../../i18n/i18n'
import { DEFAULT_LOCALE, PREFIXED_LOCALES, type Locale } from '../../site/locales'

function parseLocale(code: string | undefined): Locale | undefined | false {
  if (code === undefined) return undefined
  return PREFIXED_LOCALES.find((l) => l === code) ?? false
}

export const Route = createFileRoute('/{-$locale}')({
  // Returning false makes the router skip this branch: `/who-we-are/` is a page, not a locale,
  // and `/en/...` or `/xx/...` fall through to the English not-found page.
  params: {
    parse: ({ locale }) => {
      const parsed = parseLocale(locale)
      return parsed === false ? false : { locale: parsed }
    },
    stringify: ({ locale }) => ({ locale }),
  },
  beforeLoad: async ({ params, context, preload }) => {
    const locale = params.locale ?? DEFAULT_LOCALE
    // A preload (a hovered link to the other language) only fetches the strings:
    // the page on screen keeps its language until the navigation happens.
    await (preload ? loadLocale : activateLocale)(context.i18n, locale)
    return { locale }
  },
  component: Outlet,
})
