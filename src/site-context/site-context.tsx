import { createContext, useContext, type ReactNode } from 'react'
import type { BlockView } from '../model/blocks'
import type { PageCommon, PageContext } from '../model/common'
import type { PageDataRecord } from '../model/page-data-record'
import type { PortfolioSeries, SiteData } from '../model/site-data'

/**
 * The site-wide wrapper's values (specification, section 1), given to every page:
 * page context, page data, location, portfolio (the content of the composed
 * page), the performance dates and every portfolio series.
 */
export interface SiteContextValue {
  site: PageCommon['site']
  pageContext: PageContext
  pageData: PageDataRecord
  location: { pathname: string; search: string; hash: string }
  portfolio: BlockView[]
  performanceApprovalDate: string
  asAtDate: string
  allPortfolioSeries: PortfolioSeries[]
  navigation: SiteData['navigation']
  contact: SiteData['contact']
}

const SiteContext = createContext<SiteContextValue | null>(null)

export function SiteContextProvider({
  value,
  children,
}: {
  value: SiteContextValue
  children: ReactNode
}) {
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>
}

export function useSiteContext(): SiteContextValue {
  const value = useContext(SiteContext)
  if (!value) throw new Error('useSiteContext is used outside a page')
  return value
}
