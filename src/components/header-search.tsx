import { useT } from '../i18n/translations'
import type { PageCommon } from '../model/common'
import { searchPath } from '../search/query'

/**
 * The header's search box: a plain GET form to the search page of the section
 * the page is in (an institutional page searches the institutional pages).
 * It needs no script: the search page reads `?q=` when it loads.
 */
export function HeaderSearch({ page }: { page: PageCommon }) {
  const { t } = useT()
  const label = page.subsite
    ? t('search.scopedLabel', { scope: t(page.subsite) })
    : t('search.label')
  return (
    <form
      role="search"
      aria-label={label}
      className="header-search"
      method="get"
      action={searchPath(page.locale, page.subsite)}
    >
      <input name="q" type="search" aria-label={label} placeholder={t('search.button')} />
      <button type="submit" className="button">
        {t('search.button')}
      </button>
    </form>
  )
}
