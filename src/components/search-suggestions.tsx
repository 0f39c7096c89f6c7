import { Link } from '@tanstack/react-router'
import { useT } from '../i18n/translations'
import type { Locale } from '../site/locales'
import { searchPath } from '../search/query'
import { useSiteContext } from '../site-context/site-context'

/**
 * Where to go from a dead end (the 404 page, a search that found nothing): a
 * search box (a plain GET form, no script needed) unless the page has one,
 * and the main menu's pages as suggestions.
 */
export function SearchSuggestions({ locale, box = true }: { locale: Locale; box?: boolean }) {
  const { t } = useT()
  const { navigation } = useSiteContext()
  return (
    <div className="suggestions">
      {box && (
        <form role="search" method="get" action={searchPath(locale)} className="suggestions-search">
          <label htmlFor="suggestions-query">{t('search.label')}</label>
          <div className="search-row">
            <input id="suggestions-query" name="q" type="search" autoComplete="off" />
            <button type="submit" className="button">
              {t('search.button')}
            </button>
          </div>
        </form>
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
