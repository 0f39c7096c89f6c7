import { AuthPage } from '../auth/screens/auth-page'
import { CallbackScreen } from '../auth/screens/callback-screen'
import { ConfirmScreen } from '../auth/screens/confirm-screen'
import { ForgotPasswordScreen } from '../auth/screens/forgot-password-screen'
import { SignInScreen } from '../auth/screens/sign-in-screen'
import { SignUpScreen } from '../auth/screens/sign-up-screen'
import type { SignInResult } from '../model/pages/sign-in'
import { settings } from '../site/settings'

/** A sign-in screen (the record names which). */
export function SignInTemplate({ page }: { page: SignInResult }) {
  return (
    <AuthPage className="sign-in" title={page.title} locale={page.locale}>
      <Screen screen={page.screen} />
    </AuthPage>
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
