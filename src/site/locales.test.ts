import { describe, expect, it } from 'vitest'
import {
  LOCALE_CODES,
  PREFIXED_LOCALES,
  assertLocale,
  localeConfig,
  localePrefix,
  ogLocale,
} from './locales'

describe('locales', () => {
  it('has English unprefixed and French and Chinese under their codes', () => {
    expect(LOCALE_CODES).toEqual(['en', 'fr', 'cn'])
    expect(localePrefix('en')).toBeUndefined()
    expect(localePrefix('fr')).toBe('fr')
    expect(PREFIXED_LOCALES).toEqual(['fr', 'cn'])
  })

  it('maps cn to the zh-CN language tag', () => {
    expect(localeConfig('cn').hrefLang).toBe('zh-CN')
  })

  it('throws "invalid locale provided" for any unknown code', () => {
    for (const bad of ['de', 'EN', '', 'zh-CN', undefined, 3]) {
      expect(() => assertLocale(bad)).toThrow('invalid locale provided')
    }
    expect(() => localeConfig('xx')).toThrow('invalid locale provided')
    expect(() => localePrefix('es')).toThrow('invalid locale provided')
  })

  it('writes Open Graph locales with an underscore', () => {
    expect(ogLocale('fr')).toBe('fr_CA')
    expect(ogLocale('cn')).toBe('zh_CN')
  })
})
