import type { ReactNode } from 'react'
import type { LoadedPage } from '../page-data/load-page'
import type { PageResult, TemplateName } from '../page-data/types'
import { NotFoundTemplate } from './not-found'
import { SiteShell } from './site-shell'

type ResultOf<T extends TemplateName> = Extract<PageResult, { template: T }>

function isTemplate<T extends TemplateName>(page: PageResult, template: T): page is ResultOf<T> {
  return page.template === template
}

interface PageProps<T extends TemplateName> {
  loaded: LoadedPage
  template: T
  render: (props: { page: ResultOf<T> }) => ReactNode
}

/**
 * What every route renders: the site shell around its template, or around the
 * locale's not-found page when the path has no page of that template.
 */
export function Page<T extends TemplateName>({ loaded, template, render }: PageProps<T>) {
  const page = loaded.record.result
  return (
    <SiteShell page={page}>
      {isTemplate(page, template) && !loaded.missing ? (
        render({ page })
      ) : (
        <NotFoundTemplate page={page} />
      )}
    </SiteShell>
  )
}
