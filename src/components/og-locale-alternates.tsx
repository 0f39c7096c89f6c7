import { useRouterState } from '@tanstack/react-router'
import { isLoadedPage, isNotFound } from '../page-data/load-page'
import { ogLocaleAlternates } from '../page-data/head'

/** One `og:locale:alternate` tag per other translation of the current page, in the head. */
export function OgLocaleAlternates() {
  const loaded = useRouterState({ select: (s) => s.matches.at(-1)?.loaderData })
  if (!isLoadedPage(loaded)) return null
  return ogLocaleAlternates(loaded.record.result, isNotFound(loaded)).map((content) => (
    <meta key={content} property="og:locale:alternate" content={content} />
  ))
}
