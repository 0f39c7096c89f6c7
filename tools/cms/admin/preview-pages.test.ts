import { describe, expect, it } from 'vitest'
import { previewPages } from './preview-pages'

describe("the preview's pages of an entry", () => {
  it('are the pages of each language written, at their own slugs, on the preview server', () => {
    const fields = {
      en: { type: 'article', slug: 'written-in-the-cms', date: '2025-06-30' },
      fr: { type: 'article', slug: 'ecrit-dans-le-cms', date: '2025-06-30' },
    }
    const pages = previewPages(
      (locale) => (locale === 'en' || locale === 'fr' ? fields[locale] : undefined),
      'http://127.0.0.1:8082',
    )
    expect(pages).toEqual([
      { locale: 'en', url: 'http://127.0.0.1:8082/article/written-in-the-cms/' },
      { locale: 'fr', url: 'http://127.0.0.1:8082/fr/article/ecrit-dans-le-cms/' },
    ])
  })

  it('leave out a language whose fields do not yet make a path', () => {
    expect(previewPages(() => ({ type: 'article' }), 'http://127.0.0.1:8082')).toEqual([])
  })
})
