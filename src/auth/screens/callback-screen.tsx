import { useEffect, useRef } from 'react'
import { useT } from '../../i18n/translations'
import { signInScreenPath } from '../sign-in-pages'
import { FormAlert, useAuthForm } from './form-parts'
import { takeHostedNext } from './navigation'
import { useAuthScreenEnv } from './screen-env'
import { ScreenLink } from './screen-link'

/**
 * The hosted login's return: the client checks the state and exchanges the
 * code, then the visitor goes on to the page they wanted; a failure (a state
 * that does not match, a refused code) is shown with a way back to sign in.
 */
export function CallbackScreen() {
  const { t } = useT()
  const env = useAuthScreenEnv()
  const form = useAuthForm({ staysOnSessionEnd: true })
  const started = useRef(false)
  const { run } = form
  useEffect(() => {
    // Once: the code in the address can be exchanged only once.
    if (started.current) return
    started.current = true
    void run([], async (client) => {
      await client.completeHostedSignIn(window.location.href)
      env.navigate(takeHostedNext(env.locale))
    })
  }, [run, env])
  const failed = form.outcome.failure !== null
  return (
    <>
      <FormAlert form={form} />
      {failed ? (
        <p>
          <ScreenLink href={signInScreenPath(env.locale, 'sign-in')}>
            {t('signIn.callback.retry')}
          </ScreenLink>
        </p>
      ) : (
        <p role="status">{t('signIn.callback.working')}</p>
      )}
    </>
  )
}
