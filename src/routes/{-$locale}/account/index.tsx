import { createFileRoute } from '@tanstack/react-router'
import { headOf, loadPage } from '../../../page-data/load-page'
import { AccountTemplate } from '../../../templates/account'
import { Page } from '../../../templates/page'

export const Route = createFileRoute('/{-$locale}/account/')({
  loader: ({ context, location }) => loadPage(context.pageData, location.href),
  head: ({ loaderData }) => headOf(loaderData),
  component: AccountRoute,
})

function AccountRoute() {
  // A build without sign-in has no such page, and carries none of its code (the bundler drops it).
  const templates = import.meta.env.SIGN_IN ? { account: AccountTemplate } : {}
  return <Page loaded={Route.useLoaderData()} templates={templates} />
}
