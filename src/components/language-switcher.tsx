import { Link } from '@tanstack/react-router'
import { useT } from '../i18n/translations'
import type { PageCommon } from '../model/common'
import { localeConfig } from '../site/locales'

/** Links to this page's existing translations only: never to a redirect or a missing page. */
export function LanguageSwitcher({ page }: { page: PageCommon }) {
  const { t } = useT()
  const others = page.translations.filter((tr) => tr.locale !== page.locale)
  if (others.length === 0) return null
  return (
    <nav aria-label={t('languageSwitcher')} className="language-switcher">
      <ul>
        {others.map((tr) => {
          const { label, hrefLang } = localeConfig(tr.locale)
          return (
            <li key={tr.locale}>
              <Link
                to={tr.path}
                lang={hrefLang}
                hrefLang={hrefLang}
                title={t('switchTo', { language: label })}
              >
                {label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
