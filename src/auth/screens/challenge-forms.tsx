import { useId, type FormEvent } from 'react'
import { useT } from '../../i18n/translations'
import type { Challenge, MfaType, SignInStep } from '../client'
import {
  checked,
  CodeField,
  Field,
  FormAlert,
  NewPasswordField,
  StepHeading,
  Submit,
  useAuthForm,
  valueOf,
} from './form-parts'
import { QrCode } from './qr-code'

interface ChallengeProps<C extends Challenge['name']> {
  challenge: Extract<Challenge, { name: C }>
  /** The next step, from the client's answer. */
  onStep(step: SignInStep): void
}

/** The form of one challenge of signing in, its heading focused as it replaces the previous step. */
export function ChallengeForm({
  challenge,
  onStep,
}: {
  challenge: Challenge
  onStep(step: SignInStep): void
}) {
  switch (challenge.name) {
    case 'SMS_MFA':
    case 'SOFTWARE_TOKEN_MFA':
      return <MfaCode challenge={challenge} onStep={onStep} />
    case 'SELECT_MFA_TYPE':
      return <SelectMfaType challenge={challenge} onStep={onStep} />
    case 'MFA_SETUP':
      return <MfaSetup challenge={challenge} onStep={onStep} />
    case 'NEW_PASSWORD_REQUIRED':
      return <NewPassword challenge={challenge} onStep={onStep} />
    case 'CUSTOM_CHALLENGE':
      return <CustomChallenge challenge={challenge} onStep={onStep} />
  }
}

/** A code sent by SMS or shown by an authenticator app: one form, told apart by its intro. */
function MfaCode({ challenge, onStep }: ChallengeProps<MfaType>) {
  const { t } = useT()
  const form = useAuthForm({ staysOnSessionEnd: true })
  const { name } = challenge
  const id = name === 'SMS_MFA' ? 'sms-code' : 'totp-code'
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const code = valueOf(event, id)
    const rememberDevice = checked(event, 'remember-device')
    void form.run([{ id, kind: 'challengeResponse', value: code }], async (client) =>
      onStep(await client.answerChallenge({ name, code: code.trim(), rememberDevice })),
    )
  }
  const intro =
    challenge.name === 'SOFTWARE_TOKEN_MFA'
      ? t('signIn.challenges.SOFTWARE_TOKEN_MFA.body')
      : challenge.destination
        ? t('signIn.challenges.SMS_MFA.sentTo', { destination: challenge.destination })
        : t('signIn.challenges.SMS_MFA.sent')
  return (
    <section aria-labelledby="challenge-heading">
      <StepHeading focus id="challenge-heading">
        {t(`signIn.challenges.${name}.title`)}
      </StepHeading>
      <p>{intro}</p>
      <form noValidate onSubmit={submit}>
        <FormAlert form={form} />
        <CodeField id={id} form={form} />
        <div className="field field-check">
          <input id="remember-device" name="remember-device" type="checkbox" />
          <label htmlFor="remember-device">{t('signIn.fields.rememberDevice')}</label>
        </div>
        <Submit form={form}>{t('signIn.actions.verify')}</Submit>
      </form>
    </section>
  )
}

function SelectMfaType({ challenge, onStep }: ChallengeProps<'SELECT_MFA_TYPE'>) {
  const { t } = useT()
  const form = useAuthForm({ staysOnSessionEnd: true })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const chosen = challenge.options.find((o) => o === valueOf(event, 'mfa-type'))
    if (!chosen) {
      form.fail('invalidMfaType')
      return
    }
    void form.run([], async (client) =>
      onStep(await client.answerChallenge({ name: 'SELECT_MFA_TYPE', mfaType: chosen })),
    )
  }
  if (challenge.options.length === 0) {
    return (
      <section aria-labelledby="challenge-heading">
        <StepHeading focus id="challenge-heading">
          {t('signIn.challenges.SELECT_MFA_TYPE.title')}
        </StepHeading>
        <p role="alert">{t('authErrors.noValidMfa')}</p>
      </section>
    )
  }
  return (
    <section aria-labelledby="challenge-heading">
      <StepHeading focus id="challenge-heading">
        {t('signIn.challenges.SELECT_MFA_TYPE.title')}
      </StepHeading>
      <form noValidate onSubmit={submit}>
        <FormAlert form={form} />
        <MfaTypeChoice
          name="mfa-type"
          legend={t('signIn.challenges.SELECT_MFA_TYPE.legend')}
          options={challenge.options}
          initial={challenge.options[0]}
        />
        <Submit form={form}>{t('signIn.actions.continue')}</Submit>
      </form>
    </section>
  )
}

/** Radio buttons for the MFA types, in a fieldset with a legend. */
export function MfaTypeChoice({
  name,
  legend,
  options,
  initial,
  none,
}: {
  name: string
  legend: string
  options: readonly MfaType[]
  initial: MfaType | undefined
  /** The label of a "no preference" choice, when there is one. */
  none?: string
}) {
  const { t } = useT()
  const id = useId()
  return (
    <fieldset>
      <legend>{legend}</legend>
      {none !== undefined && (
        <div className="field field-check">
          <input id={`${id}-none`} type="radio" name={name} value="" defaultChecked={!initial} />
          <label htmlFor={`${id}-none`}>{none}</label>
        </div>
      )}
      {options.map((option) => (
        <div className="field field-check" key={option}>
          <input
            id={`${id}-${option}`}
            type="radio"
            name={name}
            value={option}
            defaultChecked={option === initial}
          />
          <label htmlFor={`${id}-${option}`}>{t(`signIn.mfaTypes.${option}`)}</label>
        </div>
      ))}
    </fieldset>
  )
}

/** The QR code of a TOTP secret, and the secret as text for those who cannot scan it. */
export function TotpSecret({ secret, otpauthUri }: { secret: string; otpauthUri: string }) {
  const { t } = useT()
  return (
    <>
      <p>{t('signIn.challenges.MFA_SETUP.scan')}</p>
      <QrCode text={otpauthUri} label={t('signIn.challenges.MFA_SETUP.qrLabel')} />
      <p>
        {t('signIn.challenges.MFA_SETUP.secret')}{' '}
        <code className="totp-secret" data-testid="totp-secret">
          {secret}
        </code>
      </p>
    </>
  )
}

function MfaSetup({ challenge, onStep }: ChallengeProps<'MFA_SETUP'>) {
  const { t } = useT()
  const form = useAuthForm({ staysOnSessionEnd: true })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const code = valueOf(event, 'setup-code')
    const friendlyDeviceName = valueOf(event, 'device-name').trim()
    void form.run([{ id: 'setup-code', kind: 'challengeResponse', value: code }], async (client) =>
      onStep(
        await client.answerChallenge({
          name: 'MFA_SETUP',
          code: code.trim(),
          ...(friendlyDeviceName ? { friendlyDeviceName } : {}),
        }),
      ),
    )
  }
  return (
    <section aria-labelledby="challenge-heading">
      <StepHeading focus id="challenge-heading">
        {t('signIn.challenges.MFA_SETUP.title')}
      </StepHeading>
      <TotpSecret secret={challenge.secret} otpauthUri={challenge.otpauthUri} />
      <form noValidate onSubmit={submit}>
        <FormAlert form={form} />
        <CodeField id="setup-code" form={form} />
        <Field id="device-name" label={t('signIn.fields.deviceName')} form={form} />
        <Submit form={form}>{t('signIn.actions.verify')}</Submit>
      </form>
    </section>
  )
}

/** The input kind and the "cannot be empty" message of a required attribute. */
function attributeField(name: string) {
  if (name === 'email') return { kind: 'email' as const, type: 'email', autoComplete: 'email' }
  if (name === 'phone_number') return { kind: 'phone' as const, type: 'tel', autoComplete: 'tel' }
  return { kind: 'challengeResponse' as const, type: 'text', autoComplete: undefined }
}

function NewPassword({ challenge, onStep }: ChallengeProps<'NEW_PASSWORD_REQUIRED'>) {
  const { t } = useT()
  const form = useAuthForm({ staysOnSessionEnd: true })
  // The library may name them as the provider does, `userAttributes.<name>`.
  const attributeNames = challenge.requiredAttributes.map((a) => a.replace(/^userAttributes\./, ''))
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const newPassword = valueOf(event, 'new-password')
    const attributes = Object.fromEntries(
      attributeNames.map((name) => [name, valueOf(event, `attribute-${name}`).trim()]),
    )
    void form.run(
      [
        { id: 'new-password', kind: 'password', value: newPassword },
        ...attributeNames.map((name) => ({
          id: `attribute-${name}`,
          kind: attributeField(name).kind,
          value: attributes[name] ?? '',
        })),
      ],
      async (client) =>
        onStep(
          await client.answerChallenge({
            name: 'NEW_PASSWORD_REQUIRED',
            newPassword,
            ...(attributeNames.length > 0 ? { attributes } : {}),
          }),
        ),
    )
  }
  return (
    <section aria-labelledby="challenge-heading">
      <StepHeading focus id="challenge-heading">
        {t('signIn.challenges.NEW_PASSWORD_REQUIRED.title')}
      </StepHeading>
      <p>{t('signIn.challenges.NEW_PASSWORD_REQUIRED.body')}</p>
      <form noValidate onSubmit={submit}>
        <FormAlert form={form} />
        <NewPasswordField id="new-password" form={form} />
        {attributeNames.map((name) => {
          const { type, autoComplete } = attributeField(name)
          return (
            <Field
              key={name}
              id={`attribute-${name}`}
              label={attributeLabel(t, name)}
              form={form}
              type={type}
              autoComplete={autoComplete}
            />
          )
        })}
        <Submit form={form}>{t('signIn.actions.setPassword')}</Submit>
      </form>
    </section>
  )
}

/** An attribute's name in the visitor's language, its own name when the site has no words for it. */
export function attributeLabel(t: ReturnType<typeof useT>['t'], name: string): string {
  const known = ['email', 'phone_number', 'name', 'given_name', 'family_name', 'sub'] as const
  const key = known.find((k) => k === name)
  return key ? t(`account.attributes.${key}`) : name
}

function CustomChallenge({ challenge, onStep }: ChallengeProps<'CUSTOM_CHALLENGE'>) {
  const { t } = useT()
  const form = useAuthForm({ staysOnSessionEnd: true })
  const question = challenge.parameters.question ?? challenge.parameters.prompt
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const answer = valueOf(event, 'challenge-answer')
    void form.run(
      [{ id: 'challenge-answer', kind: 'challengeResponse', value: answer }],
      async (client) =>
        onStep(await client.answerChallenge({ name: 'CUSTOM_CHALLENGE', answer: answer.trim() })),
    )
  }
  return (
    <section aria-labelledby="challenge-heading">
      <StepHeading focus id="challenge-heading">
        {t('signIn.challenges.CUSTOM_CHALLENGE.title')}
      </StepHeading>
      {question && (
        <p>
          {t('signIn.challenges.CUSTOM_CHALLENGE.body')} {question}
        </p>
      )}
      <form noValidate onSubmit={submit}>
        <FormAlert form={form} />
        <Field
          id="challenge-answer"
          label={t('signIn.fields.answer')}
          form={form}
          autoComplete="off"
        />
        <Submit form={form}>{t('signIn.actions.continue')}</Submit>
      </form>
    </section>
  )
}
