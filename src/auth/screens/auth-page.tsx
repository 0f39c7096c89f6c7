import { useRouter } from '@tanstack/react-router'
import { useEffect, useState, type ReactNode } from 'react'
import { useT } from '../../i18n/translations'
import type { Locale } from '../../site/locales'
import { loadAuthStrings } from '../strings'
import { useRouterScreenEnv } from './router-env'
import { AuthScreenEnvProvider } from './screen-env'

/**
 * The frame of a sign-in or account page: its heading, and its screen once the
 * screens' strings have come, which is after hydration (an effect): the forms
 * appear only where JavaScript runs them, never as forms that would send a
 * password in a URL; without JavaScript, the page says so.
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
  const { i18n } = useRouter().options.context
  const [stringsOf, setStringsOf] = useState<Locale>()
  useEffect(() => {
    let current = true
    void loadAuthStrings(i18n, locale).then(() => current && setStringsOf(locale))
    return () => {
      current = false
    }
  }, [i18n, locale])
  return (
    <article className={className}>
      <h1>{title}</h1>
      <noscript>
        <p>{t('signIn.needsJavaScript')}</p>
      </noscript>
      {stringsOf === locale && <AuthScreenEnvProvider env={env}>{children}</AuthScreenEnvProvider>}
    </article>
  )
}
