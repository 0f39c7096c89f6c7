import { describe, expect, it } from 'vitest'
import type { Redirect } from '../../src/redirects/lookup'
import type { Locale } from '../../src/site/locales'
import { STUB_SCRIPT, hostRedirects, redirectStub } from './redirect-outputs'

const TITLES: Partial<Record<Locale, string>> & { en: string } = {
  en: 'Redirecting to {{path}}',
  fr: 'Redirection vers {{path}}',
  cn: '正在跳转到 {{path}}',
}
const title = (locale: Locale) => TITLES[locale] ?? TITLES.en

const row = (fromPath: string, toPath: string, isPermanent = false): Redirect => ({
  fromPath,
  toPath,
  isPermanent,
  ignoreCase: true,
  redirectInBrowser: true,
})

describe('hostRedirects', () => {
  it('writes one rule per row with its status, then the locale not-found pages', () => {
    expect(
      hostRedirects([row('/fr/who-we-are/', '/fr/qui-sommes-nous/'), row('/old/', '/new/', true)]),
    ).toBe(
      [
        '/fr/who-we-are/ /fr/qui-sommes-nous/ 302',
        '/old/ /new/ 301',
        '/fr/* /fr/404.html 404',
        '/cn/* /cn/404.html 404',
        '',
      ].join('\n'),
    )
  })
})

describe('redirectStub', () => {
  it('sends crawlers and no-JS visitors on with a canonical link and an immediate refresh', () => {
    const html = redirectStub(
      row('/fr/who-we-are/', '/fr/qui-sommes-nous/'),
      'https://example.com',
      title,
    )
    expect(html).toContain('<link rel="canonical" href="https://example.com/fr/qui-sommes-nous/">')
    expect(html).toContain('<meta http-equiv="refresh" content="0;url=/fr/qui-sommes-nous/">')
    expect(html).toContain('<meta name="robots" content="noindex">')
  })

  it('cannot be broken out of by a hostile target', () => {
    const html = redirectStub(
      row('/x/', '/a/"></script><script>alert(1)</script>/'),
      'https://example.com',
      title,
    )
    expect(html).not.toContain('<script>alert(1)')
    expect(html.match(/<script[ >]/g)).toHaveLength(1)
  })

  it('runs the same script text for every target, the target in an attribute', () => {
    const a = redirectStub(row('/a/', '/b/?x=1'), 'https://example.com', title)
    const b = redirectStub(row('/c/', '/fr/d/'), 'https://example.com', title)
    expect(a).toContain(`<script data-to="/b/?x=1">${STUB_SCRIPT}</script>`)
    expect(b).toContain(`<script data-to="/fr/d/">${STUB_SCRIPT}</script>`)
  })

  it("is in its target page's language, with a title in that language", () => {
    const fr = redirectStub(
      row('/who-we-are/', '/fr/qui-sommes-nous/'),
      'https://example.com',
      title,
    )
    expect(fr).toContain('<html lang="fr-CA">')
    expect(fr).toContain('<title>Redirection vers /fr/qui-sommes-nous/</title>')
    const cn = redirectStub(row('/fr/x/', '/cn/about/'), 'https://example.com', title)
    expect(cn).toContain('<html lang="zh-CN">')
    expect(cn).toContain('<title>正在跳转到 /cn/about/</title>')
  })

  it("takes the old path's language for a target on another site", () => {
    const html = redirectStub(
      row('/fr/rapport/', 'https://other.example/cn/report.pdf'),
      'https://example.com',
      title,
    )
    expect(html).toContain('<html lang="fr-CA">')
    expect(html).toContain('<title>Redirection vers https://other.example/cn/report.pdf</title>')
  })
})
