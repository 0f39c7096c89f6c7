import { useEffect, useState, type FormEvent, type ReactNode } from 'react'
import { useT } from '../../i18n/translations'
import { formatDate } from '../../site/format'
import { signInPath } from '../access'
import type { AuthClient, Device, MfaType, UserAttributes } from '../client'
import { accountPath } from '../sign-in-pages'
import { attributeLabel, MfaTypeChoice, TotpSecret } from './challenge-forms'
import {
  CodeField,
  Field,
  FormAlert,
  NewPasswordField,
  StepHeading,
  Submit,
  useAuthForm,
  valueOf,
  type AuthForm,
} from './form-parts'
import { authMessageKey, type AuthMessageKey } from './messages'
import { forgetSession, signOutPath } from './navigation'
import { useAuthScreenEnv } from './screen-env'

/** Attributes shown as yes/no rather than as their text. */
const VERIFIED = ['email_verified', 'phone_number_verified']

/**
 * The signed-in visitor's account: their details, two-step verification,
 * remembered devices, password, signing out (here or everywhere) and
 * deleting the account. Each section loads and fails on its own.
 */
export function AccountScreen() {
  const env = useAuthScreenEnv()
  const { t } = useT()
  const [signedIn, setSignedIn] = useState(false)
  const check = useAuthForm()
  const { run } = check
  useEffect(() => {
    void run([], async (client) => {
      if (await client.currentSession()) setSignedIn(true)
      else env.navigate(signInPath(env.locale, accountPath(env.locale)))
    })
    // Once per page: signing out moves the address (and `env`) on before this page goes, and a
    // second check would then send the signed-out visitor to sign in, back to this page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  if (!signedIn) {
    return (
      <>
        <FormAlert form={check} />
        <p role="status">{check.outcome.failure ? '' : t('account.loading')}</p>
      </>
    )
  }
  return (
    <>
      <Details />
      <MfaPreference />
      <TotpSetUp />
      <Devices />
      <ChangePassword />
      <SignOut />
      <DeleteAccount />
    </>
  )
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="account-section">
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  )
}

/** Runs `load` once with the client, keeping its result; failures go to `form`. */
function useLoaded<T>(form: AuthForm, load: (client: AuthClient) => Promise<T>) {
  const [value, setValue] = useState<{ loaded: T } | null>(null)
  const { run } = form
  useEffect(() => {
    void run([], async (client) => setValue({ loaded: await load(client) }))
    // Once per section.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return [value, setValue] as const
}

function Details() {
  const { t } = useT()
  const form = useAuthForm()
  const [attributes] = useLoaded<UserAttributes | null>(form, (client) => client.attributes())
  const yesNo = (value: boolean) => (value ? t('account.yes') : t('account.no'))
  return (
    <Section id="account-details" title={t('account.details.title')}>
      <FormAlert form={form} />
      {attributes?.loaded === null && <p>{t('account.details.notAllowed')}</p>}
      {attributes?.loaded && (
        <dl className="account-attributes">
          {Object.entries(attributes.loaded.values)
            .filter(([name]) => !VERIFIED.includes(name))
            .map(([name, value]) => (
              <div key={name}>
                <dt>{attributeLabel(t, name)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          <div>
            <dt>{t('account.details.emailVerified')}</dt>
            <dd>{yesNo(attributes.loaded.emailVerified)}</dd>
          </div>
          <div>
            <dt>{t('account.details.phoneVerified')}</dt>
            <dd>{yesNo(attributes.loaded.phoneNumberVerified)}</dd>
          </div>
        </dl>
      )}
    </Section>
  )
}

function MfaPreference() {
  const { t } = useT()
  const form = useAuthForm()
  const [preference] = useLoaded(form, (client) => client.mfaPreference())
  const [saved, setSaved] = useState(false)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const chosen = valueOf(event, 'mfa-preference')
    const options: readonly MfaType[] = preference?.loaded.enabled ?? []
    const preferred = options.find((o) => o === chosen) ?? null
    setSaved(false)
    void form.run([], async (client) => {
      await client.setMfaPreference(preferred)
      setSaved(true)
    })
  }
  return (
    <Section id="account-mfa" title={t('account.mfa.title')}>
      {preference && (
        <form noValidate onSubmit={submit} aria-labelledby="account-mfa">
          <FormAlert form={form} />
          <MfaTypeChoice
            name="mfa-preference"
            legend={t('account.mfa.legend')}
            options={preference.loaded.enabled}
            initial={preference.loaded.preferred}
            none={t('account.mfa.none')}
          />
          <Submit form={form}>{t('account.mfa.save')}</Submit>
        </form>
      )}
      {!preference && <FormAlert form={form} />}
      <p role="status">{saved && t('account.mfa.saved')}</p>
    </Section>
  )
}

function TotpSetUp() {
  const { t } = useT()
  const start = useAuthForm()
  const verify = useAuthForm()
  const [secret, setSecret] = useState<{ secret: string; otpauthUri: string } | null>(null)
  const [done, setDone] = useState(false)
  const begin = () =>
    void start.run([], async (client) => {
      setDone(false)
      setSecret(await client.setUpTotp())
    })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const code = valueOf(event, 'totp-setup-code').trim()
    const name = valueOf(event, 'totp-device-name').trim()
    void verify.run([{ id: 'totp-setup-code', kind: 'code', value: code }], async (client) => {
      await client.verifyTotp(code, name || undefined)
      setSecret(null)
      setDone(true)
    })
  }
  return (
    <Section id="account-totp" title={t('account.totp.title')}>
      <FormAlert form={start} />
      {secret ? (
        <>
          <TotpSecret secret={secret.secret} otpauthUri={secret.otpauthUri} />
          <form noValidate onSubmit={submit} aria-labelledby="account-totp">
            <FormAlert form={verify} />
            <CodeField id="totp-setup-code" form={verify} />
            <Field id="totp-device-name" label={t('signIn.fields.deviceName')} form={verify} />
            <Submit form={verify}>{t('signIn.actions.verify')}</Submit>
          </form>
        </>
      ) : (
        <button type="button" className="button" onClick={begin} disabled={start.busy}>
          {t('account.totp.start')}
        </button>
      )}
      <p role="status">{done && t('account.totp.done')}</p>
    </Section>
  )
}

function Devices() {
  const { t } = useT()
  const { locale } = useAuthScreenEnv()
  const form = useAuthForm()
  const [devices, setDevices] = useState<Device[]>([])
  const [next, setNext] = useState<string | undefined>()
  const [forgotten, setForgotten] = useState(false)
  const load = (page?: string) =>
    form.run([], async (client) => {
      const result = await client.devices(page)
      setDevices((shown) => (page ? [...shown, ...result.devices] : result.devices))
      setNext(result.next)
    })
  useEffect(() => {
    void load()
    // Once: later pages come from "show more".
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const forget = (key: string) =>
    void form.run([], async (client) => {
      await client.forgetDevice(key)
      setDevices((shown) => shown.filter((d) => d.key !== key))
      setForgotten(true)
    })
  return (
    <Section id="account-devices" title={t('account.devices.title')}>
      <FormAlert form={form} />
      {devices.length === 0 ? (
        <p>{t('account.devices.none')}</p>
      ) : (
        <ul className="account-devices">
          {devices.map((device) => {
            const name = device.name ?? t('account.devices.unnamed')
            return (
              <li key={device.key}>
                <span>{name}</span>
                {device.lastSeen && (
                  <span className="meta">
                    {' '}
                    {t('account.devices.lastSeen', {
                      date: formatDate(locale, device.lastSeen.toISOString().slice(0, 10)),
                    })}
                  </span>
                )}{' '}
                <button
                  type="button"
                  className="button-secondary"
                  onClick={() => forget(device.key)}
                >
                  {t('account.devices.forget', { name })}
                </button>
              </li>
            )
          })}
        </ul>
      )}
      {next && (
        <button type="button" className="button-secondary" onClick={() => void load(next)}>
          {t('account.devices.more')}
        </button>
      )}
      <p role="status">{forgotten && t('account.devices.forgotten')}</p>
    </Section>
  )
}

function ChangePassword() {
  const { t } = useT()
  const form = useAuthForm()
  const [done, setDone] = useState(false)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const target = event.currentTarget
    const current = valueOf(event, 'current-password')
    const fresh = valueOf(event, 'changed-password')
    setDone(false)
    void form.run(
      [
        { id: 'current-password', kind: 'password', value: current },
        { id: 'changed-password', kind: 'password', value: fresh },
      ],
      async (client) => {
        await client.changePassword(current, fresh)
        target.reset()
        setDone(true)
      },
    )
  }
  return (
    <Section id="account-password" title={t('account.password.title')}>
      <form noValidate onSubmit={submit} aria-labelledby="account-password">
        <FormAlert form={form} />
        <Field
          id="current-password"
          label={t('signIn.fields.currentPassword')}
          form={form}
          type="password"
          autoComplete="current-password"
        />
        <NewPasswordField id="changed-password" form={form} />
        <Submit form={form}>{t('account.password.submit')}</Submit>
      </form>
      <p role="status">{done && t('account.password.done')}</p>
    </Section>
  )
}

function SignOut() {
  const { t } = useT()
  const env = useAuthScreenEnv()
  const form = useAuthForm()
  const leave = (everywhere: boolean) =>
    void form.run([], async (client) => {
      let failure: AuthMessageKey | undefined
      if (everywhere) {
        // Signed out here whatever the provider answers: the sign-in page says so, and why
        // the other devices may not be.
        failure = await client.signOutEverywhere().then(
          () => undefined,
          (error: unknown) => authMessageKey(error),
        )
      } else await client.signOut()
      await forgetSession()
      env.navigate(signOutPath(env.locale, failure))
    })
  return (
    <Section id="account-sign-out" title={t('account.sessions.title')}>
      <FormAlert form={form} />
      <p>
        <button type="button" className="button" onClick={() => leave(false)} disabled={form.busy}>
          {t('account.sessions.signOut')}
        </button>
      </p>
      <p>
        <button
          type="button"
          className="button-secondary"
          onClick={() => leave(true)}
          disabled={form.busy}
          aria-describedby="sign-out-everywhere-hint"
        >
          {t('account.sessions.everywhere')}
        </button>{' '}
        <span id="sign-out-everywhere-hint" className="meta">
          {t('account.sessions.everywhereHint')}
        </span>
      </p>
    </Section>
  )
}

function DeleteAccount() {
  const { t } = useT()
  const env = useAuthScreenEnv()
  const form = useAuthForm()
  const [asking, setAsking] = useState(false)
  const remove = () =>
    void form.run([], async (client) => {
      await client.deleteAccount()
      await forgetSession()
      env.navigate(signInPath(env.locale))
    })
  return (
    <Section id="account-delete" title={t('account.delete.title')}>
      <p>{t('account.delete.body')}</p>
      <FormAlert form={form} />
      {asking ? (
        <div role="group" aria-labelledby="delete-question">
          <StepHeading focus id="delete-question" level={3}>
            {t('account.delete.question')}
          </StepHeading>
          <button type="button" className="button danger" onClick={remove} disabled={form.busy}>
            {t('account.delete.confirm')}
          </button>{' '}
          <button type="button" className="button-secondary" onClick={() => setAsking(false)}>
            {t('account.delete.cancel')}
          </button>
        </div>
      ) : (
        <button type="button" className="button-secondary" onClick={() => setAsking(true)}>
          {t('account.delete.start')}
        </button>
      )}
    </Section>
  )
}
