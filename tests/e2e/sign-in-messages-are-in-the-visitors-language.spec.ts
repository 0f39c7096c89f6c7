import { test } from '@playwright/test'
import { expect, newUser, open } from './sign-in-support'

/**
 * The sign-in form's messages against cognito-local, in each language
 * Cymbria has pages in (the UI strings exist for cn too, which Cymbria has
 * no pages in): empty fields are refused before any call, a wrong password
 * by the pool, each message in the alert that takes focus.
 */
const LANGUAGES = [
  {
    locale: 'en',
    path: '/sign-in/',
    form: 'Sign in',
    username: 'Username or email address',
    password: 'Password',
    empty: ['Username cannot be empty', 'Password cannot be empty'],
    emptyPassword: 'Password cannot be empty',
    wrong: 'Incorrect username or password.',
  },
  {
    locale: 'fr',
    path: '/fr/sign-in/',
    form: 'Se connecter',
    username: 'Nom d’utilisateur ou adresse courriel',
    password: 'Mot de passe',
    empty: ['Le nom d’utilisateur ne peut pas être vide', 'Le mot de passe ne peut pas être vide'],
    emptyPassword: 'Le mot de passe ne peut pas être vide',
    wrong: 'Nom d’utilisateur ou mot de passe incorrect.',
  },
] as const

for (const l of LANGUAGES) {
  test(`${l.locale}: empty fields and a wrong password are refused in the page's language`, async ({
    page,
  }) => {
    const { email } = await newUser(`messages-${l.locale}`)
    const calls: string[] = []
    page.on('request', (r) => {
      const target = r.headers()['x-amz-target']
      if (target) calls.push(target)
    })
    await open(page, l.path)
    const form = page.getByRole('form', { name: l.form })
    const alert = form.getByRole('alert')
    const submit = form.getByRole('button', { name: l.form })

    await submit.click()
    await expect(alert.getByRole('listitem')).toHaveText([...l.empty])
    await expect(alert).toBeFocused()
    await expect(form.getByLabel(l.username)).toHaveAttribute('aria-invalid', 'true')

    await form.getByLabel(l.username).fill(email)
    await submit.click()
    await expect(alert.getByRole('listitem')).toHaveText([l.emptyPassword])
    expect(calls).toEqual([])

    await form.getByLabel(l.password, { exact: true }).fill('Wrong-password-1')
    await submit.click()
    await expect(alert).toHaveText(l.wrong)
    await expect(alert).toBeFocused()
    expect(calls).toEqual(['AWSCognitoIdentityProviderService.InitiateAuth'])
    await expect(page).toHaveURL(new RegExp(`${l.path}$`))
  })
}
