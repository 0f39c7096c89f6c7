import { useEffect, useState, type FormEvent } from 'react'
import { useT } from '../../i18n/translations'
import type { AuthClient } from '../client'
import { signInScreenPath } from '../sign-in-pages'
import { ChallengeForm } from './challenge-forms'
import {
  CodeField,
  Field,
  FormAlert,
  StepHeading,
  Submit,
  useAuthForm,
  valueOf,
} from './form-parts'
import { forgetSignUp, pendingPassword } from './pending-sign-up'
import { useAuthScreenEnv } from './screen-env'
import { ScreenLink } from './screen-link'
import { useStepHandler, withNext } from './sign-in-screen'

/**
 * Confirm a new account with the code sent to the visitor (or ask for a new
 * one), or, after following the link of the message, wait for the
 * confirmation and sign in (the client tries every 5 s for 3 minutes). The
 * account just created in this tab is signed in without asking the password
 * again.
 */
export function ConfirmScreen() {
  const { t } = useT()
  const env = useAuthScreenEnv()
  const query = new URLSearchParams(env.search)
  const [username, setUsername] = useState(query.get('username') ?? '')
  const destination = query.get('destination')
  const form = useAuthForm({ staysOnSessionEnd: true })
  const resend = useAuthForm({ staysOnSessionEnd: true })
  const [resentTo, setResentTo] = useState<{ destination?: string } | null>(null)
  const [confirmed, setConfirmed] = useState(false)
  const { challenge, onStep } = useStepHandler()
  if (challenge) return <ChallengeForm challenge={challenge} onStep={onStep} />
  const known = pendingPassword(username)

  const signInOrSayConfirmed = async (client: AuthClient) => {
    if (!known) {
      setConfirmed(true)
      return
    }
    forgetSignUp()
    onStep(await client.signIn(username, known))
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const name = valueOf(event, 'confirm-username').trim()
    const code = valueOf(event, 'confirm-code').trim()
    setUsername(name)
    void form.run(
      [
        { id: 'confirm-username', kind: 'username', value: name },
        { id: 'confirm-code', kind: 'code', value: code },
      ],
      async (client) => {
        await client.confirmSignUp(name, code)
        await signInOrSayConfirmed(client)
      },
    )
  }
  const sendAgain = () => {
    const field = document.getElementById('confirm-username')
    const name = field instanceof HTMLInputElement ? field.value.trim() : username
    setResentTo(null)
    void resend.run([{ id: 'confirm-username', kind: 'username', value: name }], async (client) =>
      setResentTo(await client.resendSignUpCode(name)),
    )
  }

  if (confirmed) {
    return (
      <section aria-labelledby="confirmed-heading">
        <StepHeading focus id="confirmed-heading">
          {t('signIn.confirm.confirmed')}
        </StepHeading>
        <p>
          <ScreenLink href={withNext(signInScreenPath(env.locale, 'sign-in'), env.search)}>
            {t('signIn.actions.signIn')}
          </ScreenLink>
        </p>
      </section>
    )
  }
  return (
    <>
      <p>{destination ? t('signIn.confirm.sentTo', { destination }) : t('signIn.confirm.sent')}</p>
      <form noValidate onSubmit={submit} aria-label={t('signIn.actions.confirm')}>
        <FormAlert form={form} />
        <Field
          id="confirm-username"
          label={t('signIn.fields.username')}
          form={form}
          autoComplete="username"
          defaultValue={username}
        />
        <CodeField id="confirm-code" form={form} />
        <Submit form={form}>{t('signIn.actions.confirm')}</Submit>
      </form>
      <div className="resend">
        <FormAlert form={resend} />
        <button
          type="button"
          className="button-secondary"
          onClick={sendAgain}
          disabled={resend.busy}
        >
          {t('signIn.actions.resend')}
        </button>
        <p role="status">
          {resentTo &&
            (resentTo.destination
              ? t('signIn.confirm.resentTo', { destination: resentTo.destination })
              : t('signIn.confirm.resent'))}
        </p>
      </div>
      <LinkConfirmation username={username} password={known} onStep={onStep} />
    </>
  )
}

/** "I confirmed by the link": waits for the confirmation and signs in, until stopped. */
function LinkConfirmation({
  username,
  password,
  onStep,
}: {
  username: string
  password: string | undefined
  onStep: ReturnType<typeof useStepHandler>['onStep']
}) {
  const { t } = useT()
  const form = useAuthForm({ staysOnSessionEnd: true })
  const [waiting, setWaiting] = useState<AbortController | null>(null)
  // Leaving the page (or finishing) stops the polling.
  useEffect(() => () => waiting?.abort(), [waiting])

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const typed = password ?? valueOf(event, 'link-password')
    const name = username || valueOf(event, 'link-username').trim()
    const controller = new AbortController()
    void form.run(
      [
        ...(username ? [] : [{ id: 'link-username', kind: 'username' as const, value: name }]),
        ...(password ? [] : [{ id: 'link-password', kind: 'password' as const, value: typed }]),
      ],
      async (client) => {
        setWaiting(controller)
        try {
          const step = await client.signInAfterLinkConfirmation(name, typed, controller.signal)
          forgetSignUp()
          onStep(step)
        } catch (error) {
          if (!controller.signal.aborted) throw error
        } finally {
          setWaiting(null)
        }
      },
    )
  }
  return (
    <section aria-labelledby="link-heading">
      <h2 id="link-heading">{t('signIn.confirm.linkTitle')}</h2>
      <p>{t('signIn.confirm.linkBody')}</p>
      <form noValidate onSubmit={submit} aria-labelledby="link-heading">
        <FormAlert form={form} />
        {!username && (
          <Field
            id="link-username"
            label={t('signIn.fields.username')}
            form={form}
            autoComplete="username"
          />
        )}
        {!password && (
          <Field
            id="link-password"
            label={t('signIn.fields.password')}
            form={form}
            type="password"
            autoComplete="current-password"
          />
        )}
        {waiting ? (
          <button type="button" className="button-secondary" onClick={() => waiting.abort()}>
            {t('signIn.actions.stopWaiting')}
          </button>
        ) : (
          <Submit form={form}>{t('signIn.actions.confirmedByLink')}</Submit>
        )}
      </form>
      <p role="status">{waiting && t('signIn.confirm.waiting')}</p>
    </section>
  )
}
