import { createFileRoute } from '@tanstack/react-router'
import { headOf, loadPage } from '../../../page-data/load-page'
import { Page } from '../../../templates/page'
import { SignInTemplate } from '../../../templates/sign-in'

/** `/sign-in/sign-up/`, `/sign-in/confirm/`…: one page per screen. */
export const Route = createFileRoute('/{-$locale}/sign-in/$screen')({
  loader: ({ context, location }) => loadPage(context.pageData, location.href),
  head: ({ loaderData }) => headOf(loaderData),
  component: SignInScreenRoute,
})

function SignInScreenRoute() {
  // A build without sign-in has no such page, and carries none of its code (the bundler drops it).
  const templates = import.meta.env.SIGN_IN ? { 'sign-in': SignInTemplate } : {}
  return <Page loaded={Route.useLoaderData()} templates={templates} />
}
