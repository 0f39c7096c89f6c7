import {
  HeadContent,
  Outlet,
  Scripts,
  createRootRouteWithContext,
  useParams,
} from '@tanstack/react-router'
import { useEffect } from 'react'
import { TranslationsProvider } from '../i18n/translations'
import { LoadingNotice } from '../components/loading-notice'
import { OgLocaleAlternates } from '../components/og-locale-alternates'
import { RouteAnnouncer } from '../components/route-announcer'
import type { RouterContext } from '../page-data/router-context'
import { clearFullNavigationMarker } from '../runtime/full-navigation'
import { markHydrated } from '../runtime/hydration'
import { DEFAULT_LOCALE, isLocale, localeConfig } from '../site/locales'
import 'virtual:brand-theme.css'
import '../styles/site.css'

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
    ],
    links: [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }],
  }),
  component: RootDocument,
})

function RootDocument() {
  const { i18n } = Route.useRouteContext()
  const { locale } = useParams({ strict: false })
  const lang = localeConfig(isLocale(locale) ? locale : DEFAULT_LOCALE).hrefLang
  useEffect(() => {
    markHydrated()
    clearFullNavigationMarker()
  }, [])
  return (
    <html lang={lang}>
      <head>
        <HeadContent />
        <OgLocaleAlternates />
      </head>
      <body>
        <TranslationsProvider i18n={i18n}>
          <Outlet />
          <LoadingNotice />
          <RouteAnnouncer />
        </TranslationsProvider>
        <Scripts />
      </body>
    </html>
  )
}
