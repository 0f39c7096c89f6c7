import { DEFAULT_LOCALE, type Locale } from '../site/locales'
import type { SiteFile } from './brand-data'
import type { Catalog } from './catalog'
import type { Link, NavEntry } from './common'

/** One series of one portfolio, as the wrapper's `allPortfolioSeries` lists them. */
export interface PortfolioSeries {
  portfolioId: string
  portfolio: string
  path: string
  category: string
  series: string
  codes: string[]
  mer: number
  managementFee: number
  minimumInvestment: number
  distributions: string
  startDate: string
  performance: {
    oneYear: number | null
    threeYear: number | null
    fiveYear: number | null
    tenYear: number | null
    sinceInception: number
  }
}

/**
 * Site-wide values every page of a locale shares, delivered once as the
 * static query `/page-data/sq/d/<hash>.json` and cached by the browser.
 */
export interface SiteData {
  locale: Locale
  navigation: { main: NavEntry[]; footer: Link[] }
  /** The footer's firm details in this locale, when the brand's site.yaml gives them. */
  contact?: {
    address: readonly string[]
    phone: { shown: string; dial: string }
    regulatory: string
  }
  asAtDate: string
  performanceApprovalDate: string
  allPortfolioSeries: PortfolioSeries[]
}

/**
 * The site data of a locale: its menus (what exists in it; the footer's links
 * fall back to the default locale's pages, marked with their language, so
 * every locale has them), the footer's details, the dates, every portfolio series.
 */
export function siteData(catalog: Catalog, locale: Locale): SiteData {
  const { index, portfolios, portfolioDataId } = catalog
  const menu = (ids: string[]): Link[] =>
    ids.flatMap((id) => {
      const e = index.find(id, locale)
      return e ? [{ label: catalog.titleOf(e), path: e.path }] : []
    })
  const allPortfolioSeries = index.data.portfolios.flatMap((p) => {
    // A portfolio without a page in this locale links to its page in the default locale.
    const page =
      portfolios.find((e) => portfolioDataId(e) === p.id && e.locale === locale) ??
      portfolios.find((e) => portfolioDataId(e) === p.id && e.locale === DEFAULT_LOCALE)
    return p.series.map((s): PortfolioSeries => ({
      portfolioId: p.id,
      portfolio: page?.data.title ?? p.id,
      path: page?.path ?? '',
      category: p.category,
      series: s.name,
      codes: s.codes,
      mer: s.mer,
      managementFee: s.managementFee,
      minimumInvestment: s.minimumInvestment,
      distributions: s.distributions,
      startDate: s.startDate,
      performance: s.performance,
    }))
  })
  return {
    locale,
    navigation: {
      main: index.data.site.navigation.main.flatMap((e): NavEntry[] => {
        if (typeof e === 'string') return menu([e])
        const items = menu(e.items)
        return items.length > 0 ? [{ group: e.group, items }] : []
      }),
      footer: index.data.site.navigation.footer.flatMap((id) => {
        const e = index.find(id, locale) ?? index.find(id, DEFAULT_LOCALE)
        if (!e) return []
        const link: Link = { label: catalog.titleOf(e), path: e.path }
        return [e.locale === locale ? link : { ...link, lang: e.locale }]
      }),
    },
    ...contactIn(index.data.site.contact, locale),
    asAtDate: index.data.site.asAtDate,
    performanceApprovalDate: index.data.site.performanceApprovalDate,
    allPortfolioSeries,
  }
}

/** The footer's firm details in a locale, the default locale's where it has none of its own. */
function contactIn(contact: SiteFile['contact'], locale: Locale): Pick<SiteData, 'contact'> {
  if (!contact) return {}
  const address = contact.address[locale] ?? contact.address[DEFAULT_LOCALE]
  const regulatory = contact.regulatory[locale] ?? contact.regulatory[DEFAULT_LOCALE]
  return address && regulatory ? { contact: { address, phone: contact.phone, regulatory } } : {}
}
