import { createFileRoute } from '@tanstack/react-router'
import { headOf, loadPage } from '../../page-data/load-page'
import { Page } from '../../templates/page'
import { HomeTemplate } from '../../templates/home'

export const Route = createFileRoute('/{-$locale}/')({
  loader: ({ context, location }) => loadPage(context.pageData, location.pathname),
  head: ({ loaderData }) => headOf(loaderData),
  component: HomeRoute,
})

function HomeRoute() {
  return <Page loaded={Route.useLoaderData()} template="home" render={HomeTemplate} />
}
