import { useLocation, useRouter } from '@tanstack/react-router'
import type { ComponentType } from 'react'
import type { LoadedPage } from '../page-data/load-page'
import type { PageResult, TemplateName } from '../model/registry'
import { SiteContextProvider, type SiteContextValue } from '../site-context/site-context'
import { NotFoundTemplate } from './not-found'
import { SiteShell } from './site-shell'

type ResultOf<T extends TemplateName> = Extract<PageResult, { template: T }>

/** The templates a route can show, by the name its page data gives. */
export type Templates = { [T in TemplateName]?: ComponentType<{ page: ResultOf<T> }> }

interface PageProps {
  loaded: LoadedPage
  templates: Templates
}

/**
 * What every route renders: the site-wide wrapper and shell around its
 * template, or around the locale's not-found page when the path has no page of
 * that template.
 */
export function Page({ loaded, templates }: PageProps) {
  const router = useRouter()
  const { pathname, searchStr, hash } = useLocation()
  const { record } = loaded
  const page = record.result
  // Loaded before the page: by its loader, or before hydrating (entry-client).
  const siteData = record.staticQueryHashes
    .map((h) => router.options.context.pageData.loadedStaticQuery(h))
    .find((d) => d !== undefined)
  if (!siteData) throw new Error(`Page resources for ${record.path} not found, not rendering`)
  // The record names its template; each entry of `templates` takes exactly that result type.
  const Template = templates[page.template] as ComponentType<{ page: PageResult }> | undefined

  const context: SiteContextValue = {
    site: page.site,
    pageContext: page.pageContext,
    pageData: record,
    location: { pathname, search: searchStr, hash },
    portfolio: 'blocks' in page ? page.blocks : [],
    performanceApprovalDate: siteData.performanceApprovalDate,
    asAtDate: siteData.asAtDate,
    allPortfolioSeries: siteData.allPortfolioSeries,
    navigation: siteData.navigation,
    contact: siteData.contact,
  }
  const own = Template !== undefined && !loaded.missing
  return (
    <SiteContextProvider value={context}>
      <SiteShell page={page} indexed={own}>
        {own ? <Template page={page} /> : <NotFoundTemplate page={page} />}
      </SiteShell>
    </SiteContextProvider>
  )
}
