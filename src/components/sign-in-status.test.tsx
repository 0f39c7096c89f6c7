// @vitest-environment jsdom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderToString } from 'react-dom/server'
import { activateLocale, createI18n } from '../i18n/i18n'
import en from '../i18n/locales/en.json'
import { TranslationsProvider } from '../i18n/translations'
import type { PageResult } from '../model/registry'
import { sessionHint } from '../auth/session-hint'
import { SignInStatus } from './sign-in-status'

vi.mock('../auth/session-hint', () => ({ sessionHint: vi.fn(() => null) }))
vi.mock('@tanstack/react-router', () => ({
  useLocation: () => ({ pathname: '/fr/portefeuilles/' }),
  Link: ({ to, children }: { to: string; children: string }) => <a href={to}>{children}</a>,
}))

const page = { template: 'general', locale: 'fr' } as PageResult

async function render() {
  const i18n = createI18n()
  await activateLocale(i18n, 'en')
  return renderToString(
    <TranslationsProvider i18n={i18n}>
      <SignInStatus page={page} />
    </TranslationsProvider>,
  )
}

afterEach(() => vi.mocked(sessionHint).mockReset())

describe("the header's sign-in state", () => {
  it('is signed out in the HTML the server writes (the cookies are read in the browser)', async () => {
    vi.mocked(sessionHint).mockReturnValue({
      username: 'ada',
      accessTokenExpiresAt: 1,
      clockDrift: 0,
      refreshable: true,
    })
    const html = await render()
    expect(html).toContain(`href="/fr/sign-in/?next=%2Ffr%2Fportefeuilles%2F"`)
    expect(html).toContain(en.signIn.header.signIn)
  })

  it('names the signed-in visitor, with links to their account and to sign out', async () => {
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true)
    vi.mocked(sessionHint).mockReturnValue({
      username: 'ada@example.test',
      accessTokenExpiresAt: 1,
      clockDrift: 0,
      refreshable: true,
    })
    const i18n = createI18n()
    await activateLocale(i18n, 'en')
    const host = document.createElement('div')
    const root = createRoot(host)
    act(() =>
      root.render(
        <TranslationsProvider i18n={i18n}>
          <SignInStatus page={page} />
        </TranslationsProvider>,
      ),
    )
    const links = [...host.querySelectorAll('a')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ])
    expect(links).toEqual([
      ['ada@example.test', '/fr/account/'],
      [en.signIn.header.signOut, '/fr/sign-in/?sign-out'],
    ])
    act(() => root.unmount())
  })
})
