import { describe, expect, it } from 'vitest'
import { stringFileOf } from './string-files'

describe('stringFileOf', () => {
  const files = { './locales/en.json': 'english', './locales/fr.json': 'french' }

  it("finds a locale's file by its code", () => {
    expect(stringFileOf(files, 'fr', 'src/feature')).toBe('french')
  })

  it('names the folder that lacks a configured locale', () => {
    expect(() => stringFileOf(files, 'cn', 'src/feature')).toThrow(
      'No strings for locale "cn" in src/feature/locales/',
    )
  })
})
