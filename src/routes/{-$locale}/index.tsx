import { createFileRoute } from '@tanstack/react-router'
import { headOf, loadPage } from '../../page-data/load-page'
import { HomeTemplate } from '../../templates/home'
import { Page } from '../../templates/page'

export const Route = createFileRoute('/{-$locale}/')({
  loader: ({ context, location }) => loadPage(context.pageData, location.href),
  head: ({ loaderData }) => headOf(loaderData),
  component: HomeRoute,
})

function HomeRoute() {
  return <Page loaded={Route.useLoaderData()} templates={{ home: HomeTemplate }} />
}
