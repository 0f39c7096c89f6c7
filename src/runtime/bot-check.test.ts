// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as BotCheckModule from './bot-check'
import type { TurnstileApi } from './bot-check'

let botCheck: typeof BotCheckModule

const api: TurnstileApi = { render: () => 'widget-1', reset: () => {}, remove: () => {} }

function scripts(): HTMLScriptElement[] {
  return [...document.querySelectorAll('script')]
}

function lastScript(): HTMLScriptElement {
  const script = scripts().at(-1)
  if (!script) throw new Error('no script element')
  return script
}

// A fresh module per test: the loader remembers its script for the page's life.
beforeEach(async () => {
  vi.resetModules()
  botCheck = await import('./bot-check')
})

afterEach(() => {
  delete window.turnstile
  document.head.innerHTML = ''
})

describe('loadTurnstile', () => {
  it('adds nothing to the page until it is called', () => {
    expect(scripts()).toHaveLength(0)
  })

  it('injects one async, deferred, explicit-render script however often it is called', () => {
    const first = botCheck.loadTurnstile()
    const second = botCheck.loadTurnstile()
    expect(second).toBe(first)
    expect(scripts()).toHaveLength(1)
    const script = lastScript()
    expect(script.parentElement).toBe(document.head)
    expect(script.src).toBe(botCheck.TURNSTILE_SCRIPT_URL)
    expect(script.src).toContain('render=explicit')
    expect(script.async).toBe(true)
    expect(script.defer).toBe(true)
  })

  it('resolves with window.turnstile once the script has loaded', async () => {
    const loaded = botCheck.loadTurnstile()
    window.turnstile = api
    lastScript().dispatchEvent(new Event('load'))
    await expect(loaded).resolves.toBe(api)
    await expect(botCheck.loadTurnstile()).resolves.toBe(api)
    expect(scripts()).toHaveLength(1)
  })

  it('uses an API already on the page without another script', async () => {
    window.turnstile = api
    await expect(botCheck.loadTurnstile()).resolves.toBe(api)
    expect(scripts()).toHaveLength(0)
  })

  it('rejects when the script fails, and a later call tries again with a new script', async () => {
    const failed = botCheck.loadTurnstile()
    const broken = lastScript()
    broken.dispatchEvent(new Event('error'))
    await expect(failed).rejects.toThrow(`could not load ${botCheck.TURNSTILE_SCRIPT_URL}`)
    expect(broken.isConnected).toBe(false)

    const retry = botCheck.loadTurnstile()
    expect(retry).not.toBe(failed)
    expect(scripts()).toHaveLength(1)
    expect(lastScript()).not.toBe(broken)
    window.turnstile = api
    lastScript().dispatchEvent(new Event('load'))
    await expect(retry).resolves.toBe(api)
  })

  it('rejects when the script loads without defining the API, and can be retried', async () => {
    const loaded = botCheck.loadTurnstile()
    lastScript().dispatchEvent(new Event('load'))
    await expect(loaded).rejects.toThrow('did not define window.turnstile')
    void botCheck.loadTurnstile()
    expect(scripts()).toHaveLength(1)
  })
})

describe('turnstileLanguage', () => {
  it('maps our locales to languages Turnstile lists', () => {
    expect(botCheck.turnstileLanguage('en-CA')).toBe('en')
    expect(botCheck.turnstileLanguage('fr-CA')).toBe('fr')
    expect(botCheck.turnstileLanguage('zh-CN')).toBe('zh-cn')
    expect(botCheck.turnstileLanguage('')).toBe('auto')
  })
})
