import { createFileRoute } from '@tanstack/react-router'
import { headOf, loadPage } from '../../../page-data/load-page'
import { SearchTemplate } from '../../../templates/search'
import { Page } from '../../../templates/page'

export const Route = createFileRoute('/{-$locale}/search/')({
  loader: ({ context, location }) => loadPage(context.pageData, location.href),
  head: ({ loaderData }) => headOf(loaderData),
  component: SearchRoute,
})

function SearchRoute() {
  return <Page loaded={Route.useLoaderData()} templates={{ search: SearchTemplate }} />
}
