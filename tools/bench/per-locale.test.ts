import { describe, expect, it } from 'vitest'
import { DEFAULT_LOCALE, LOCALE_CODES } from '../../src/site/locales'
import { everyLocale, inLocale } from './per-locale'

describe('per-locale bench tables', () => {
  it("give a locale without an entry the default locale's", () => {
    const table = { [DEFAULT_LOCALE]: 'default' }
    for (const locale of LOCALE_CODES) expect(inLocale(table, locale)).toBe('default')
  })

  it('give a locale with an entry its own', () => {
    expect(inLocale({ [DEFAULT_LOCALE]: 'default', fr: 'own' }, 'fr')).toBe('own')
  })

  it('make one value per locale of the list, in its order', () => {
    const order: string[] = []
    const all = everyLocale((locale) => (order.push(locale), locale.toUpperCase()))
    expect(order).toEqual([...LOCALE_CODES])
    expect(Object.keys(all)).toEqual([...LOCALE_CODES])
    expect(all[DEFAULT_LOCALE]).toBe(DEFAULT_LOCALE.toUpperCase())
  })
})
