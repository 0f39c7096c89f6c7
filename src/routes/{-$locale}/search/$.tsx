import { createFileRoute } from '@tanstack/react-router'
import { headOf, loadPage } from '../../../page-data/load-page'
import { DEFAULT_LOCALE } from '../../../site/locales'
import { localizedPath } from '../../../site/paths'
import { SearchTemplate } from '../../../templates/search'
import { Page } from '../../../templates/page'

/** `/search/{subsite...}/`: the subsite's own search page, else the locale's search page. */
export const Route = createFileRoute('/{-$locale}/search/$')({
  loader: ({ context, location, params }) =>
    loadPage(
      context.pageData,
      location.href,
      localizedPath(params.locale ?? DEFAULT_LOCALE, 'search'),
    ),
  head: ({ loaderData }) => headOf(loaderData),
  component: SubsiteSearchRoute,
})

function SubsiteSearchRoute() {
  return <Page loaded={Route.useLoaderData()} templates={{ search: SearchTemplate }} />
}
