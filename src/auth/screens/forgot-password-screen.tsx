import { useState, type FormEvent } from 'react'
import { useT } from '../../i18n/translations'
import { signInScreenPath } from '../sign-in-pages'
import {
  CodeField,
  Field,
  FormAlert,
  NewPasswordField,
  StepHeading,
  Submit,
  useAuthForm,
  valueOf,
} from './form-parts'
import { useAuthScreenEnv } from './screen-env'
import { ScreenLink } from './screen-link'
import { withNext } from './sign-in-screen'

type Step =
  { name: 'ask' } | { name: 'reset'; username: string; destination?: string } | { name: 'done' }

/** Forgot password: a code to the visitor's address, then the code with a new password. */
export function ForgotPasswordScreen() {
  const { t } = useT()
  const env = useAuthScreenEnv()
  const [step, setStep] = useState<Step>({ name: 'ask' })
  const ask = useAuthForm({ staysOnSessionEnd: true })
  const reset = useAuthForm({ staysOnSessionEnd: true })
  const signInLink = (
    <ScreenLink href={withNext(signInScreenPath(env.locale, 'sign-in'), env.search)}>
      {t('signIn.actions.backToSignIn')}
    </ScreenLink>
  )

  if (step.name === 'done') {
    return (
      <section aria-labelledby="reset-done">
        <StepHeading focus id="reset-done">
          {t('signIn.forgot.done')}
        </StepHeading>
        <p>{signInLink}</p>
      </section>
    )
  }
  if (step.name === 'reset') {
    const submit = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      const code = valueOf(event, 'reset-code').trim()
      const password = valueOf(event, 'new-password')
      void reset.run(
        [
          { id: 'reset-code', kind: 'code', value: code },
          { id: 'new-password', kind: 'password', value: password },
        ],
        async (client) => {
          await client.confirmForgotPassword(step.username, code, password)
          setStep({ name: 'done' })
        },
      )
    }
    return (
      <section aria-labelledby="reset-heading">
        <StepHeading focus id="reset-heading">
          {t('signIn.actions.setPassword')}
        </StepHeading>
        <p>
          {step.destination
            ? t('signIn.forgot.sentTo', { destination: step.destination })
            : t('signIn.forgot.sent')}
        </p>
        <form noValidate onSubmit={submit} aria-labelledby="reset-heading">
          <FormAlert form={reset} />
          <CodeField id="reset-code" form={reset} />
          <NewPasswordField id="new-password" form={reset} />
          <Submit form={reset}>{t('signIn.actions.setPassword')}</Submit>
        </form>
        <p>{signInLink}</p>
      </section>
    )
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const username = valueOf(event, 'username').trim()
    void ask.run([{ id: 'username', kind: 'username', value: username }], async (client) => {
      const { destination } = await client.forgotPassword(username)
      setStep({ name: 'reset', username, ...(destination ? { destination } : {}) })
    })
  }
  return (
    <>
      <p>{t('signIn.forgot.body')}</p>
      <form noValidate onSubmit={submit} aria-label={t('signIn.actions.sendCode')}>
        <FormAlert form={ask} />
        <Field
          id="username"
          label={t('signIn.fields.username')}
          form={ask}
          autoComplete="username"
          inputMode="email"
        />
        <Submit form={ask}>{t('signIn.actions.sendCode')}</Submit>
      </form>
      <p>{signInLink}</p>
    </>
  )
}
