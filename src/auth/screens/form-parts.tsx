import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type HTMLInputTypeAttribute,
  type ReactNode,
} from 'react'
import { useT } from '../../i18n/translations'
import { AuthError, type AuthClient } from '../client'
import { authMessageKey, type AuthMessageKey } from './messages'
import { forgetSession, signInPathFor } from './navigation'
import { useAuthScreenEnv } from './screen-env'
import { emptyFields, type FieldProblem, type RequiredKind } from './validation'

/** What a form shows after a submit: the empty fields, or the failure the client reported. */
interface Outcome {
  problems: FieldProblem[]
  failure: AuthMessageKey | null
  /** Counts the failed submits, so that focus moves to the message each time, even an unchanged one. */
  attempt: number
}

const CLEAR: Outcome = { problems: [], failure: null, attempt: 0 }

export interface AuthForm {
  outcome: Outcome
  busy: boolean
  /** Shows a message as if a call had failed with it. */
  fail(key: AuthMessageKey): void
  /**
   * Checks `required` (the specification's "cannot be empty"), then runs
   * `action` with the client; a failure is shown in the form, translated. A
   * failure that ends the session sends the visitor to sign in, unless
   * `staysOnSessionEnd` (the sign-in screen itself shows it).
   */
  run(
    required: ReadonlyArray<{ id: string; kind: RequiredKind; value: string }>,
    action: (client: AuthClient) => Promise<void>,
  ): Promise<void>
}

export function useAuthForm({ staysOnSessionEnd = false } = {}): AuthForm {
  const env = useAuthScreenEnv()
  const [outcome, setOutcome] = useState<Outcome>(CLEAR)
  const [busy, setBusy] = useState(false)
  const fail = useCallback(
    (key: AuthMessageKey) =>
      setOutcome((o) => ({ problems: [], failure: key, attempt: o.attempt + 1 })),
    [],
  )
  const run: AuthForm['run'] = async (required, action) => {
    const problems = emptyFields(required)
    if (problems.length > 0) {
      setOutcome((o) => ({ problems, failure: null, attempt: o.attempt + 1 }))
      return
    }
    setOutcome((o) => ({ ...CLEAR, attempt: o.attempt }))
    setBusy(true)
    try {
      await action(await env.client())
    } catch (error) {
      const key = authMessageKey(error)
      if (error instanceof AuthError && error.signOut && !staysOnSessionEnd) {
        await forgetSession()
        env.navigate(signInPathFor(env.locale, currentPath(), key))
        return
      }
      if (!(error instanceof AuthError)) console.error(error)
      fail(key)
    } finally {
      setBusy(false)
    }
  }
  return { outcome, busy, fail, run }
}

function currentPath(): string | undefined {
  return typeof location === 'undefined' ? undefined : `${location.pathname}${location.search}`
}

/** The form's messages, in one alert that takes focus after each failed submit. */
export function FormAlert({ form }: { form: AuthForm }) {
  const { t } = useT()
  const ref = useRef<HTMLDivElement>(null)
  const { problems, failure, attempt } = form.outcome
  useEffect(() => {
    if (attempt > 0) ref.current?.focus()
  }, [attempt])
  const shown = problems.length > 0 || failure !== null
  return (
    <div ref={ref} role="alert" tabIndex={-1} className={shown ? 'form-alert' : undefined}>
      {failure && <p>{t(`authErrors.${failure}`)}</p>}
      {problems.length > 0 && (
        <ul>
          {problems.map((p) => (
            <li key={p.field} id={`${p.field}-error`}>
              {t(`authErrors.${p.message}`)}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

interface FieldProps {
  id: string
  label: string
  form: AuthForm
  type?: HTMLInputTypeAttribute
  autoComplete?: string
  inputMode?: 'numeric' | 'email' | 'tel' | 'text'
  hint?: string
  defaultValue?: string
}

/** A labelled input, marked invalid and pointing at its message when that message is shown. */
export function Field({
  id,
  label,
  form,
  type = 'text',
  autoComplete,
  inputMode,
  hint,
  defaultValue,
}: FieldProps) {
  const invalid = form.outcome.problems.some((p) => p.field === id)
  const describedBy = [hint ? `${id}-hint` : '', invalid ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ')
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={id}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        defaultValue={defaultValue}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint && (
        <p id={`${id}-hint`} className="meta">
          {hint}
        </p>
      )}
    </div>
  )
}

/** The field of a one-time code (sent by email or text, or shown by an authenticator app). */
export function CodeField({ id, form }: { id: string; form: AuthForm }) {
  const { t } = useT()
  return (
    <Field
      id={id}
      label={t('signIn.fields.code')}
      form={form}
      autoComplete="one-time-code"
      inputMode="numeric"
    />
  )
}

/** The field of a password the visitor chooses, which the browser may offer to make and save. */
export function NewPasswordField({ id, form }: { id: string; form: AuthForm }) {
  const { t } = useT()
  return (
    <Field
      id={id}
      label={t('signIn.fields.newPassword')}
      form={form}
      type="password"
      autoComplete="new-password"
    />
  )
}

/** The submit button, which says the form is working while it waits for the client. */
export function Submit({ form, children }: { form: AuthForm; children: ReactNode }) {
  const { t } = useT()
  return (
    <button type="submit" className="button" disabled={form.busy} aria-disabled={form.busy}>
      {form.busy ? t('signIn.working') : children}
    </button>
  )
}

/** A step's heading, which takes focus when the step replaces another (`focus`). */
export function StepHeading({
  children,
  focus,
  id,
  level = 2,
}: {
  children: ReactNode
  focus: boolean
  id?: string
  level?: 2 | 3
}) {
  const ref = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focus) ref.current?.focus()
  }, [focus])
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <Heading ref={ref} tabIndex={-1} id={id}>
      {children}
    </Heading>
  )
}

/** The text of a form's field by name ('' when absent). */
export function valueOf(event: FormEvent<HTMLFormElement>, name: string): string {
  const value = new FormData(event.currentTarget).get(name)
  return typeof value === 'string' ? value : ''
}

/** A checkbox of a form, by name. */
export function checked(event: FormEvent<HTMLFormElement>, name: string): boolean {
  return new FormData(event.currentTarget).get(name) !== null
}
