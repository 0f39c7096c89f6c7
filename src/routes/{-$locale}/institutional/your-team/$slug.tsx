import { createFileRoute } from '@tanstack/react-router'
import { headOf, loadPage } from '../../../../page-data/load-page'
import { BioTemplate } from '../../../../templates/bio'
import { Page } from '../../../../templates/page'

export const Route = createFileRoute('/{-$locale}/institutional/your-team/$slug')({
  loader: ({ context, location }) => loadPage(context.pageData, location.href),
  head: ({ loaderData }) => headOf(loaderData),
  component: InstitutionalBioRoute,
})

function InstitutionalBioRoute() {
  return <Page loaded={Route.useLoaderData()} templates={{ bio: BioTemplate }} />
}
