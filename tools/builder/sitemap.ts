import type { PageDataRecord } from '../../src/model/page-data-record'
import { DEFAULT_LOCALE } from '../../src/site/locales'

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Pages search engines should list: everything but not-found and search pages. */
export function indexable(record: PageDataRecord): boolean {
  return record.result.template !== 'not-found' && record.result.template !== 'search'
}

/** `sitemap.xml` with an `xhtml:link` hreflang alternate for every translation of each page. */
export function sitemapXml(siteUrl: string, records: readonly PageDataRecord[]): string {
  const abs = (p: string) => escape(new URL(p, siteUrl).toString())
  const urls = records
    .filter(indexable)
    .sort((a, b) => a.path.localeCompare(b.path))
    .map((r) => {
      const alternates = r.result.translations.map(
        (t) => `<xhtml:link rel="alternate" hreflang="${t.hrefLang}" href="${abs(t.path)}"/>`,
      )
      const byDefault = r.result.translations.find((t) => t.locale === DEFAULT_LOCALE)
      if (byDefault)
        alternates.push(
          `<xhtml:link rel="alternate" hreflang="x-default" href="${abs(byDefault.path)}"/>`,
        )
      return `<url><loc>${abs(r.path)}</loc>${alternates.join('')}</url>`
    })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /page-data/\n\nSitemap: ${new URL('/sitemap.xml', siteUrl).toString()}\n`
}
