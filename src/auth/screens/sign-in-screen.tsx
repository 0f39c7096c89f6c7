import { useEffect, useState, type FormEvent } from 'react'
import { useT } from '../../i18n/translations'
import type { Challenge, SignInStep } from '../client'
import { hintIsUsable, sessionHint } from '../session-hint'
import { signInScreenPath } from '../sign-in-pages'
import { ChallengeForm } from './challenge-forms'
import { Field, FormAlert, Submit, useAuthForm, valueOf } from './form-parts'
import { isAuthMessageKey, SESSION_ENDING_KEYS, SIGN_OUT_FAILURE_KEYS } from './messages'
import {
  forgetSession,
  nextPath,
  REASON_PARAM,
  rememberHostedNext,
  SIGN_OUT_PARAM,
} from './navigation'
import { rememberSignUp } from './pending-sign-up'
import { useAuthScreenEnv } from './screen-env'
import { ScreenLink } from './screen-link'

/** Where a step leaves the visitor: signed in (go on), a challenge (its form), or an unconfirmed account. */
export function useStepHandler() {
  const env = useAuthScreenEnv()
  const [challenge, setChallenge] = useState<Challenge | null>(null)
  /** `password`: the one just typed, which the confirm screen signs in with after confirming. */
  const onStep = (step: SignInStep, password?: string) => {
    if (step.kind === 'signed-in') env.navigate(nextPath(env.search, env.locale))
    else if (step.kind === 'challenge') setChallenge(step.challenge)
    else {
      if (password) rememberSignUp(step.username, password)
      env.navigate(confirmPath(env.locale, step.username, env.search))
    }
  }
  return { challenge, onStep }
}

/** The confirm screen for `username`, keeping `?next=`. */
export function confirmPath(locale: string, username: string, search: string): string {
  const query = new URLSearchParams(search)
  query.delete(REASON_PARAM)
  query.delete(SIGN_OUT_PARAM)
  query.set('username', username)
  return `${signInScreenPath(locale, 'confirm')}?${query.toString()}`
}

/** The same query (`?next=`) on another sign-in screen. */
export function withNext(path: string, search: string): string {
  const next = new URLSearchParams(search).get('next')
  return next ? `${path}?${new URLSearchParams({ next }).toString()}` : path
}

/**
 * Sign in with a username and password (or on the hosted page), then each
 * challenge the pool asks for as its own form, then on to `?next=`.
 * `?sign-out` signs the visitor out first; `?reason=` says why they are here.
 */
export function SignInScreen({ hosted }: { hosted: boolean }) {
  const { t } = useT()
  const env = useAuthScreenEnv()
  const form = useAuthForm({ staysOnSessionEnd: true })
  const { challenge, onStep } = useStepHandler()
  const [signedOut, setSignedOut] = useState(false)
  const query = new URLSearchParams(env.search)
  const reason = query.get(REASON_PARAM)
  const signingOut = query.has(SIGN_OUT_PARAM)
  const { fail } = form

  useEffect(() => {
    if (
      isAuthMessageKey(reason, SESSION_ENDING_KEYS) ||
      (signingOut && isAuthMessageKey(reason, SIGN_OUT_FAILURE_KEYS))
    )
      fail(reason)
  }, [reason, signingOut, fail])
  const { run } = form
  useEffect(() => {
    // Sent here with a session that has only expired (the server checks the access token
    // alone): renewed from the refresh token, the visitor goes on without typing a password.
    if (signingOut || reason || !hintIsUsable(sessionHint(), Date.now() / 1000)) return
    void run([], async (client) => {
      if (await client.currentSession()) env.navigate(nextPath(env.search, env.locale))
    })
    // Once, on arrival: signing in moves the address (and `env`) on before this screen goes,
    // and a second check then would send the visitor to the home page instead of `next`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  useEffect(() => {
    if (!signingOut) return
    let live = true
    void env
      .client()
      .then((client) => client.signOut())
      .catch(() => {}) // Signed out locally whatever the server says: the cookies are gone.
      .then(forgetSession)
      .then(() => live && setSignedOut(true))
    return () => {
      live = false
    }
  }, [signingOut, env])

  if (challenge) return <ChallengeForm challenge={challenge} onStep={onStep} />

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const username = valueOf(event, 'username').trim()
    const password = valueOf(event, 'password')
    void form.run(
      [
        { id: 'username', kind: 'username', value: username },
        { id: 'password', kind: 'password', value: password },
      ],
      async (client) => onStep(await client.signIn(username, password), password),
    )
  }
  const signInHosted = () =>
    void form.run([], async (client) => {
      rememberHostedNext(nextPath(env.search, env.locale))
      window.location.assign(await client.hostedSignInUrl())
    })

  return (
    <>
      {signedOut && (
        <p role="status" className="form-status">
          {t('signIn.signedOut')}
        </p>
      )}
      <form noValidate onSubmit={submit} aria-label={t('signIn.actions.signIn')}>
        <FormAlert form={form} />
        <Field
          id="username"
          label={t('signIn.fields.username')}
          form={form}
          autoComplete="username"
          inputMode="email"
        />
        <Field
          id="password"
          label={t('signIn.fields.password')}
          form={form}
          type="password"
          autoComplete="current-password"
        />
        <Submit form={form}>{t('signIn.actions.signIn')}</Submit>
      </form>
      {hosted && (
        <p className="sign-in-alternative">
          <button type="button" className="button-link" onClick={signInHosted} disabled={form.busy}>
            {t('signIn.actions.hosted')}
          </button>
        </p>
      )}
      <ul className="sign-in-links">
        <li>
          <ScreenLink href={withNext(signInScreenPath(env.locale, 'forgot-password'), env.search)}>
            {t('signIn.actions.forgotPassword')}
          </ScreenLink>
        </li>
        <li>
          {t('signIn.prompts.noAccount')}{' '}
          <ScreenLink href={withNext(signInScreenPath(env.locale, 'sign-up'), env.search)}>
            {t('signIn.actions.signUp')}
          </ScreenLink>
        </li>
        <li>
          {t('signIn.prompts.notConfirmed')}{' '}
          <ScreenLink href={withNext(signInScreenPath(env.locale, 'confirm'), env.search)}>
            {t('signIn.actions.confirm')}
          </ScreenLink>
        </li>
      </ul>
    </>
  )
}
