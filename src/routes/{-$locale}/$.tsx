import { createFileRoute } from '@tanstack/react-router'
import { headOf, loadPage } from '../../page-data/load-page'
import { GeneralTemplate } from '../../templates/general'
import { Page } from '../../templates/page'

/** Every other path: general pages by their localized slug, else the locale's 404 page. */
export const Route = createFileRoute('/{-$locale}/$')({
  loader: ({ context, location }) => loadPage(context.pageData, location.pathname),
  head: ({ loaderData }) => headOf(loaderData),
  component: GeneralRoute,
})

function GeneralRoute() {
  return <Page loaded={Route.useLoaderData()} template="general" render={GeneralTemplate} />
}
