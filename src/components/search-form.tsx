import { useT } from '../i18n/translations'

/**
 * A plain GET search form to `action` (no script needed: the search page reads
 * `?q=` when it loads), labelled `label`: the header's and the 404 page's.
 */
export function SearchForm({
  id,
  label,
  action,
  className,
}: {
  id: string
  label: string
  action: string
  className: string
}) {
  const { t } = useT()
  return (
    <form role="search" aria-label={label} className={className} method="get" action={action}>
      <input id={id} name="q" type="search" aria-label={label} placeholder={label} />
      <button type="submit" className="button">
        {t('search.button')}
      </button>
    </form>
  )
}
