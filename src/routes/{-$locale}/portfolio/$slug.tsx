import { createFileRoute } from '@tanstack/react-router'
import { headOf, loadPage } from '../../../page-data/load-page'
import { PortfolioTemplate } from '../../../templates/portfolio'
import { Page } from '../../../templates/page'

export const Route = createFileRoute('/{-$locale}/portfolio/$slug')({
  loader: ({ context, location }) => loadPage(context.pageData, location.href),
  head: ({ loaderData }) => headOf(loaderData),
  component: PortfolioRoute,
})

function PortfolioRoute() {
  return <Page loaded={Route.useLoaderData()} templates={{ portfolio: PortfolioTemplate }} />
}
