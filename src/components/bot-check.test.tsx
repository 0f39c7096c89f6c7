// @vitest-environment jsdom
import type { i18n as I18n } from 'i18next'
import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { activateLocale, createI18n } from '../i18n/i18n'
import type * as TranslationsModule from '../i18n/translations'
import {
  TURNSTILE_SCRIPT_URL,
  type TurnstileApi,
  type TurnstileOptions,
} from '../runtime/bot-check'
import type * as BotCheckModule from './bot-check'

const SITE_KEY = '1x00000000000000000000AA'

let BotCheck: typeof BotCheckModule.BotCheck
let TranslationsProvider: typeof TranslationsModule.TranslationsProvider
let i18n: I18n
let root: Root | undefined
let host: HTMLElement

// Fresh modules per test: the loader remembers its script for the page's life.
beforeEach(async () => {
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true)
  vi.resetModules()
  ;({ BotCheck } = await import('./bot-check'))
  // Imported afresh as well, so that both share the one context the fresh modules make.
  ;({ TranslationsProvider } = await import('../i18n/translations'))
  i18n = createI18n()
  await activateLocale(i18n, 'fr')
  host = document.createElement('div')
  document.body.append(host)
})

afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  delete window.turnstile
  vi.restoreAllMocks()
  document.head.innerHTML = ''
  document.body.innerHTML = ''
})

function mount(element: ReactNode) {
  act(() => {
    root ??= createRoot(host)
    root.render(<TranslationsProvider i18n={i18n}>{element}</TranslationsProvider>)
  })
}

function scripts(): HTMLScriptElement[] {
  return [...document.querySelectorAll('script')]
}

/** The script's outcome, and time for the component to act on it. */
async function finishLoading(event: 'load' | 'error') {
  const script = scripts()[0]
  if (!script) throw new Error('no script element')
  await act(async () => {
    script.dispatchEvent(new Event(event))
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
}

function stubTurnstile() {
  const render = vi.fn<TurnstileApi['render']>(() => 'widget-7')
  const remove = vi.fn<TurnstileApi['remove']>()
  window.turnstile = { render, remove, reset: vi.fn() }
  const options = (): TurnstileOptions => {
    const call = render.mock.calls[0]
    if (!call) throw new Error('Turnstile was not rendered')
    return call[1]
  }
  return { render, remove, options }
}

describe('<BotCheck>', () => {
  it('renders and loads nothing without a site key', async () => {
    const onToken = vi.fn()
    mount(<BotCheck action="sign-in" onToken={onToken} />)
    await act(async () => {})
    expect(host.innerHTML).toBe('')
    expect(scripts()).toHaveLength(0)
  })

  it('prerenders its container alone, the script being left to the browser', () => {
    const html = renderToString(
      <TranslationsProvider i18n={i18n}>
        <BotCheck action="sign-in" siteKey={SITE_KEY} onToken={() => {}} />
      </TranslationsProvider>,
    )
    expect(html).toBe('<div class="bot-check"></div>')
    expect(scripts()).toHaveLength(0)
  })

  it('loads the script once and renders the widget with the key, action and page language', async () => {
    const onToken = vi.fn()
    mount(<BotCheck action="sign-in" siteKey={SITE_KEY} onToken={onToken} />)
    const container = host.querySelector('.bot-check')
    expect(container).not.toBeNull()
    expect(scripts().map((s) => s.src)).toEqual([TURNSTILE_SCRIPT_URL])

    const turnstile = stubTurnstile()
    await finishLoading('load')
    expect(turnstile.render).toHaveBeenCalledTimes(1)
    expect(turnstile.render).toHaveBeenCalledWith(
      container,
      expect.objectContaining({
        sitekey: SITE_KEY,
        action: 'sign-in',
        language: 'fr',
        callback: expect.any(Function),
      }),
    )
    turnstile.options().callback?.('token-1')
    expect(onToken).toHaveBeenCalledWith('token-1')
  })

  it('hands tokens, expiry and errors to the latest callbacks without rendering again', async () => {
    mount(<BotCheck action="sign-in" siteKey={SITE_KEY} onToken={() => {}} />)
    const turnstile = stubTurnstile()
    await finishLoading('load')

    const onToken = vi.fn()
    const onExpired = vi.fn()
    const onError = vi.fn()
    mount(
      <BotCheck
        action="sign-in"
        siteKey={SITE_KEY}
        onToken={onToken}
        onExpired={onExpired}
        onError={onError}
      />,
    )
    const options = turnstile.options()
    options.callback?.('token-2')
    options['expired-callback']?.()
    options['error-callback']?.('110200')
    expect(onToken).toHaveBeenCalledWith('token-2')
    expect(onExpired).toHaveBeenCalledTimes(1)
    expect(onError).toHaveBeenCalledWith('110200')
    expect(turnstile.render).toHaveBeenCalledTimes(1)
    expect(turnstile.remove).not.toHaveBeenCalled()
    expect(scripts()).toHaveLength(1)
  })

  it('removes its widget on unmount', async () => {
    mount(<BotCheck action="sign-in" siteKey={SITE_KEY} onToken={() => {}} />)
    const turnstile = stubTurnstile()
    await finishLoading('load')
    act(() => root?.unmount())
    root = undefined
    expect(turnstile.remove).toHaveBeenCalledWith('widget-7')
  })

  it('renders nothing when the script arrives after unmount', async () => {
    mount(<BotCheck action="sign-in" siteKey={SITE_KEY} onToken={() => {}} />)
    act(() => root?.unmount())
    root = undefined
    const turnstile = stubTurnstile()
    await finishLoading('load')
    expect(turnstile.render).not.toHaveBeenCalled()
    expect(turnstile.remove).not.toHaveBeenCalled()
  })

  it('warns and reports an error, without throwing, when the script fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const onError = vi.fn()
    mount(<BotCheck action="sign-in" siteKey={SITE_KEY} onToken={() => {}} onError={onError} />)
    await finishLoading('error')
    expect(onError).toHaveBeenCalledTimes(1)
    expect(onError).toHaveBeenCalledWith()
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('Bot check unavailable'),
      expect.any(Error),
    )
    expect(host.querySelector('.bot-check')).not.toBeNull()
  })

  it('reports an error when Turnstile does not render the widget', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const onError = vi.fn()
    mount(<BotCheck action="sign-in" siteKey={SITE_KEY} onToken={() => {}} onError={onError} />)
    const turnstile = stubTurnstile()
    turnstile.render.mockReturnValue(undefined)
    await finishLoading('load')
    expect(onError).toHaveBeenCalledTimes(1)
    act(() => root?.unmount())
    root = undefined
    expect(turnstile.remove).not.toHaveBeenCalled()
  })
})
