import type { TFunction } from 'i18next'
import { describe, expect, it, vi } from 'vitest'
import { activateLocale, createI18n } from './i18n'
import { rememberedT } from './remembered-t'

async function instance() {
  const i18n = createI18n()
  await activateLocale(i18n, 'fr')
  const t = vi.fn(i18n.getFixedT('fr'))
  return { i18n, t, counted: t as unknown as TFunction }
}

describe('rememberedT', () => {
  it('gives what i18next gives, with and without options', async () => {
    const { i18n, counted } = await instance()
    const t = rememberedT(i18n, 'fr', counted)
    expect(t('skipToContent')).toBe(i18n.t('skipToContent'))
    expect(t('switchTo', { language: 'English' })).toBe(i18n.t('switchTo', { language: 'English' }))
    expect(t('switchTo', { language: 'English' })).toContain('English')
  })

  it('asks i18next once per call for every page rendered with the instance', async () => {
    const { i18n, t, counted } = await instance()
    // Each page's render makes its own `t`; what was looked up is shared.
    for (let page = 0; page < 3; page++) rememberedT(i18n, 'fr', counted)('skipToContent')
    expect(t).toHaveBeenCalledTimes(1)
    // Options of plain values are part of the call: the same ones are looked up once.
    for (let page = 0; page < 3; page++) {
      rememberedT(i18n, 'fr', counted)('switchTo', { language: 'English' })
    }
    expect(t).toHaveBeenCalledTimes(2)
    rememberedT(i18n, 'fr', counted)('switchTo', { language: 'Français' })
    expect(t).toHaveBeenCalledTimes(3)
    // Anything else (here a function) goes to i18next every time.
    const language = { toString: () => 'English' }
    rememberedT(i18n, 'fr', counted)('switchTo', { language })
    rememberedT(i18n, 'fr', counted)('switchTo', { language })
    expect(t).toHaveBeenCalledTimes(5)
  })

  it('keeps languages and instances apart', async () => {
    const first = await instance()
    const second = await instance()
    await activateLocale(second.i18n, 'en')
    const english = second.i18n.getFixedT('en')
    expect(rememberedT(first.i18n, 'fr', first.counted)('skipToContent')).toBe(
      first.i18n.t('skipToContent', { lng: 'fr' }),
    )
    expect(rememberedT(second.i18n, 'en', english)('skipToContent')).toBe(english('skipToContent'))
    expect(english('skipToContent')).not.toBe(first.i18n.t('skipToContent', { lng: 'fr' }))
  })

  it('does not remember a key whose strings have not arrived', async () => {
    const i18n = createI18n()
    const t = rememberedT(i18n, 'fr', i18n.getFixedT('fr'))
    expect(t('skipToContent')).toBe('skipToContent')
    await activateLocale(i18n, 'fr')
    expect(t('skipToContent')).toBe(i18n.t('skipToContent'))
    expect(t('skipToContent')).not.toBe('skipToContent')
  })
})
