import { AccountScreen } from '../auth/screens/account-screen'
import { AuthPage } from '../auth/screens/auth-page'
import type { AccountResult } from '../model/pages/sign-in'

/** The signed-in visitor's account page. */
export function AccountTemplate({ page }: { page: AccountResult }) {
  return (
    <AuthPage className="account" title={page.title} locale={page.locale}>
      <AccountScreen />
    </AuthPage>
  )
}
