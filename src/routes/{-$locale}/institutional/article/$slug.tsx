import { createFileRoute } from '@tanstack/react-router'
import { headOf, loadPage } from '../../../../page-data/load-page'
import { ArticleTemplate } from '../../../../templates/article'
import { Page } from '../../../../templates/page'

export const Route = createFileRoute('/{-$locale}/institutional/article/$slug')({
  loader: ({ context, location }) => loadPage(context.pageData, location.href),
  head: ({ loaderData }) => headOf(loaderData),
  component: InstitutionalArticleRoute,
})

function InstitutionalArticleRoute() {
  return <Page loaded={Route.useLoaderData()} templates={{ article: ArticleTemplate }} />
}
