import type { ReactNode } from 'react'
import { useT } from '../../i18n/translations'
import type { Locale } from '../../site/locales'
import { useRouterScreenEnv } from './router-env'
import { AuthScreenEnvProvider } from './screen-env'
import { useHydrated } from './use-hydrated'

/**
 * The frame of a sign-in or account page: its heading, and its screen once the
 * page has hydrated (the forms run only with JavaScript; without it, the page
 * says so).
 */
export function AuthPage({
  className,
  title,
  locale,
  children,
}: {
  className: string
  title: string
  locale: Locale
  children: ReactNode
}) {
  const { t } = useT()
  const env = useRouterScreenEnv(locale)
  const hydrated = useHydrated()
  return (
    <article className={className}>
      <h1>{title}</h1>
      <noscript>
        <p>{t('signIn.needsJavaScript')}</p>
      </noscript>
      {hydrated && <AuthScreenEnvProvider env={env}>{children}</AuthScreenEnvProvider>}
    </article>
  )
}
