import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { activateLocale, createI18n } from '../../i18n/i18n'
import { TranslationsProvider } from '../../i18n/translations'
import { loadAuthStrings } from '../strings'
import type { Locale } from '../../site/locales'
import type { AuthClient } from '../client'
import { AuthScreenEnvProvider } from './screen-env'

/** For tests: a screen mounted in the document with a client and a recorded navigation. */
export interface MountedScreen {
  host: HTMLElement
  /** Every path the screen went to. */
  visited: string[]
  /** Types into the field labelled `label`. */
  type(label: string, value: string): void
  /** Clicks the button named `name` and lets the client's promises settle. */
  click(name: string): Promise<void>
  alert(): string
  unmount(): void
}

export async function mountScreen(
  screen: ReactNode,
  { client, locale = 'en', search = '' }: { client: AuthClient; locale?: Locale; search?: string },
): Promise<MountedScreen> {
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true)
  const i18n = createI18n()
  await activateLocale(i18n, locale)
  await loadAuthStrings(i18n, locale)
  const host = document.createElement('div')
  document.body.append(host)
  const visited: string[] = []
  const env = {
    locale,
    search,
    client: async () => client,
    navigate: (href: string) => void visited.push(href),
  }
  let root: Root | undefined
  await act(async () => {
    root = createRoot(host)
    root.render(
      <TranslationsProvider i18n={i18n}>
        <AuthScreenEnvProvider env={env}>{screen}</AuthScreenEnvProvider>
      </TranslationsProvider>,
    )
  })
  const field = (label: string): HTMLInputElement => {
    const found = [...host.querySelectorAll('label')].find((l) => l.textContent === label)
    const input = found && document.getElementById(found.htmlFor)
    if (!(input instanceof HTMLInputElement)) throw new Error(`no field labelled "${label}"`)
    return input
  }
  return {
    host,
    visited,
    type: (label, value) => void (field(label).value = value),
    click: async (name) => {
      const button = [...host.querySelectorAll('button')].find((b) => b.textContent === name)
      if (!button) throw new Error(`no button "${name}"`)
      await act(async () => button.click())
    },
    alert: () => [...host.querySelectorAll('[role="alert"]')].map((a) => a.textContent).join(' '),
    unmount: () => {
      act(() => root?.unmount())
      host.remove()
    },
  }
}
