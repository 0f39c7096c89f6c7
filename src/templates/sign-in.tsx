import { AuthScreenEnvProvider } from '../auth/screens/screen-env'
import { CallbackScreen } from '../auth/screens/callback-screen'
import { ConfirmScreen } from '../auth/screens/confirm-screen'
import { ForgotPasswordScreen } from '../auth/screens/forgot-password-screen'
import { useRouterScreenEnv } from '../auth/screens/router-env'
import { SignInScreen } from '../auth/screens/sign-in-screen'
import { SignUpScreen } from '../auth/screens/sign-up-screen'
import { useHydrated } from '../auth/screens/use-hydrated'
import { useT } from '../i18n/translations'
import type { SignInResult } from '../model/pages/sign-in'
import { settings } from '../site/settings'

/**
 * A sign-in screen (the record names which). Its forms run only with
 * JavaScript: the page without it says so.
 */
export function SignInTemplate({ page }: { page: SignInResult }) {
  const { t } = useT()
  const env = useRouterScreenEnv(page.locale)
  const hydrated = useHydrated()
  return (
    <article className="sign-in">
      <h1>{page.title}</h1>
      <noscript>
        <p>{t('signIn.needsJavaScript')}</p>
      </noscript>
      {hydrated && (
        <AuthScreenEnvProvider env={env}>
          <Screen screen={page.screen} />
        </AuthScreenEnvProvider>
      )}
    </article>
  )
}

function Screen({ screen }: { screen: SignInResult['screen'] }) {
  switch (screen) {
    case 'sign-in':
      return <SignInScreen hosted={Boolean(settings.signIn?.hostedDomain)} />
    case 'sign-up':
      return <SignUpScreen />
    case 'confirm':
      return <ConfirmScreen />
    case 'forgot-password':
      return <ForgotPasswordScreen />
    case 'callback':
      return <CallbackScreen />
  }
}
