import { Link } from '@tanstack/react-router'
import { SearchSuggestions } from '../components/search-suggestions'
import { useT } from '../i18n/translations'
import type { PageCommon } from '../model/common'
import { localePrefix } from '../site/locales'

/** The locale's 404 page; its words come from the UI strings, so any page record can host it. */
export function NotFoundTemplate({ page }: { page: PageCommon }) {
  const { t } = useT()
  return (
    <article className="not-found">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <p>
        <Link to="/{-$locale}/" params={{ locale: localePrefix(page.locale) }}>
          {t('notFound.backHome')}
        </Link>
      </p>
      <SearchSuggestions locale={page.locale} />
    </article>
  )
}
