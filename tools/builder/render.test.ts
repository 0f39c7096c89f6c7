import { describe, expect, it } from 'vitest'
import type { PageDataRecord } from '../../src/model/page-data-record'
import { localeConfig, type Locale } from '../../src/site/locales'
import { localeGroups } from './render'

function record(locale: Locale, pagePath: string): PageDataRecord {
  return {
    path: pagePath,
    componentChunkName: 'component---src-templates-general-tsx',
    webpackCompilationHash: 'abc123',
    staticQueryHashes: [],
    result: {
      template: 'general',
      blocks: [],
      id: pagePath,
      locale,
      title: pagePath,
      description: 'D',
      translations: [],
      site: { name: 'S', url: 'https://example.com', brand: 'Edgepoint' },
      pageContext: { locale, hrefLang: localeConfig(locale).hrefLang, originalPath: pagePath },
    },
  }
}

const summary = (groups: ReturnType<typeof localeGroups>) =>
  groups.map((g) => [g.locale, g.cached.map((r) => r.path), g.toRender.map((r) => r.path)])

describe('localeGroups', () => {
  const records = [
    record('en', '/'),
    record('fr', '/fr/'),
    record('en', '/article/a/'),
    record('cn', '/cn/'),
  ]

  it('puts the locales with pages to render first, each kind in the order given', () => {
    const cached = new Set(['/', '/fr/', '/cn/'])
    expect(summary(localeGroups(records, ['cn', 'fr', 'en'], (r) => cached.has(r.path)))).toEqual([
      ['en', ['/'], ['/article/a/']],
      ['cn', ['/cn/'], []],
      ['fr', ['/fr/'], []],
    ])
  })

  it('adds the locales the order leaves out after it, and none without pages', () => {
    const some = records.filter((r) => r.result.locale !== 'fr')
    expect(summary(localeGroups(some, ['cn'], () => false))).toEqual([
      ['cn', [], ['/cn/']],
      ['en', [], ['/', '/article/a/']],
    ])
  })
})
