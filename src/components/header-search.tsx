import { useId, type KeyboardEvent, type SyntheticEvent } from 'react'
import { useT } from '../i18n/translations'
import type { PageCommon } from '../model/common'
import { searchPath } from '../search/query'

/**
 * The header's search: an icon button (a `<details>` disclosure, so it opens
 * without JavaScript too) that shows a plain GET form to the search page of
 * the section the page is in (an institutional page searches the
 * institutional pages). The field opens under the header's one row, over the
 * page, so opening it moves nothing. Opening focuses the field; Escape closes
 * it and returns focus to the button.
 */
export function HeaderSearch({ page }: { page: PageCommon }) {
  const { t } = useT()
  const id = useId()
  const label = page.subsite
    ? t('search.scopedLabel', { scope: t(page.subsite) })
    : t('search.label')
  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (event.currentTarget.open) document.getElementById(`${id}-q`)?.focus()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== 'Escape' || !event.currentTarget.open) return
    event.currentTarget.open = false
    event.currentTarget.querySelector('summary')?.focus()
  }
  return (
    <details className="header-search" onToggle={onToggle} onKeyDown={onKeyDown}>
      <summary className="icon-button" title={label}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
          <circle
            cx="10.5"
            cy="10.5"
            r="6.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.25"
          />
          <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{t('search.button')}</span>
      </summary>
      <form
        role="search"
        aria-label={label}
        className="header-search-form"
        method="get"
        action={searchPath(page.locale, page.subsite)}
      >
        <input id={`${id}-q`} name="q" type="search" aria-label={label} placeholder={label} />
        <button type="submit" className="button">
          {t('search.button')}
        </button>
      </form>
    </details>
  )
}
