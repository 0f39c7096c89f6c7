import { AccountScreen } from '../auth/screens/account-screen'
import { AuthScreenEnvProvider } from '../auth/screens/screen-env'
import { useRouterScreenEnv } from '../auth/screens/router-env'
import { useHydrated } from '../auth/screens/use-hydrated'
import { useT } from '../i18n/translations'
import type { AccountResult } from '../model/pages/sign-in'

/** The signed-in visitor's account page; like the sign-in screens, it needs JavaScript. */
export function AccountTemplate({ page }: { page: AccountResult }) {
  const { t } = useT()
  const env = useRouterScreenEnv(page.locale)
  const hydrated = useHydrated()
  return (
    <article className="account">
      <h1>{page.title}</h1>
      <noscript>
        <p>{t('signIn.needsJavaScript')}</p>
      </noscript>
      {hydrated && (
        <AuthScreenEnvProvider env={env}>
          <AccountScreen />
        </AuthScreenEnvProvider>
      )}
    </article>
  )
}
