import { Link } from '@tanstack/react-router'
import { useT } from '../i18n/translations'
import type { Locale } from '../site/locales'
import { searchPath } from '../search/query'
import { useSiteContext } from '../site-context/site-context'
import { SearchForm } from './search-form'

/**
 * Where to go from a dead end (the 404 page, a search that found nothing): a
 * search box (`SearchForm`) unless the page has one,
 * and the main menu's pages as suggestions.
 */
export function SearchSuggestions({ locale, box = true }: { locale: Locale; box?: boolean }) {
  const { t } = useT()
  const { navigation } = useSiteContext()
  return (
    <div className="suggestions">
      {box && (
        <SearchForm
          id="suggestions-query"
          label={t('search.label')}
          action={searchPath(locale)}
          className="search-row"
        />
      )}
      <h2 className="suggestions-title">{t('search.suggestions')}</h2>
      <ul className="suggestions-list">
        {navigation.main
          .flatMap((e) => ('items' in e ? e.items : [e]))
          .map((item) => (
            <li key={item.path}>
              <Link to={item.path}>{item.label}</Link>
            </li>
          ))}
      </ul>
    </div>
  )
}
