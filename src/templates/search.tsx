import { useT } from '../i18n/translations'
import type { SearchResult } from '../model/pages/search'

/**
 * The search page's shell: a plain GET form that works without JavaScript.
 * The index and results come with the search capability (ROADMAP).
 */
export function SearchTemplate({ page }: { page: SearchResult }) {
  const { t } = useT()
  return (
    <article className="search">
      <h1>{page.title}</h1>
      <form role="search" method="get">
        <label htmlFor="search-query">{t('search.label')}</label>
        <div className="search-row">
          <input id="search-query" name="q" type="search" autoComplete="off" />
          <button type="submit" className="button">
            {t('search.button')}
          </button>
        </div>
      </form>
      <p className="meta" aria-live="polite">
        {t('search.pending')}
      </p>
    </article>
  )
}
