import type { PageCommon } from '../model/common'
import { DEFAULT_LOCALE, localeConfig, ogLocale } from '../site/locales'

export interface HeadTags {
  meta: Array<Record<string, string>>
  links: Array<Record<string, string>>
}

function absolute(siteUrl: string, path: string): string {
  return new URL(path, siteUrl).toString()
}

/**
 * `og:locale:alternate` values, one per other translation. Kept apart from
 * `pageHead` because the router's head API keeps one meta tag per property.
 */
export function ogLocaleAlternates(page: PageCommon, missing = false): string[] {
  if (missing) return []
  return page.translations.filter((t) => t.locale !== page.locale).map((t) => ogLocale(t.locale))
}

/**
 * The document's title: the page's, then the site's name, unless the page's
 * title is the site's name already, in any of its languages (a home page
 * titled "Corporation Cymbria" is not "Corporation Cymbria | Cymbria Corporation").
 */
export function documentTitle(page: Pick<PageCommon, 'title' | 'site'>): string {
  const names = [page.site.name, ...Object.values(page.site.localNames ?? {})]
  return names.includes(page.title) ? page.title : `${page.title} | ${page.site.name}`
}

/**
 * The head every page carries (DESIGN.md, conventions): title, description,
 * canonical, one hreflang alternate per existing translation plus x-default,
 * and `og:locale` with `_` in place of `-` (see ogLocaleAlternates).
 * A not-found page gets no canonical or alternates and asks not to be indexed.
 */
export function pageHead(page: PageCommon, path: string, missing = false): HeadTags {
  const siteUrl = page.site.url
  const meta: HeadTags['meta'] = [
    { title: documentTitle(page) },
    { name: 'description', content: page.description },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
    { property: 'og:site_name', content: page.site.name },
    { property: 'og:locale', content: ogLocale(page.locale) },
  ]
  if (missing) return { meta: [...meta, { name: 'robots', content: 'noindex' }], links: [] }

  meta.push({ property: 'og:url', content: absolute(siteUrl, path) })

  const links: HeadTags['links'] = [{ rel: 'canonical', href: absolute(siteUrl, path) }]
  for (const t of page.translations) {
    links.push({
      rel: 'alternate',
      hrefLang: localeConfig(t.locale).hrefLang,
      href: absolute(siteUrl, t.path),
    })
  }
  const defaultVersion = page.translations.find((t) => t.locale === DEFAULT_LOCALE)
  links.push({
    rel: 'alternate',
    hrefLang: 'x-default',
    href: absolute(siteUrl, defaultVersion?.path ?? '/'),
  })
  return { meta, links }
}
