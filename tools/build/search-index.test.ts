import { describe, expect, it } from 'vitest'
import { entryLanguages } from './search-index'

describe('entryLanguages', () => {
  it("reads the pages of each language from Pagefind's entry file", () => {
    expect(
      entryLanguages({
        version: '1.6.0',
        languages: {
          'en-ca': { hash: 'a', wasm: 'en', page_count: 110 },
          'zh-cn': { hash: 'b', wasm: 'zh', page_count: 8 },
        },
      }),
    ).toEqual({ 'en-ca': 110, 'zh-cn': 8 })
  })

  it('names what is missing when the file is not the one it expects', () => {
    expect(() => entryLanguages({ version: '2' })).toThrow(/no "languages".*pagefind 1\.6/)
    expect(() => entryLanguages(null)).toThrow(/no "languages"/)
    expect(() => entryLanguages({ languages: { 'fr-ca': {} } })).toThrow(
      /no page_count for "fr-ca"/,
    )
  })
})
