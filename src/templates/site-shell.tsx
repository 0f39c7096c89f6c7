import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { LanguageSwitcher } from '../components/language-switcher'
import type { PageCommon } from '../page-data/types'
import { localePrefix } from '../site/locales'

/** Skip link, header, main landmark and footer around every page. */
export function SiteShell({ page, children }: { page: PageCommon; children: ReactNode }) {
  const { t } = useTranslation()
  const locale = localePrefix(page.locale)
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <header className="site-header">
        <div className="container header-row">
          <Link to="/{-$locale}/" params={{ locale }} className="brand">
            {page.site.name}
          </Link>
          <nav aria-label={t('primaryNavigation')}>
            <ul className="nav-list">
              <li>
                <Link to="/{-$locale}/" params={{ locale }} activeOptions={{ exact: true }}>
                  {t('home')}
                </Link>
              </li>
            </ul>
          </nav>
          <LanguageSwitcher page={page} />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="container">
        {children}
      </main>
      <footer className="site-footer">
        <div className="container">
          <p>{t('footer.copyright', { year: new Date().getFullYear(), name: page.site.name })}</p>
        </div>
      </footer>
    </>
  )
}
