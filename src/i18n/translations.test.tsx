// @vitest-environment jsdom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { activateLocale, createI18n } from './i18n'
import { TranslationsProvider, useT } from './translations'

function Label() {
  const { t, language } = useT()
  return <span>{`${language}: ${t('skipToContent')}`}</span>
}

describe('useT', () => {
  it("renders the active language's strings", async () => {
    const i18n = createI18n()
    await activateLocale(i18n, 'fr')
    const html = renderToString(
      <TranslationsProvider i18n={i18n}>
        <Label />
      </TranslationsProvider>,
    )
    expect(html).toBe(`<span>fr: ${i18n.t('skipToContent')}</span>`)
  })

  it('asks i18next for a string once, however many pages are rendered with the instance', async () => {
    const i18n = createI18n()
    await activateLocale(i18n, 'fr')
    const asked = vi.spyOn(i18n, 't')
    const page = () =>
      renderToString(
        <TranslationsProvider i18n={i18n}>
          <Label />
        </TranslationsProvider>,
      )
    expect(page()).toBe(page())
    expect(asked.mock.calls.filter(([key]) => key === 'skipToContent')).toHaveLength(1)
  })

  it('re-renders its callers with the new strings when the language changes', async () => {
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true)
    const i18n = createI18n()
    await activateLocale(i18n, 'en')
    const english = i18n.t('skipToContent')
    const host = document.createElement('div')
    const root = createRoot(host)
    act(() =>
      root.render(
        <TranslationsProvider i18n={i18n}>
          <Label />
        </TranslationsProvider>,
      ),
    )
    expect(host.textContent).toBe(`en: ${english}`)
    await act(() => activateLocale(i18n, 'fr'))
    expect(host.textContent).toBe(`fr: ${i18n.t('skipToContent')}`)
    expect(host.textContent).not.toBe(`fr: ${english}`)
    act(() => root.unmount())
  })

  it('says what is missing when no provider is above it', () => {
    expect(() => renderToString(<Label />)).toThrow(/TranslationsProvider/)
  })
})
