import { describe, expect, it } from 'vitest'
import { indexVersion, isOutdated } from './index-version'

const entry = {
  version: '1.6.0',
  languages: {
    'en-ca': { hash: 'en-ca_eb14fdab5c33e', wasm: 'en-ca', page_count: 50 },
    fr: { hash: 'fr_be96648c31827', wasm: 'fr', page_count: 40 },
    'zh-cn': { hash: 'zh-cn_7476615921b44', wasm: null, page_count: 60 },
  },
}

describe('indexVersion', () => {
  it("names the language's own index, then its primary subtag's, as Pagefind picks them", () => {
    expect(indexVersion(entry, 'en-ca')).toBe('en-ca_eb14fdab5c33e')
    expect(indexVersion(entry, 'fr-ca')).toBe('fr_be96648c31827')
  })

  it('falls back to the largest index, as Pagefind does', () => {
    expect(indexVersion(entry, 'de-de')).toBe('zh-cn_7476615921b44')
  })

  it('is null for what is not an entry file', () => {
    for (const notAnEntry of [null, 'text', {}, { languages: null }, { languages: { en: {} } }])
      expect(indexVersion(notAnEntry, 'en')).toBeNull()
  })
})

describe('isOutdated', () => {
  it('is true only when both versions are known and differ', () => {
    expect(isOutdated('en_a', 'en_b')).toBe(true)
    expect(isOutdated('en_a', 'en_a')).toBe(false)
    expect(isOutdated(null, 'en_b')).toBe(false)
    expect(isOutdated('en_a', null)).toBe(false)
  })
})
