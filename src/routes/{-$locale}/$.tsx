import { createFileRoute } from '@tanstack/react-router'
import { headOf, loadPage } from '../../page-data/load-page'
import { GeneralTemplate } from '../../templates/general'
import { InsideEdgeTemplate } from '../../templates/inside-edge'
import { Page } from '../../templates/page'

export const Route = createFileRoute('/{-$locale}/$')({
  loader: ({ context, location }) => loadPage(context.pageData, location.href),
  head: ({ loaderData }) => headOf(loaderData),
  component: GeneralRoute,
})

function GeneralRoute() {
  return (
    <Page
      loaded={Route.useLoaderData()}
      templates={{ general: GeneralTemplate, 'inside-edge': InsideEdgeTemplate }}
    />
  )
}
