// @vitest-environment jsdom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderToString } from 'react-dom/server'
import { activateLocale, createI18n } from '../i18n/i18n'
import en from '../i18n/locales/en.json'
import { TranslationsProvider } from '../i18n/translations'
import type { PageResult } from '../model/registry'
import type * as hints from '../auth/session-hint'
import { SESSION_CHANGE_EVENT, sessionHint } from '../auth/session-hint'
import { stringifyQuery } from '../runtime/query'
import { SignInStatus } from './sign-in-status'

vi.mock('../auth/session-hint', async (actual) => ({
  ...(await actual<typeof hints>()),
  sessionHint: vi.fn(() => null),
}))
// A link's href as the router builds it: `to` with the trailing slash it adds, then the query and hash.
vi.mock('@tanstack/react-router', () => ({
  useLocation: () => ({ pathname: '/fr/portefeuilles/' }),
  Link: ({
    to,
    search,
    hash,
    children,
  }: {
    to: string
    search?: Record<string, string>
    hash?: string
    children: string
  }) => (
    <a
      href={`${to.endsWith('/') ? to : `${to}/`}${stringifyQuery(search ?? {})}${hash ? `#${hash}` : ''}`}
    >
      {children}
    </a>
  ),
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
      [en.signIn.header.signOut, '/fr/sign-in/?sign-out='],
    ])

    // Signed out where the page stays (the sign-in page): the library's announcement updates it.
    vi.mocked(sessionHint).mockReturnValue(null)
    document.cookie = 'changed=1'
    act(() => void window.dispatchEvent(new Event(SESSION_CHANGE_EVENT)))
    expect(host.textContent).toBe(en.signIn.header.signIn)
    act(() => root.unmount())
  })

  it("shows the id token's email rather than the pool's id the session is filed under", async () => {
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true)
    vi.mocked(sessionHint).mockReturnValue({
      username: 'd9b953ce-b530-4177-a3a5-0b27bf991f78',
      email: 'ada@example.test',
      accessTokenExpiresAt: 1,
      clockDrift: 0,
      refreshable: true,
    })
    const i18n = createI18n()
    await activateLocale(i18n, 'en')
    const host = document.createElement('div')
    const root = createRoot(host)
    document.cookie = 'hosted=1'
    act(() =>
      root.render(
        <TranslationsProvider i18n={i18n}>
          <SignInStatus page={page} />
        </TranslationsProvider>,
      ),
    )
    expect(host.querySelector('a')?.textContent).toBe('ada@example.test')
    act(() => root.unmount())
  })
})
