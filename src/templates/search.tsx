import { Link, useLocation, useNavigate } from '@tanstack/react-router'
import { useState, useSyncExternalStore, type FormEvent } from 'react'
import { SearchSuggestions } from '../components/search-suggestions'
import { useT } from '../i18n/translations'
import type { SearchResult } from '../model/pages/search'
import { normalizeQuery, queryOf, searchHref, searchPath } from '../search/query'
import { PAGE_SIZE, scopeFilters, type SearchHit } from '../search/results'
import { useSearch, type SearchState } from '../search/use-search'
import { useSiteContext } from '../site-context/site-context'

const noSubscription = () => () => {}
/** False while the page renders on the server and hydrates (the HTML has no query), true after. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )

/**
 * The search page: a GET form whose query lives in the URL (`?q=`), so a
 * search can be shared and the back button goes to the previous one. Results
 * come from the build's index in the page's language, in the scope of the
 * page's sub-site. Without JavaScript, the form reloads the page and a note
 * points to the site map.
 */
export function SearchTemplate({ page }: { page: SearchResult }) {
  const { t } = useT()
  const navigate = useNavigate()
  const { pathname, searchStr } = useLocation()
  const { pageData } = useSiteContext()
  const query = useHydrated() ? queryOf(searchStr) : ''
  // What the box holds: the URL's query until the visitor types (back and forward bring the URL's back).
  const [typed, setTyped] = useState<{ for: string; text: string } | null>(null)
  const text = typed?.for === query ? typed.text : query
  const [shown, setShown] = useState({ for: '', count: PAGE_SIZE })
  const count = shown.for === query ? shown.count : PAGE_SIZE
  const state = useSearch(query, scopeFilters(page.subsite), pageData.webpackCompilationHash, count)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // The box shows the URL's query from now on, also when back brings an earlier one.
    setTyped(null)
    if (normalizeQuery(text) !== query) void navigate({ href: searchHref(pathname, text) })
  }
  const scope = page.subsite ? t(page.subsite) : undefined

  return (
    <article className="search">
      <h1>{page.title}</h1>
      <form role="search" method="get" onSubmit={submit}>
        <label htmlFor="search-query">
          {scope ? t('search.scopedLabel', { scope }) : t('search.label')}
        </label>
        <div className="search-row">
          <input
            id="search-query"
            name="q"
            type="search"
            autoComplete="off"
            value={text}
            onChange={(e) => setTyped({ for: query, text: e.target.value })}
          />
          <button type="submit" className="button">
            {t('search.button')}
          </button>
        </div>
      </form>
      <noscript>
        <p className="meta">
          {t('search.noscript')}{' '}
          {page.siteMap && (
            <>
              {t('search.noscriptSiteMap')} <a href={page.siteMap.path}>{page.siteMap.label}</a>
            </>
          )}
        </p>
      </noscript>
      <p className="meta search-status" role="status" data-state={state.status}>
        {statusText(state, t)}
      </p>
      {state.status === 'done' && state.count === 0 && (
        <div className="search-empty">
          <p>{t('search.emptyHint')}</p>
          {page.subsite && (
            <p>
              <Link to={searchHref(searchPath(page.locale), query)}>{t('search.wholeSite')}</Link>
            </p>
          )}
          <SearchSuggestions locale={page.locale} box={false} />
        </div>
      )}
      {state.status === 'done' && state.hits.length > 0 && (
        <>
          <ol className="search-results">
            {state.hits.map((hit) => (
              <SearchHitItem key={hit.url} hit={hit} />
            ))}
          </ol>
          {state.more && (
            <button
              type="button"
              className="button"
              onClick={() => setShown({ for: query, count: count + PAGE_SIZE })}
            >
              {t('search.more')}
            </button>
          )}
        </>
      )}
    </article>
  )
}

type Translate = ReturnType<typeof useT>['t']

/** The one line a screen reader hears (role="status"): what the search is doing, or found. */
function statusText(state: SearchState, t: Translate): string {
  switch (state.status) {
    case 'idle':
      return t('search.pending')
    case 'searching':
      return t('search.searching')
    case 'unavailable':
      return t('search.unavailable')
    case 'failed':
      return t('search.failed')
    case 'done':
      return state.count === 0
        ? t('search.empty', { query: state.query })
        : t('search.count', { count: state.count, query: state.query })
  }
}

function SearchHitItem({ hit }: { hit: SearchHit }) {
  return (
    <li className="search-result">
      <h2>
        <Link to={hit.url}>{hit.title}</Link>
      </h2>
      {(hit.section || hit.date) && (
        <p className="meta">{[hit.section, hit.date].filter(Boolean).join(' · ')}</p>
      )}
      <p>
        {hit.excerpt.map((part, i) =>
          part.mark ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
        )}
      </p>
    </li>
  )
}
