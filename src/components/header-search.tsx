import { useT } from '../i18n/translations'
import type { PageCommon } from '../model/common'
import { searchPath } from '../search/query'
import { SearchForm } from './search-form'

const id = 'header-search-query'

/**
 * The header's search: an icon button (a `<details>` disclosure, so it opens
 * without JavaScript too) that shows a plain GET form to the search page of
 * the section the page is in (an institutional page searches the
 * institutional pages). The field opens under the header's one row, over the
 * page, so opening it moves nothing. Opening focuses the field; Escape closes
 * it and returns focus to the button (the header's `closeDisclosureOnEscape`).
 */
export function HeaderSearch({ page }: { page: PageCommon }) {
  const { t } = useT()
  const label = page.subsite
    ? t('search.scopedLabel', { scope: t(page.subsite) })
    : t('search.label')
  return (
    <details
      className="header-search"
      onToggle={(e) => e.currentTarget.open && document.getElementById(id)?.focus()}
    >
      <summary className="icon-button" title={label}>
        <span className="visually-hidden">{t('search.button')}</span>
      </summary>
      <SearchForm
        id={id}
        label={label}
        action={searchPath(page.locale, page.subsite)}
        className="header-search-form"
      />
    </details>
  )
}
