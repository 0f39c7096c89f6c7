import type { FormEvent } from 'react'
import { useT } from '../../i18n/translations'
import { signInScreenPath } from '../sign-in-pages'
import { Field, FormAlert, Submit, useAuthForm, valueOf } from './form-parts'
import { rememberSignUp } from './pending-sign-up'
import { useAuthScreenEnv } from './screen-env'
import { ScreenLink } from './screen-link'
import { ChallengeForm } from './challenge-forms'
import { confirmPath, useStepHandler, withNext } from './sign-in-screen'

/**
 * Create an account: the email address is the username (the pool's
 * usernames are email addresses), a phone number if the visitor gives one.
 * Then the confirm screen, or straight on when the pool needs no confirmation.
 */
export function SignUpScreen() {
  const { t } = useT()
  const env = useAuthScreenEnv()
  const form = useAuthForm({ staysOnSessionEnd: true })
  const { challenge, onStep } = useStepHandler()
  if (challenge) return <ChallengeForm challenge={challenge} onStep={onStep} />

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const email = valueOf(event, 'email').trim()
    const password = valueOf(event, 'password')
    const phone = valueOf(event, 'phone').replace(/[\s().-]/g, '')
    void form.run(
      [
        { id: 'email', kind: 'email', value: email },
        { id: 'password', kind: 'password', value: password },
      ],
      async (client) => {
        const result = await client.signUp(email, password, {
          email,
          ...(phone ? { phone_number: phone } : {}),
        })
        if (result.confirmed) {
          onStep(await client.signIn(email, password), password)
          return
        }
        rememberSignUp(email, password)
        const path = confirmPath(env.locale, email, env.search)
        env.navigate(
          result.destination
            ? `${path}&${new URLSearchParams({ destination: result.destination }).toString()}`
            : path,
        )
      },
    )
  }
  return (
    <>
      <form noValidate onSubmit={submit} aria-label={t('signIn.actions.signUp')}>
        <FormAlert form={form} />
        <Field
          id="email"
          label={t('signIn.fields.email')}
          form={form}
          type="email"
          autoComplete="email"
        />
        <Field
          id="password"
          label={t('signIn.fields.password')}
          form={form}
          type="password"
          autoComplete="new-password"
        />
        <Field
          id="phone"
          label={t('signIn.fields.phone')}
          hint={t('signIn.fields.phoneHint')}
          form={form}
          type="tel"
          autoComplete="tel"
        />
        <Submit form={form}>{t('signIn.actions.signUp')}</Submit>
      </form>
      <p>
        {t('signIn.prompts.haveAccount')}{' '}
        <ScreenLink href={withNext(signInScreenPath(env.locale, 'sign-in'), env.search)}>
          {t('signIn.actions.signIn')}
        </ScreenLink>
      </p>
    </>
  )
}
